import Foundation

extension UITraitCollection {
    private static let currentLock = NSLock()
    nonisolated(unsafe) private static var storedCurrent = UITraitCollection(
        horizontal: .unspecified, vertical: .unspecified, scale: 0, direction: .unspecified,
        style: .light, category: .large)

    /// The traits that dynamic colours resolve against (``UIColor/init(dynamicProvider:)``).
    /// UIKit sets it to a view's ``UIView/traitCollection`` while the view's
    /// `layoutSubviews()` and `draw(_:)` run; light appearance, Large text otherwise.
    public static var current: UITraitCollection {
        get { currentLock.withLock { storedCurrent } }
        set { currentLock.withLock { storedCurrent = newValue } }
    }

    /// Runs `actions` with this collection as ``current``, then puts the previous back.
    public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        return try actions()
    }
}
