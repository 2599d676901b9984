import Foundation

/// The device the app runs on: here, the desktop computer.
///
/// The values are what a desktop can honestly say: ``systemName`` and ``systemVersion``
/// are the running Linux kernel's, ``name`` is the host name, ``model`` is "Linux".
/// ``userInterfaceIdiom`` is ``UIUserInterfaceIdiom/phone`` (apps open in an
/// iPhone-sized window and are written for iPhones first; a window's size classes still
/// follow its size). Set `UIKIT_USER_INTERFACE_IDIOM` to `pad`, `mac`, `tv`, `carPlay` or
/// `vision` to run an app as that kind of device. The battery is reported as a desktop's:
/// monitored only when asked, then full and plugged in.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The charging state of the battery (``batteryState``).
    public enum BatteryState: Int, Sendable {
        /// Monitoring is off, or the state cannot be read.
        case unknown = 0
        /// On battery power.
        case unplugged = 1
        /// Plugged in, charging.
        case charging = 2
        /// Plugged in, fully charged.
        case full = 3
    }

    /// The device.
    public static let current = UIDevice()

    /// Posted when ``orientation`` changes, while notifications are generated.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when ``batteryState`` changes, while monitoring.
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when ``batteryLevel`` changes, while monitoring.
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")

    /// Creates the device object (apps use ``current``).
    public override init() {
        let system = DesktopSystem.read()
        systemName = system.name
        systemVersion = system.version
        name = system.hostName
        userInterfaceIdiom = DesktopSystem.idiom(from: ProcessInfo.processInfo.environment["UIKIT_USER_INTERFACE_IDIOM"])
        super.init()
    }

    /// The device's name: the computer's host name.
    public let name: String
    /// The model: "Linux".
    public var model: String { "Linux" }
    /// The model, localised: "Linux".
    public var localizedModel: String { model }
    /// The operating system's name: the kernel's (`uname -s`, "Linux").
    public let systemName: String
    /// The operating system's version: the kernel release's numbers ("6.1.0").
    public let systemVersion: String
    /// The kind of interface: ``UIUserInterfaceIdiom/phone`` unless
    /// `UIKIT_USER_INTERFACE_IDIOM` says otherwise.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Whether the device can run more than one thing at once: yes.
    public var isMultitaskingSupported: Bool { true }

    /// An identifier that stays the same for this app on this computer: a UUID derived
    /// from the machine id (`/etc/machine-id`) and the app's bundle identifier or name.
    public var identifierForVendor: UUID? { DesktopSystem.vendorIdentifier() }

    // MARK: Orientation

    /// The physical orientation: ``UIDeviceOrientation/portrait`` while orientation
    /// notifications are generated (a desktop does not turn), ``UIDeviceOrientation/unknown``
    /// otherwise, as in UIKit.
    public var orientation: UIDeviceOrientation {
        orientationNotificationRequests > 0 ? .portrait : .unknown
    }

    /// Whether ``beginGeneratingDeviceOrientationNotifications()`` is in effect.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }
    private var orientationNotificationRequests = 0

    /// Starts reporting ``orientation`` (calls nest; balance each with
    /// ``endGeneratingDeviceOrientationNotifications()``).
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
        if orientationNotificationRequests == 1 {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }

    /// Balances one ``beginGeneratingDeviceOrientationNotifications()``.
    open func endGeneratingDeviceOrientationNotifications() {
        guard orientationNotificationRequests > 0 else { return }
        orientationNotificationRequests -= 1
    }

    // MARK: Battery

    /// Whether the app reads the battery (``batteryLevel``, ``batteryState``); off by default.
    public var isBatteryMonitoringEnabled = false {
        didSet {
            guard isBatteryMonitoringEnabled != oldValue else { return }
            NotificationCenter.default.post(name: UIDevice.batteryStateDidChangeNotification, object: self)
        }
    }

    /// The charge from 0 to 1: 1 while monitoring (a desktop is on mains power), -1 when
    /// monitoring is off, as in UIKit.
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }

    /// ``BatteryState/full`` while monitoring, ``BatteryState/unknown`` when it is off.
    public var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }

    // MARK: Other sensors

    /// Whether the proximity sensor is used: a desktop has none, so setting it has no effect.
    public var isProximityMonitoringEnabled: Bool {
        get { false }
        set { _ = newValue }
    }
    /// Whether something is near the proximity sensor: never.
    public var proximityState: Bool { false }

    /// Plays the keyboard click: a desktop's keyboard makes its own sound.
    open func playInputClick() {}
}
