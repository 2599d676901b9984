import Foundation

/// A key for app-defined state in a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a view's configurations are updated for: its traits, and custom values.
public protocol UIConfigurationState {
    /// Creates a state for `traitCollection`.
    init(traitCollection: UITraitCollection)
    /// The view's traits.
    var traitCollection: UITraitCollection { get set }
    /// App-defined state.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The state of a view: traits, and whether it is disabled, highlighted, selected or focused.
public struct UIViewConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false
    /// Whether the view is pinned (a pinned header).
    public var isPinned = false
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// Where a cell is in a drag.
public enum UICellConfigurationDragState: Int, Sendable {
    case none, lifting, dragging
}

/// Where a cell is in a drop.
public enum UICellConfigurationDropState: Int, Sendable {
    case none, notTargeted, targeted
}

/// The state of a cell: a view's state plus editing, expansion, swiping, reordering and
/// drag and drop, as UIKit's. Cells pass it to
/// ``UICollectionViewCell/updateConfiguration(using:)`` and to their configurations'
/// `updated(for:)`.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the pointer is down on the cell.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell is pinned.
    public var isPinned = false
    /// Whether the cell's collection is editing.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell shows its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// Where the cell is in a drag.
    public var cellDragState: UICellConfigurationDragState = .none
    /// Where the cell is in a drop.
    public var cellDropState: UICellConfigurationDropState = .none
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// What a content view shows, as UIKit's: a value that makes its view
/// (``makeContentView()``) and updates itself for a state (``updated(for:)``).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration as it should look in `state` (selected, highlighted, …).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (true by default; otherwise the cell makes a new view).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}
