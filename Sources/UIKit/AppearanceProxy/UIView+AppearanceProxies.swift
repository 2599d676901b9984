import Foundation

extension UIView {
    /// Applies the appearance proxies of the view's class to it, the first time it
    /// enters a window (as UIKit does; later proxy changes reach views entering later).
    func applyAppearanceProxiesOnce() {
        guard objc_getAssociatedObject(self, &appearanceAppliedKey) == nil else { return }
        objc_setAssociatedObject(self, &appearanceAppliedKey, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        AppearanceRegistry.shared.apply(to: self, ancestors: appearanceAncestors)
    }

    /// The containers around the view, innermost first: its superviews and their view
    /// controllers, along the responder chain.
    var appearanceAncestors: [AnyObject] {
        var ancestors: [AnyObject] = []
        var current = next
        while let responder = current {
            if responder is UIAppearanceContainer { ancestors.append(responder) }
            current = responder.next
        }
        return ancestors
    }
}

extension UIBarButtonItem {
    /// Applies the bar button item proxies to the item once, when a bar first shows it
    /// inside `bar`.
    func applyAppearanceProxiesOnce(in bar: UIView) {
        guard !AppearanceRegistry.shared.isEmpty, objc_getAssociatedObject(self, &appearanceAppliedKey) == nil else { return }
        objc_setAssociatedObject(self, &appearanceAppliedKey, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        AppearanceRegistry.shared.apply(to: self, ancestors: [bar] + bar.appearanceAncestors)
    }
}

/// The key marking an object its proxies were applied to.
nonisolated(unsafe) private var appearanceAppliedKey: UInt8 = 0

// MARK: Methods recorded by proxies

extension UIAppearanceProxy where Target: UIButton {
    /// Records `setTitleColor(_:for:)`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        recordCall("setTitleColor:\(state.rawValue)") { $0.setTitleColor(color, for: state) }
    }

    /// Records `setImage(_:for:)`.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        recordCall("setImage:\(state.rawValue)") { $0.setImage(image, for: state) }
    }

    /// Records `setBackgroundImage(_:for:)`.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        recordCall("setBackgroundImage:\(state.rawValue)") { $0.setBackgroundImage(image, for: state) }
    }
}

extension UIAppearanceProxy where Target: UIBarItem {
    /// Records `setTitleTextAttributes(_:for:)`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        recordCall("setTitleTextAttributes:\(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }
}
