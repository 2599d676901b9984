import Foundation

/// One registration: a ``UIAction`` or a target's method, with its events.
@preconcurrency @MainActor
final class ControlHandler {
    enum Kind {
        case action(UIAction)
        case target(TargetMethod)
    }
    let kind: Kind
    var events: UIControl.Event

    init(_ kind: Kind, events: UIControl.Event) {
        self.kind = kind
        self.events = events
    }
}

/// A method bound to a weakly held target, or (target `nil`) to the first object of its
/// type on the responder chain.
@preconcurrency @MainActor
final class TargetMethod {
    weak var target: AnyObject?
    let searchesResponderChain: Bool
    /// Runs the method when `object` has its type; returns whether it did.
    let invoke: @MainActor (AnyObject, UIControl, UIEvent?) -> Bool

    init(target: AnyObject?, invoke: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Bool) {
        self.target = target
        searchesResponderChain = target == nil
        self.invoke = invoke
    }
}

extension UIControl {
    // MARK: Closures

    /// Runs `action` for `controlEvents`. An action with the identifier of one already
    /// added replaces it.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        handlers.removeAll { if case .action(let old) = $0.kind { return old.identifier == action.identifier } else { return false } }
        handlers.append(ControlHandler(.action(action), events: controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `identifier` for `controlEvents`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        removeHandlers(for: controlEvents) {
            if case .action(let action) = $0.kind { return action.identifier == identifier } else { return false }
        }
    }

    // MARK: Targets

    /// Calls `action` on `target` for `controlEvents`, UIKit's target-action with a method
    /// reference in place of a selector: `addTarget(self, action: EditorViewController.save, for: .touchUpInside)`
    /// with `func save()`. The target is held weakly; a `nil` target means the first
    /// responder of the method's type on the chain from the window's first responder (or
    /// from the control) at the time of the event.
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
                                             for controlEvents: Event) {
        addTargetMethod(target, for: controlEvents) { (object: Target, _: UIControl, _: UIEvent?) in action(object)() }
    }

    /// Calls `action(sender)` on `target` for `controlEvents`, `sender` being this control
    /// (`func tapped(_ sender: UIButton)`); nothing happens when the control is not a `Sender`.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void, for controlEvents: Event
    ) {
        addTargetMethod(target, for: controlEvents) { (object: Target, control: UIControl, _: UIEvent?) in
            if let sender = control as? Sender { action(object)(sender) }
        }
    }

    /// Calls `action(sender, event)` on `target` for `controlEvents`.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Sender, UIEvent?) -> Void,
        for controlEvents: Event
    ) {
        addTargetMethod(target, for: controlEvents) { (object: Target, control: UIControl, event: UIEvent?) in
            if let sender = control as? Sender { action(object)(sender, event) }
        }
    }

    private func addTargetMethod<Target: AnyObject>(_ target: Target?, for controlEvents: Event,
                                                    _ perform: @escaping @MainActor (Target, UIControl, UIEvent?) -> Void) {
        let method = TargetMethod(target: target) { object, control, event in
            guard let typed = object as? Target else { return false }
            perform(typed, control, event)
            return true
        }
        handlers.append(ControlHandler(.target(method), events: controlEvents))
    }

    /// Removes `target`'s methods for `controlEvents` (every target's when `target` is `nil`).
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        removeHandlers(for: controlEvents) {
            guard case .target(let method) = $0.kind else { return false }
            return target == nil || method.target === target
        }
    }

    /// The targets with methods registered (those still alive).
    public var allTargets: [AnyObject] {
        var seen = Set<ObjectIdentifier>()
        return handlers.compactMap {
            guard case .target(let method) = $0.kind, let target = method.target,
                  seen.insert(ObjectIdentifier(target)).inserted else { return nil }
            return target
        }
    }

    /// The union of the events anything is registered for.
    public var allControlEvents: Event {
        handlers.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Whether an action or target is registered for any of `controlEvents`.
    func hasHandlers(for controlEvents: Event) -> Bool {
        handlers.contains { !$0.events.isDisjoint(with: controlEvents) }
    }

    private func removeHandlers(for controlEvents: Event, where matches: (ControlHandler) -> Bool) {
        for handler in handlers where matches(handler) { handler.events.subtract(controlEvents) }
        handlers.removeAll { $0.events.isEmpty }
    }

    // MARK: Sending

    /// Runs every action and target method registered for any of `controlEvents`, once
    /// each, in the order they were added.
    public func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Runs `action` with this control as its sender.
    public func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        guard !controlEvents.isEmpty else { return }
        let matching = handlers.filter { !$0.events.isDisjoint(with: controlEvents) }
        for handler in matching {
            switch handler.kind {
            case .action(let action):
                sendAction(action)
            case .target(let method):
                if let target = method.target {
                    _ = method.invoke(target, self, event)
                } else if method.searchesResponderChain {
                    var responder: UIResponder? = window?.firstResponder ?? self
                    while let current = responder, !method.invoke(current, self, event) { responder = current.next }
                }
            }
        }
    }
}
