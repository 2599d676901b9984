import Foundation

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the window; the presenter disappears.
    case fullScreen = 0
    /// A card inset from the top of the window; the presenter stays (iOS 13 and later).
    case pageSheet = 1
    /// A card; as ``pageSheet`` in a compact-width window.
    case formSheet = 2
    /// Covers the presenting context; shown here as ``fullScreen``.
    case currentContext = 3
    /// Laid out by a custom presentation controller; shown here as ``overFullScreen``.
    case custom = 4
    /// Covers the window; the presenter stays under it.
    case overFullScreen = 5
    /// Covers the presenting context, which stays; shown here as ``overFullScreen``.
    case overCurrentContext = 6
    /// A popover; shown here as a ``formSheet`` (a compact-width window adapts it so).
    case popover = 7
    /// No adaptation; shown here as ``fullScreen``.
    case none = -1
    /// The system's choice: a ``pageSheet``.
    case automatic = -2
}

/// Presentation: a controller's view shown over the window's content.
///
/// Full-screen styles cover the window; the presenter gets `viewWillDisappear` and
/// `viewDidDisappear` for `.fullScreen` (its view is hidden, not removed, under the
/// presented one) and nothing for `.overFullScreen`. Sheets (`.automatic`, `.pageSheet`,
/// `.formSheet`) are a card 10 points below the window's safe-area top; the presenter
/// gets no disappearance callbacks, as on iOS 13 and later. The presented controller's
/// ``isBeingPresented`` (``isBeingDismissed``) is true during its callbacks; completions
/// run when the transition ends: after the update cycle that laid the presented view out,
/// or after the slide when animated (0.3 s).
extension UIViewController {
    /// The duration of an animated presentation or dismissal.
    static let presentationDuration: TimeInterval = 0.3
    /// How far a sheet's top sits below the window's safe-area top.
    static let sheetTopGap: CGFloat = 10

    /// What ``presentedViewController`` returns (declared in the class, where it can be `open`).
    var uikitPresentedViewController: UIViewController? { presentationRoot.presentedStorage }
    /// What ``presentingViewController`` returns (declared in the class, where it can be `open`).
    var uikitPresentingViewController: UIViewController? { presentationRoot.presentingStorage }

    /// The top-most parent: it takes part in presentations for its children, as in UIKit.
    var presentationRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// The style actually used.
    var effectivePresentationStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet, .popover: .pageSheet
        case .overFullScreen, .overCurrentContext, .custom: .overFullScreen
        case .fullScreen, .currentContext, .none: .fullScreen
        }
    }

    /// Where the presented view goes in `window`'s bounds.
    func presentedFrame(in window: UIWindow) -> CGRect {
        let bounds = window.bounds
        guard effectivePresentationStyle == .pageSheet else { return bounds }
        let top = window.safeAreaInsets.top + Self.sheetTopGap
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    /// What ``present(_:animated:completion:)`` does.
    func performPresent(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let presenter = presentationRoot
        if let presented = presenter.presentedStorage {
            if presented.presentedStorage == nil {
                LayoutDiagnostics.error("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)), which is already presenting \(type(of: presented)).")
                return
            }
            presented.present(viewControllerToPresent, animated: flag, completion: completion)
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            LayoutDiagnostics.error("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)), whose view is not in a window.")
            return
        }
        let presented = viewControllerToPresent
        guard presented.presentingStorage == nil, presented.parent == nil else {
            LayoutDiagnostics.error("\(type(of: presented)) is already presented or is a child; it cannot be presented.")
            return
        }
        let animated = flag && UIView.areAnimationsEnabled
        let style = presented.effectivePresentationStyle
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.hasManagedAppearance = true
        presented.beingPresented = true
        let presentedView: UIView = presented.view
        presented.beginAppearanceTransition(true, animated: animated)
        if style == .fullScreen { presenter.beginAppearanceTransition(false, animated: animated) }
        let frame = presented.presentedFrame(in: window)
        presentedView.frame = frame
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(presentedView)
        let finish = {
            if style == .fullScreen {
                presenter.viewIfLoaded?.isHidden = true
                presenter.endAppearanceTransition()
            }
            presented.endAppearanceTransition()
            presented.beingPresented = false
            completion?()
        }
        if animated {
            UIView.performWithoutAnimation { presentedView.frame = frame.offsetBy(dx: 0, dy: window.bounds.height - frame.minY) }
            UIView.animate(withDuration: Self.presentationDuration, delay: 0, options: [], animations: {
                presentedView.frame = frame
            }, completion: { _ in finish() })
        } else {
            window.afterNextUpdateCycle(finish)
        }
    }

    /// What ``dismiss(animated:completion:)`` does.
    func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        let root = presentationRoot
        let presenter: UIViewController
        if root.presentedStorage != nil {
            presenter = root
        } else if let presenting = root.presentingStorage {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.presentedStorage else { return }
        if let inner = presented.presentedStorage {
            // Dismiss what is above first, at once, as UIKit dismisses a stack.
            presented.dismiss(animated: false) { [weak presenter] in presenter?.dismiss(animated: flag, completion: completion) }
            _ = inner
            return
        }
        let animated = flag && UIView.areAnimationsEnabled && presented.viewIfLoaded?.window != nil
        let style = presented.effectivePresentationStyle
        let window = presented.viewIfLoaded?.window
        presented.beingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if style == .fullScreen {
            presenter.viewIfLoaded?.isHidden = false
            presenter.beginAppearanceTransition(true, animated: animated)
        }
        let finish = {
            presented.viewIfLoaded?.removeFromSuperview()
            presented.endAppearanceTransition()
            if style == .fullScreen { presenter.endAppearanceTransition() }
            presented.hasManagedAppearance = false
            presented.beingDismissed = false
            presenter.presentedStorage = nil
            presented.presentingStorage = nil
            completion?()
        }
        if animated, let view = presented.viewIfLoaded, let window {
            UIView.animate(withDuration: Self.presentationDuration, delay: 0, options: [], animations: {
                view.frame = view.frame.offsetBy(dx: 0, dy: window.bounds.height - view.frame.minY)
            }, completion: { _ in finish() })
        } else if let window {
            window.afterNextUpdateCycle(finish)
        } else {
            finish()
        }
    }
}
