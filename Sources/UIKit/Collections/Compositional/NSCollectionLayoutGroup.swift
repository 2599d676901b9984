import Foundation

/// A frame a custom group gives one of its items (in the group's coordinates).
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The item's frame in the group.
    public let frame: CGRect
    /// Which items draw above which.
    public let zIndex: Int

    /// An item at `frame`.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame` with `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

}

/// A provider of a custom group's item frames, given the group's environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// Items laid out in a row (``horizontal(layoutSize:subitems:)``), a column
/// (``vertical(layoutSize:subitems:)``) or at frames a closure gives
/// (``custom(layoutSize:itemProvider:)``). A group is itself an item, so groups nest.
///
/// A section repeats its group until every item of the section has a cell; each group
/// takes as many items as it has leaves (the last may take fewer).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement { case horizontal, vertical, custom(NSCollectionLayoutGroupCustomItemProvider) }

    /// How the subitems repeat: each subitem once, in order, as many times as fit; or
    /// `count` copies of one subitem, equally sized to fill the group (the subitem's own
    /// size ignored along the axis) or at the subitem's own size.
    enum Repetition { case fill, equal(Int), repeating(Int) }

    let arrangement: Arrangement
    let repetition: Repetition
    /// The items of the group, laid out in order.
    public let subitems: [NSCollectionLayoutItem]
    /// Space between the subitems along the group's axis (nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement,
         repetition: Repetition, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.arrangement = arrangement
        self.repetition = repetition
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    // MARK: Horizontal

    /// A row of `count` copies of `subitem`, equally wide to fill the group with
    /// ``interItemSpacing`` between them (the subitem's width is ignored).
    @available(iOS, deprecated: 16.0, message: "use horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, repetition: .equal(checkedCount(count)))
    }

    /// A row of `count` copies of `subitem` at the subitem's own size.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, repetition: .repeating(checkedCount(count)))
    }

    /// A row of `subitems` in order, repeated as long as the next one fits in the group.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: checkedSubitems(subitems), arrangement: .horizontal, repetition: .fill)
    }

    // MARK: Vertical

    /// A column of `count` copies of `subitem`, equally tall to fill the group.
    @available(iOS, deprecated: 16.0, message: "use vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, repetition: .equal(checkedCount(count)))
    }

    /// A column of `count` copies of `subitem` at the subitem's own size.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, repetition: .repeating(checkedCount(count)))
    }

    /// A column of `subitems` in order, repeated as long as the next one fits in the group.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: checkedSubitems(subitems), arrangement: .vertical, repetition: .fill)
    }

    // MARK: Custom

    /// A group whose items go where `itemProvider` says (one item per frame, in order).
    public class func custom(layoutSize: NSCollectionLayoutSize,
                             itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider), repetition: .fill)
    }

    /// A text picture of the group's structure (UIKit draws one in ASCII art; this lists it).
    open func visualDescription() -> String {
        func describe(_ item: NSCollectionLayoutItem, depth: Int) -> String {
            let pad = String(repeating: "  ", count: depth)
            guard let group = item as? NSCollectionLayoutGroup else { return "\(pad)item \(item.layoutSize)" }
            let kind: String
            switch group.arrangement {
            case .horizontal: kind = "horizontal group"
            case .vertical: kind = "vertical group"
            case .custom: kind = "custom group"
            }
            return (["\(pad)\(kind) \(group.layoutSize)"] + group.subitems.map { describe($0, depth: depth + 1) }).joined(separator: "\n")
        }
        return describe(self, depth: 0)
    }

    private static func checkedCount(_ count: Int) -> Int {
        guard count >= 1 else {
            LayoutDiagnostics.error("NSCollectionLayoutGroup: a group's count must be at least 1 (got \(count)); using 1.")
            return 1
        }
        return count
    }

    private static func checkedSubitems(_ subitems: [NSCollectionLayoutItem]) -> [NSCollectionLayoutItem] {
        if subitems.isEmpty {
            LayoutDiagnostics.error("NSCollectionLayoutGroup: a group needs at least one subitem; the group lays out nothing.")
        }
        return subitems
    }
}
