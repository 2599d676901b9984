/// An object that can take part in the responder chain.
///
/// `UIView` and `UIViewController` inherit from it; events that a responder does not
/// handle travel to ``next``.
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview. `nil` at the end.
    open var next: UIResponder? { nil }
}
