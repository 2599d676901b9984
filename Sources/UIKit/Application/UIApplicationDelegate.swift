import Foundation

/// The methods UIKit calls as the app launches, comes and goes, and ends.
///
/// Every method has a default that does nothing (`didFinishLaunching` and
/// `willFinishLaunching` return true). Declare `var window: UIWindow?` to have UIKit put
/// the main storyboard's window there (apps without scenes).
///
/// Mark the delegate class `@main` to start the app with it, as on iOS:
///
///     @main
///     class AppDelegate: UIResponder, UIApplicationDelegate { … }
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, when it has no scenes.
    var window: UIWindow? { get set }
    /// Launching has begun; Info.plist is read, the main storyboard not yet.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launching is almost done: the main storyboard's window exists (not yet scenes).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active (apps without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active (apps without scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (apps without scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground (apps without scenes).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The configuration for a new scene; the default is the manifest's entry for the role.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    /// No window is stored unless the delegate declares `var window: UIWindow?`.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    /// Starts the app with this delegate class, as `@main` does on iOS:
    /// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(Self.self))`.
    public static func main() {
        ApplicationClasses.register(Self.self)
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, ApplicationClasses.name(of: Self.self))
    }
}
