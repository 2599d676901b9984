import Foundation

/// The kind of interface a device shows (``UIDevice/userInterfaceIdiom``,
/// ``UITraitCollection/userInterfaceIdiom``).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known (a trait collection that does not specify it).
    case unspecified = -1
    /// An iPhone-sized interface; what apps here run as unless told otherwise.
    case phone = 0
    /// An iPad-sized interface.
    case pad = 1
    /// A television.
    case tv = 2
    /// A car's screen.
    case carPlay = 3
    /// A Mac (Mac Catalyst's optimised interface).
    case mac = 5
    /// A headset.
    case vision = 6
}

/// The current device's interface idiom, ``UIDevice/userInterfaceIdiom`` of
/// ``UIDevice/current`` (a function for iOS before 3.2; deprecated since iOS 13).
@available(iOS, deprecated: 13.0, message: "Use -[UIDevice userInterfaceIdiom] directly.")
@preconcurrency @MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    UIDevice.current.userInterfaceIdiom
}
