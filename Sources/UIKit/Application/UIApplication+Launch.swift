import Foundation

extension UIApplication {
    /// Makes the one app: an instance of the class named `principalClassName` (a
    /// UIApplication subclass), else UIApplication.
    static func makeShared(principalClassName: String?) -> UIApplication {
        if let current { return current }
        var made: UIApplication?
        if let principalClassName, let found = ApplicationClasses.lookUp(principalClassName, module: nil) as? UIApplication.Type {
            made = found.init(coder: LaunchCoder())
        }
        let application = made ?? UIApplication(launching: ())
        current = application
        return application
    }

    /// The launch sequence of UIKit, in order: `willFinishLaunching`; without a scene
    /// manifest, the `UIMainStoryboardFile` window (the delegate's `window`, its root the
    /// storyboard's initial controller); `didFinishLaunching`; that window made key and
    /// visible; then with a scene manifest the one scene's connection and activation
    /// (``connectScene()``), without one `applicationDidBecomeActive`.
    func launch(delegate: (any UIApplicationDelegate)?, info: [String: Any]) {
        self.delegate = delegate
        infoDictionary = info
        applicationState = .inactive
        _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
        let usesScenes = InfoPlist.hasSceneManifest(info)
        var mainWindow: UIWindow?
        if !usesScenes, let name = InfoPlist.mainStoryboardName(info) {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
            delegate?.window = window
            mainWindow = window
        }
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        if let window = mainWindow ?? delegate?.window, window.isHidden { window.makeKeyAndVisible() }
        if usesScenes {
            connectScene()
        } else {
            applicationState = .active
            delegate?.applicationDidBecomeActive(self)
        }
    }

    /// Connects the app's window scene: the manifest's first configuration for the
    /// application role, passed through the delegate's
    /// `application(_:configurationForConnecting:options:)`; the scene delegate made from
    /// its class; the storyboard's window (if the configuration has a storyboard); then
    /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`, `sceneDidBecomeActive`.
    @discardableResult
    func connectScene() -> UIWindowScene {
        let role = UISceneSession.Role.windowApplication
        let module = delegate.map { ApplicationClasses.name(of: type(of: $0)) }.flatMap { name -> String? in
            name.firstIndex(of: ".").map { String(name[..<$0]) }
        }
        let entry = InfoPlist.sceneConfigurations(infoDictionary, role: role.rawValue).first
        let manifestConfiguration = UISceneConfiguration(name: entry?.name, sessionRole: role)
        if let entry {
            manifestConfiguration.delegateClass = entry.delegateClassName.flatMap { ApplicationClasses.lookUp($0, module: module) }
            manifestConfiguration.sceneClass = entry.sceneClassName.flatMap { ApplicationClasses.lookUp($0, module: module) }
            manifestConfiguration.storyboard = entry.storyboardName.map { UIStoryboard(name: $0, bundle: nil) }
            if entry.delegateClassName != nil && manifestConfiguration.delegateClass == nil {
                LayoutDiagnostics.error("UIApplicationSceneManifest: no class named \(entry.delegateClassName ?? "")")
            }
        }
        let session = UISceneSession(role: role, configuration: manifestConfiguration)
        let options = UIScene.ConnectionOptions()
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options) ?? manifestConfiguration
        if configuration.name == manifestConfiguration.name, configuration !== manifestConfiguration {
            // As UIKit does: what the returned configuration leaves out comes from the manifest.
            if configuration.delegateClass == nil { configuration.delegateClass = manifestConfiguration.delegateClass }
            if configuration.storyboard == nil { configuration.storyboard = manifestConfiguration.storyboard }
            if configuration.sceneClass == nil { configuration.sceneClass = manifestConfiguration.sceneClass }
        }
        session.configuration = configuration
        let sceneClass = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            scene.delegate = ApplicationClasses.instantiate(delegateClass) as? any UISceneDelegate
            if scene.delegate == nil { LayoutDiagnostics.error("UISceneConfiguration: \(delegateClass) is not a UIResponder subclass conforming to UISceneDelegate") }
        }
        connectedScenes.insert(scene)
        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let sceneDelegate = scene.delegate as? any UIWindowSceneDelegate {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = storyboard.instantiateInitialViewController()
            sceneDelegate.window = window
            storyboardWindow = window
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        if let window = storyboardWindow, window.isHidden { window.makeKeyAndVisible() }
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        applicationState = .active
        scene.delegate?.sceneDidBecomeActive(scene)
        return scene
    }

    /// Ends the app, as when its last window closes: each scene's
    /// `sceneWillResignActive`, `sceneDidEnterBackground` and `sceneDidDisconnect` (without
    /// scenes `applicationWillResignActive` and `applicationDidEnterBackground`), then
    /// `applicationWillTerminate`.
    func terminate() {
        if connectedScenes.isEmpty {
            if applicationState == .active {
                applicationState = .inactive
                delegate?.applicationWillResignActive(self)
            }
            applicationState = .background
            delegate?.applicationDidEnterBackground(self)
        } else {
            for scene in connectedScenes.sorted(by: { $0.session.persistentIdentifier < $1.session.persistentIdentifier }) {
                disconnect(scene)
            }
            applicationState = .background
        }
        delegate?.applicationWillTerminate(self)
    }

    /// Sends `scene` to the background and disconnects it.
    func disconnect(_ scene: UIScene) {
        guard connectedScenes.contains(scene) else { return }
        if scene.activationState == .foregroundActive {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
        }
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        connectedScenes.remove(scene)
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
    }

    /// Forgets the app (tests launch one after another).
    static func _resetForTesting() {
        current = nil
    }
}
