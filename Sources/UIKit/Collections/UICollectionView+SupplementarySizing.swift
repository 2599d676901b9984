import Foundation

/// Self-sizing supplementary views: a layout that estimates a header's or footer's size
/// (a compositional layout's estimated boundary item) gets the view's preferred
/// attributes, as cells give theirs, within the same layout pass.
extension UICollectionView {
    /// Asks the supplementary views the layout wants measured for their preferred
    /// attributes (making the views as needed); whether one changed the layout.
    func measureSupplementaries(_ elements: [UICollectionViewLayoutAttributes]) -> Bool {
        let layout = collectionViewLayout
        var resized = false
        for attributes in elements where attributes.representedElementCategory == .supplementaryView {
            guard let kind = attributes.representedElementKind,
                  layout.wantsPreferredAttributes(forSupplementaryOfKind: kind, at: attributes.indexPath) else { continue }
            let key = ElementKey(kind: kind, indexPath: attributes.indexPath)
            let view = visibleSupplementaries[key] ?? showSupplementary(key, attributes: attributes)
            view.apply(attributes)
            let preferred = view.preferredLayoutAttributesFitting(attributes.copy() as! UICollectionViewLayoutAttributes)
            let original = displayed(attributes)
            let preferredInLayout = displayed(preferred)
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredInLayout, withOriginalAttributes: original) {
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferredInLayout,
                                                                         withOriginalAttributes: original))
                resized = true
            }
        }
        return resized
    }
}
