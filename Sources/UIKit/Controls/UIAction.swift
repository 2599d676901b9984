import Foundation

/// The closure a ``UIAction`` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title and an identifier: what a control runs for an event
/// (``UIControl/addAction(_:for:)``), and an item of a menu (``UIMenu``).
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    /// An action's identity; adding an action whose identifier a control already has
    /// replaces the old one.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A short name (a button made with ``UIButton/init(type:primaryAction:)`` and a menu
    /// show it).
    public override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The image a menu shows beside the title.
    public override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// A longer description.
    public var discoverabilityTitle: String?
    /// The identity (a unique one unless given).
    public let identifier: Identifier
    /// How the action looks in a menu (disabled, destructive, hidden).
    public var attributes: UIMenuElement.Attributes
    /// Whether a menu shows a checkmark beside the action.
    public var state: UIMenuElement.State
    /// The control that is running the action; set only while the handler runs.
    public private(set) var sender: Any?
    private let handler: UIActionHandler

    /// Creates an action.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Actions are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Runs the handler with ``sender`` set to `sender`.
    public func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
