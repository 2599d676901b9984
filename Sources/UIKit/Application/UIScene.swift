import Foundation

/// One instance of the app's user interface, with its delegate and session.
///
/// The app makes one window scene at launch when Info.plist has a scene manifest
/// (`UIApplicationSceneManifest`); it disconnects when its last window closes.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// What the scene was connected with (nothing is passed on Linux: no URLs, no activities).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// URLs to open (always empty here).
        public internal(set) var urlContexts: Set<URL> = []
        /// The app that asked for the scene (always nil here).
        public internal(set) var sourceApplication: String?
        override init() { super.init() }
    }

    /// Whether a scene is on screen and receiving events.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The scene's session (its role and configuration).
    public let session: UISceneSession
    /// The scene's delegate, kept alive by the scene as UIKit does.
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life cycle.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (the X window's title, under the X11 host).
    open var title: String = ""

    /// Creates a scene for `session`.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Not supported: scenes come from sessions.
    public required init?(coder: NSCoder) { nil }
}

/// A scene that shows windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows of this scene, in the order they were made.
    public internal(set) var windows: [UIWindow] = []
    /// The screen the scene is on.
    public var screen: UIScreen { .main }
    /// The key window of the scene.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The trait collection of the scene (that of its screen).
    public var traitCollection: UITraitCollection { windows.first?.traitCollection ?? UITraitCollection() }
}

/// A scene's lasting record: its role, identifier and configuration.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// A kind of scene.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The app's main, interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The scene of this session, while connected.
    public internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// A unique identifier.
    public let persistentIdentifier: String
    /// The configuration the scene was made from.
    public internal(set) var configuration: UISceneConfiguration
    /// App data kept with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}

/// How to make a scene: its delegate class and storyboard, for a role.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The name from Info.plist's scene manifest (`UISceneConfigurationName`), if any.
    public let name: String?
    /// The role of the scene.
    public let role: UISceneSession.Role
    /// The class of the scene (``UIWindowScene`` when nil).
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate, made with `init()`-like `init?(coder:)` (a
    /// ``UIResponder`` subclass).
    open var delegateClass: AnyClass?
    /// The storyboard whose initial controller becomes the root of the scene's window.
    open var storyboard: UIStoryboard?

    /// A configuration named `name` for `sessionRole`; UIKit fills the rest from Info.plist
    /// when `name` matches a manifest entry.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// The methods UIKit calls as a scene connects, comes and goes, and disconnects.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is being added to the app; make its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed (its last window closed).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that shows a window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (declare `var window: UIWindow?`). With a storyboard in the
    /// scene's configuration UIKit makes the window and sets it here.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window is stored unless the delegate declares `var window: UIWindow?`.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

extension UIWindow {
    /// Creates a window on `windowScene`, the size of its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to.
    public var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set {
            windowSceneStorage?.windows.removeAll { $0 === self }
            windowSceneStorage = newValue
            newValue?.windows.append(self)
        }
    }
}
