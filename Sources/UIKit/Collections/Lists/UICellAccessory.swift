import Foundation

/// A mark or control at the edge of a list cell, as UIKit's (iOS 14): a disclosure
/// indicator, a checkmark, a delete or reorder control, an outline disclosure, a label or
/// a custom view. Set a ``UICollectionViewListCell``'s `accessories`.
public struct UICellAccessory: @unchecked Sendable {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// How wide an accessory's room is.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The standard width for the kind.
        case standard
        /// A width in points.
        case custom(CGFloat)
    }

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of a checkmark.
    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of a delete control.
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a reorder control.
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator = true
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// How the disclosure looks and where it sits.
        public enum Style: Int, Sendable {
            /// `.header` for items with children in a header section, else `.cell`.
            case automatic
            /// A chevron at the trailing edge; tapping the whole cell toggles.
            case header
            /// A chevron at the leading edge.
            case cell
        }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of a label.
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory = false
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = false) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.font = font; self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Where a custom accessory goes among the others: an index in the accessories of its edge.
    public typealias PlacementPosition = ([UICellAccessory]) -> Int

    /// Which edge a custom accessory sits at.
    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: PlacementPosition = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: PlacementPosition = { _ in 0 })
    }

    /// A custom view as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, reorder
        case delete(handler: (@MainActor () -> Void)?)
        case outlineDisclosure(style: OutlineDisclosureOptions.Style, handler: (@MainActor () -> Void)?)
        case label(String, font: UIFont?)
        case customView(CustomViewConfiguration)
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState
    /// Whether the accessory is hidden (its room kept).
    public var isHidden: Bool
    /// The room the accessory takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's colour (nil: the standard one).
    public var tintColor: UIColor?

    init(kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
    }

    /// A chevron pointing to the trailing edge.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A delete control at the leading edge, shown while editing; `actionHandler` runs when it is tapped.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete(handler: actionHandler), displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A reorder grip at the trailing edge, shown while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// An outline disclosure: tapping it expands or collapses the item in the diffable data
    /// source's section snapshot (or runs `actionHandler`).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(style: options.style, handler: actionHandler), displayed: displayed,
                        isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A text at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, font: options.font), displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A custom view at the edge its configuration names.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(kind: .customView(configuration), displayed: displayed, isHidden: configuration.isHidden,
                               width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    }

    /// Whether the accessory's view only draws a mark (no label or custom view inside it).
    var isDrawnMark: Bool {
        switch kind {
        case .label, .customView: return false
        case .disclosureIndicator, .checkmark, .reorder, .delete, .outlineDisclosure: return true
        }
    }

    /// Whether the accessory goes at the leading edge.
    var isLeading: Bool {
        switch kind {
        case .delete: return true
        case .outlineDisclosure(let style, _): return style == .cell
        case .customView(let configuration):
            if case .leading = configuration.placement { return true }
            return false
        case .disclosureIndicator, .checkmark, .reorder, .label: return false
        }
    }

    /// Whether the accessory shows in a cell that is (or is not) editing.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
