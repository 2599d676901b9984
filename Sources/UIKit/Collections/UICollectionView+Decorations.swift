import Foundation

/// Decoration views (section backgrounds): made from the classes registered on the layout,
/// without the data source, reused by kind, and kept behind the cells.
extension UICollectionView {
    func placeDecorationViews(_ elements: [UICollectionViewLayoutAttributes]) {
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements where attributes.representedElementCategory == .decorationView {
            guard let kind = attributes.representedElementKind else { continue }
            wanted[ElementKey(kind: kind, indexPath: attributes.indexPath)] = attributes
        }
        for (key, view) in visibleDecorations where wanted[key] == nil {
            visibleDecorations[key] = nil
            park(view, identifier: view.reuseIdentifier) { enqueueForReuse(view, kind: Self.decorationQueuePrefix + key.kind, identifier: $0) }
        }
        var added = false
        for (key, attributes) in wanted {
            if let view = visibleDecorations[key] {
                view.apply(attributes)
                continue
            }
            guard let view = makeDecorationView(ofKind: key.kind) else { continue }
            visibleDecorations[key] = view
            view.apply(attributes)
            if view.superview !== self { addSubview(view) }
            added = true
        }
        if added { keepDecorationsBehindCells() }
    }

    /// The queue decoration views of a kind wait in (apart from supplementary views of the same kind).
    static let decorationQueuePrefix = "UICollectionElementKindDecoration:"

    private func makeDecorationView(ofKind kind: String) -> UICollectionReusableView? {
        let key = ElementKey(kind: Self.decorationQueuePrefix + kind, indexPath: IndexPath(), identifier: kind)
        if let view = reusableViews.dequeue(key) {
            view.prepareForReuse()
            return view
        }
        let layout = collectionViewLayout
        if let viewClass = layout.decorationClasses[kind] { return viewClass.init(registeredReuseIdentifier: kind) }
        if let nib = layout.decorationNibs[kind],
           let view = nib.reusableView(UICollectionReusableView.self, identifier: kind, registeredBy: "UICollectionViewLayout") {
            view.reuseIdentifier = kind
            return view
        }
        LayoutDiagnostics.error("UICollectionView: no class or nib is registered for decoration views of kind \(kind) (register(_:forDecorationViewOfKind:) on the layout); the decoration is not shown.")
        return nil
    }

    /// Orders the bottom of the subviews: background view, decorations (by z-index),
    /// orthogonal sections' scroll views, then the cells.
    func keepDecorationsBehindCells() {
        let scrollers = orthogonalScrollers.keys.sorted().compactMap { orthogonalScrollers[$0] }
        for scroller in scrollers.reversed() where scroller.superview === self { sendSubviewToBack(scroller) }
        let decorations = visibleDecorations.values.sorted { ($0.layer.zPosition, $0.frame.minY) > ($1.layer.zPosition, $1.frame.minY) }
        for view in decorations where !view.isHidden { sendSubviewToBack(view) }
        if let backgroundView { sendSubviewToBack(backgroundView) }
    }
}
