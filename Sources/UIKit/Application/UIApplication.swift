import Foundation

/// The running app: its delegate, its windows and scenes, and whether it is in the
/// foreground.
///
/// There is one, ``shared``, made by ``UIApplicationMain(_:_:_:_:)`` (or on first use).
/// It runs the launch sequence of UIKit (see `docs/apps.md`): the delegate's
/// `willFinishLaunching`, the main storyboard's window, `didFinishLaunching`, then the
/// scene of the scene manifest (or `applicationDidBecomeActive` without one).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Whether the app is in the foreground and receiving events.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active
        /// In the foreground, not receiving events (launching, or about to leave).
        case inactive
        /// In the background.
        case background
    }

    /// Keys of the launch options dictionary passed to the delegate.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A URL the app was asked to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open a URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// The app.
    public static var shared: UIApplication {
        if let current { return current }
        let made = UIApplication(launching: ())
        current = made
        return made
    }
    nonisolated(unsafe) static var current: UIApplication?

    /// The app's delegate (UIKit keeps it alive while the app runs).
    public var delegate: (any UIApplicationDelegate)? {
        get { strongDelegate }
        set { strongDelegate = newValue }
    }
    private var strongDelegate: (any UIApplicationDelegate)?

    /// The scenes connected now.
    public internal(set) var connectedScenes: Set<UIScene> = []
    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
    /// Whether the app is active, inactive or in the background.
    public internal(set) var applicationState: State = .inactive
    /// Whether the app may show more than one scene (`UIApplicationSupportsMultipleScenes`);
    /// always false here.
    public var supportsMultipleScenes: Bool { false }

    /// The windows the app made visible, front to back in the order they were shown.
    public internal(set) var windows: [UIWindow] = []

    /// The key window.
    @available(iOS, deprecated: 13.0, message: "Use UIWindowScene.keyWindow")
    public var keyWindow: UIWindow? { UIWindow.keyWindow }

    /// What shows the app's windows (the X11 host), if any; `nil` headless.
    public internal(set) var host: (any UIApplicationHost)?
    /// The Info.plist read at launch.
    public internal(set) var infoDictionary: [String: Any] = [:]

    init(launching: ()) { super.init() }

    /// Not for apps: UIKit makes the one instance.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The next responder: the delegate, when it is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Remembers `window` among ``windows`` (``UIWindow/makeKeyAndVisible()`` calls it).
    func windowDidBecomeVisible(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        windows.append(window)
    }

    /// Leaves `window` out of the running app's ``windows``: a host tool's window, such as
    /// the layout inspector's, is not the app's.
    package static func excludeFromApplication(_ window: UIWindow) {
        current?.windows.removeAll { $0 === window }
    }
}
