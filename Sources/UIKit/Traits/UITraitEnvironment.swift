import Foundation

/// Something with traits: views, view controllers, windows.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after ``traitCollection`` changed; `previousTraitCollection` is what it was.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// What ``UIViewController/viewWillTransition(to:with:)`` receives: blocks to run with
/// the change and after it. There is no animation, so both run during the resize, the
/// first at once and the completion after the window's next layout.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Runs `animation` along with the transition and `completion` after it.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The state of a transition, as the coordinator's blocks see it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the change is animated (never, here).
    var isAnimated: Bool { get }
    /// Whether it was cancelled (never).
    var isCancelled: Bool { get }
    /// How long it lasts (0).
    var transitionDuration: TimeInterval { get }
}

/// The coordinator of a window resize.
@preconcurrency @MainActor
final class ResizeTransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    private(set) var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the completions (after the resize is laid out).
    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}
