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
