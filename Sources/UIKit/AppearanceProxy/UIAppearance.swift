import Foundation

/// A class whose instances can contain views that appearance proxies style (views and
/// view controllers): the types ``UIAppearance/appearance(whenContainedInInstancesOf:)``
/// takes.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// A class with appearance proxies: settings made on `appearance()` apply to every
/// instance that enters a window afterwards, unless the instance's own value was changed
/// first.
///
/// UIKit's proxy is an instance of the class itself that records any message sent to it
/// (an Objective-C runtime feature). Here `appearance()` returns a typed
/// ``UIAppearanceProxy`` that records property assignments through key paths
/// (`UINavigationBar.appearance().barTintColor = .red` compiles unchanged) and the
/// common appearance methods (`setTitleColor(_:for:)`, `setTitleTextAttributes(_:for:)`…).
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// Makes an instance from an archive (every appearance class has this initialiser;
    /// the proxy makes one unstyled instance to tell default values from changed ones).
    init?(coder: NSCoder)
}

extension UIView: UIAppearance {}
extension UIBarItem: UIAppearance {}

extension UIAppearance {
    /// The proxy whose settings apply to every instance of this class.
    public static func appearance() -> UIAppearanceProxy<Self> {
        AppearanceRegistry.shared.proxy(for: Self.self, containers: [])
    }

    /// The proxy whose settings apply to instances inside instances of `containerTypes`
    /// (outermost first; not necessarily direct parents).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        AppearanceRegistry.shared.proxy(for: Self.self, containers: containerTypes)
    }

    /// The proxy for instances in windows with `trait`'s traits (kept as the plain proxy:
    /// one set of traits applies to every window here).
    public static func appearance(for trait: UITraitCollection) -> UIAppearanceProxy<Self> {
        appearance()
    }
}
