import UIKit

/// A controller that prints its appearance callbacks, with what UIKit says about them at
/// that moment: whether it is being pushed or presented, and its view's frame (in its
/// superview and in the window) and safe area once laid out.
class TracedViewController: UIViewController {
    var traceName: String { String(describing: type(of: self)) }

    override func viewDidLoad() {
        super.viewDidLoad()
        trace("\(traceName) viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        traceAppearance("viewWillAppear", of: traceName)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        traceAppearance("viewDidAppear", of: traceName)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        traceAppearance("viewWillDisappear", of: traceName)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        traceAppearance("viewDidDisappear", of: traceName)
    }
}

extension UIViewController {
    /// Prints `name callback` with what UIKit says at that moment: for the will-callbacks
    /// whether the controller moves or is presented or dismissed, for viewDidAppear its
    /// view's frame, place in the window and safe area; then `extra`.
    func traceAppearance(_ callback: String, of name: String, extra: String = "") {
        var line = "\(name) \(callback)"
        switch callback {
        case "viewWillAppear": line += " moving=\(isMovingToParent) presented=\(isBeingPresented)"
        case "viewWillDisappear": line += " moving=\(isMovingFromParent) dismissed=\(isBeingDismissed)"
        case "viewDidAppear":
            line += " frame=\(describe(view.frame)) inWindow=\(describe(view.convert(view.bounds, to: nil)))"
            line += " safeArea=\(describe(view.safeAreaInsets))"
        default: break
        }
        trace(extra.isEmpty ? line : line + " " + extra)
    }
}

/// `(x y; w h)`, as UIKit's descriptions print frames.
func describe(_ rect: CGRect) -> String {
    "(\(format(rect.minX)) \(format(rect.minY)); \(format(rect.width)) \(format(rect.height)))"
}

/// `{top, left, bottom, right}`.
func describe(_ insets: UIEdgeInsets) -> String {
    "{\(format(insets.top)), \(format(insets.left)), \(format(insets.bottom)), \(format(insets.right))}"
}

private func format(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
}
