import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        trace("scene willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = "Reading List"

        // The first tab is the storyboard's initial scene (a navigation controller); the
        // second is made in code, with an opaque bar.
        let articles = UIStoryboard(name: "Main", bundle: .module).instantiateInitialViewController() ?? UINavigationController()
        articles.tabBarItem = UITabBarItem(title: "Articles", image: nil, tag: 0)
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.navigationBar.isTranslucent = false
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)

        let tabs = UITabBarController()
        tabs.viewControllers = [articles, settings]

        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) { trace("scene willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { trace("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { trace("scene willResignActive") }
    func sceneDidDisconnect(_ scene: UIScene) { trace("scene didDisconnect") }
}
