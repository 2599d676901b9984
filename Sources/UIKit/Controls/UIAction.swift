import Foundation

/// The closure a ``UIAction`` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title and an identifier: what a control runs for an event
/// (``UIControl/addAction(_:for:)``).
@preconcurrency @MainActor
public final class UIAction: NSObject {
    /// An action's identity; adding an action whose identifier a control already has
    /// replaces the old one.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A short name (a button made with ``UIButton/init(type:primaryAction:)`` shows it).
    public var title: String
    /// A longer description.
    public var discoverabilityTitle: String?
    /// The identity (a unique one unless given).
    public let identifier: Identifier
    /// The control that is running the action; set only while the handler runs.
    public private(set) var sender: Any?
    private let handler: UIActionHandler

    /// Creates an action.
    public init(title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with ``sender`` set to `sender`.
    public func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
