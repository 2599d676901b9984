import Foundation

extension UIView {
    /// How a view shows its tint (``UIView/tintAdjustmentMode``).
    public enum TintAdjustmentMode: Int, Sendable {
        /// Follow the superview (`.normal` at the root).
        case automatic = 0
        /// The tint as it is.
        case normal = 1
        /// A desaturated tint, as behind a presented alert.
        case dimmed = 2
    }
}

/// The tint a view sets itself; the rest is inherited.
struct ViewTintState {
    var ownColor: UIColor?
    var ownAdjustmentMode: UIView.TintAdjustmentMode = .automatic
}

extension UIView {
    /// The tint colour before dimming: the nearest one set on this view or an ancestor.
    var undimmedTintColor: UIColor {
        var view: UIView? = self
        while let current = view {
            if let own = current.tintState.ownColor { return own }
            view = current.superview
        }
        return .systemBlue
    }

    var inheritedTintColor: UIColor {
        let color = undimmedTintColor
        guard tintAdjustmentMode == .dimmed else { return color }
        // UIKit desaturates a dimmed tint: a grey of the colour's brightness.
        let grey = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        return UIColor(white: grey, alpha: color.alpha * 0.5)
    }

    var inheritedTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.tintState.ownAdjustmentMode != .automatic { return current.tintState.ownAdjustmentMode }
            view = current.superview
        }
        return .normal
    }

    /// What ``tintColorDidChange()`` reports a change of: the colour and mode in effect.
    var tintInEffect: TintInEffect { TintInEffect(color: tintColor, mode: tintAdjustmentMode) }

    struct TintInEffect: Equatable {
        let color: UIColor?
        let mode: TintAdjustmentMode
    }

    func setOwnTintColor(_ color: UIColor?) {
        let before = tintInEffect
        tintState.ownColor = color
        if tintInEffect != before { propagateTintChange(ofColor: true) }
    }

    func setOwnTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let before = tintInEffect
        tintState.ownAdjustmentMode = mode
        if tintInEffect != before { propagateTintChange(ofColor: false) }
    }

    /// Calls ``tintColorDidChange()`` on this view and on each subview that inherits what
    /// changed: the colour (`ofColor`) from views that set none, the mode from views
    /// whose mode is `.automatic`. With `ofColor` `nil`, both changed (a move).
    func propagateTintChange(ofColor: Bool? = nil) {
        tintColorDidChange()
        for subview in subviews {
            let inheritsColor = subview.tintState.ownColor == nil
            let inheritsMode = subview.tintState.ownAdjustmentMode == .automatic
            let affected = switch ofColor {
            case true?: inheritsColor
            case false?: inheritsMode
            case nil: inheritsColor || inheritsMode
            }
            if affected { subview.propagateTintChange(ofColor: ofColor) }
        }
    }
}
