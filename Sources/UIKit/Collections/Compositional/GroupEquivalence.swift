import Foundation

/// Whether two items (or groups) lay out their items identically, so a placement made for
/// one holds for the other. Section providers make new objects on every call, so the layout
/// compares what the objects describe. It answers `false` whenever it cannot be sure:
/// custom groups (their provider is a closure), supplementary items and edge spacing are
/// equivalent only when they are the same objects.
extension NSCollectionLayoutItem {
    func laysOutLike(_ other: NSCollectionLayoutItem) -> Bool {
        if self === other { return true }
        guard type(of: self) == type(of: other), layoutSize.sameDimensions(as: other.layoutSize),
              contentInsets == other.contentInsets, edgeSpacing === other.edgeSpacing,
              supplementaryItems.count == other.supplementaryItems.count,
              zip(supplementaryItems, other.supplementaryItems).allSatisfy({ $0 === $1 }) else { return false }
        guard let group = self as? NSCollectionLayoutGroup else { return true }
        guard let otherGroup = other as? NSCollectionLayoutGroup, group.subitems.count == otherGroup.subitems.count,
              group.interItemSpacing.sameSpacing(as: otherGroup.interItemSpacing) else { return false }
        switch (group.arrangement, otherGroup.arrangement) {
        case (.horizontal, .horizontal), (.vertical, .vertical): break
        default: return false
        }
        switch (group.repetition, otherGroup.repetition) {
        case (.fill, .fill): break
        case (.equal(let a), .equal(let b)), (.repeating(let a), .repeating(let b)): guard a == b else { return false }
        default: return false
        }
        return zip(group.subitems, otherGroup.subitems).allSatisfy { $0.laysOutLike($1) }
    }
}

extension NSCollectionLayoutSize {
    func sameDimensions(as other: NSCollectionLayoutSize) -> Bool {
        widthDimension.kind == other.widthDimension.kind && widthDimension.dimension == other.widthDimension.dimension
            && heightDimension.kind == other.heightDimension.kind && heightDimension.dimension == other.heightDimension.dimension
    }
}

extension Optional where Wrapped == NSCollectionLayoutSpacing {
    @MainActor
    func sameSpacing(as other: NSCollectionLayoutSpacing?) -> Bool {
        switch (self, other) {
        case (nil, nil): return true
        case (let a?, let b?): return a.spacing == b.spacing && a.isFlexibleSpacing == b.isFlexibleSpacing
        default: return false
        }
    }
}
