import Foundation
import Testing
@testable import UIKit

/// What the recording delegates were told, in order.
@MainActor
enum LaunchLog {
    static var events: [String] = []
}

final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var returnedConfiguration: UISceneConfiguration?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.events.append("willFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.events.append("didFinishLaunching window=\(window != nil)")
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.events.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { LaunchLog.events.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { LaunchLog.events.append("applicationDidEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { LaunchLog.events.append("applicationWillTerminate") }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        LaunchLog.events.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// A delegate that implements nothing (the defaults answer).
final class SilentAppDelegate: UIResponder, UIApplicationDelegate {}

final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LaunchLog.events.append("willConnectTo")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = .red
        window.rootViewController = root
        self.window = window
        window.makeKeyAndVisible()
    }
    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.events.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { LaunchLog.events.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LaunchLog.events.append("sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { LaunchLog.events.append("sceneDidEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { LaunchLog.events.append("sceneDidDisconnect") }
}

/// An Info.plist with a scene manifest naming `RecordingSceneDelegate` as Xcode writes it.
let sceneManifestPlist = """
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>UILaunchStoryboardName</key>
    <string>LaunchScreen</string>
    <key>UIApplicationSceneManifest</key>
    <dict>
        <key>UIApplicationSupportsMultipleScenes</key>
        <false/>
        <key>UISceneConfigurations</key>
        <dict>
            <key>UIWindowSceneSessionRoleApplication</key>
            <array>
                <dict>
                    <key>UISceneConfigurationName</key>
                    <string>Default Configuration</string>
                    <key>UISceneDelegateClassName</key>
                    <string>$(PRODUCT_MODULE_NAME).RecordingSceneDelegate</string>
                </dict>
            </array>
        </dict>
    </dict>
</dict>
</plist>
"""

@MainActor
@Suite(.serialized)
struct ApplicationLaunchTests {
    private func launch(_ delegate: some UIApplicationDelegate, info: [String: Any]) -> UIApplication {
        UIApplication._resetForTesting()
        LaunchLog.events = []
        let application = UIApplication.makeShared(principalClassName: nil)
        application.launch(delegate: delegate, info: info)
        return application
    }

    private func manifest() throws -> [String: Any] {
        let data = Data(sceneManifestPlist.utf8)
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    @Test func launchWithoutScenesEndsWithApplicationDidBecomeActive() {
        let application = launch(RecordingAppDelegate(), info: [:])
        defer { UIApplication._resetForTesting() }
        #expect(LaunchLog.events == ["willFinishLaunching", "didFinishLaunching window=false", "applicationDidBecomeActive"])
        #expect(application.applicationState == .active)
        #expect(application.connectedScenes.isEmpty)
        #expect(UIApplication.shared === application)
        #expect(!application.supportsMultipleScenes)
        application.terminate()
        #expect(LaunchLog.events.suffix(3) == ["applicationWillResignActive", "applicationDidEnterBackground", "applicationWillTerminate"])
        #expect(application.applicationState == .background)
    }

    @Test func launchWithSceneManifestConnectsTheSceneAfterDidFinishLaunching() throws {
        let application = launch(RecordingAppDelegate(), info: try manifest())
        defer { UIApplication._resetForTesting() }
        #expect(LaunchLog.events == [
            "willFinishLaunching", "didFinishLaunching window=false",
            "configurationForConnecting UIWindowSceneSessionRoleApplication",
            "willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive",
        ])
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.delegate is RecordingSceneDelegate)
        #expect(scene.session.configuration.delegateClass.map(ObjectIdentifier.init) == ObjectIdentifier(RecordingSceneDelegate.self))
        #expect(scene.session.configuration.name == "Default Configuration")
        let window = try #require((scene.delegate as? RecordingSceneDelegate)?.window)
        #expect(window.windowScene === scene)
        #expect(scene.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(application.windows.contains { $0 === window })
        application.terminate()
        #expect(LaunchLog.events.suffix(4) == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "applicationWillTerminate"])
        #expect(application.connectedScenes.isEmpty)
    }

    @Test func defaultDelegateMethodsUseTheManifestConfiguration() throws {
        let application = launch(SilentAppDelegate(), info: try manifest())
        defer { UIApplication._resetForTesting() }
        #expect(LaunchLog.events == ["willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(application.connectedScenes.count == 1)
        application.terminate()
    }

    @Test func delegateClassesAreFoundByNameAndMadeThroughTheLaunchCoder() throws {
        let found: AnyClass = try #require(ApplicationClasses.lookUp(NSStringFromClass(RecordingAppDelegate.self), module: nil))
        #expect(ObjectIdentifier(found) == ObjectIdentifier(RecordingAppDelegate.self))
        #expect(ApplicationClasses.lookUp("$(PRODUCT_MODULE_NAME).RecordingSceneDelegate", module: "UIKitTests").map(ObjectIdentifier.init) == ObjectIdentifier(RecordingSceneDelegate.self))
        #expect(ApplicationClasses.instantiate(found) is RecordingAppDelegate)
        #expect(ApplicationClasses.lookUp("NoSuchDelegate", module: "UIKitTests") == nil)
    }

    @Test func infoPlistSceneManifestIsParsed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("InfoPlist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Info.plist")
        try Data(sceneManifestPlist.utf8).write(to: url)
        let info = InfoPlist.read(url)
        #expect(InfoPlist.hasSceneManifest(info))
        #expect(InfoPlist.mainStoryboardName(info) == nil)
        #expect(InfoPlist.sceneConfigurations(info, role: "UIWindowSceneSessionRoleApplication") == [
            .init(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate",
                  sceneClassName: nil, storyboardName: nil),
        ])
        #expect(InfoPlist.read(directory.appendingPathComponent("missing.plist")).isEmpty)
    }
}
