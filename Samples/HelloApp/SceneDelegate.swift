import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        windowScene.title = "Hello"
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = HelloViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("hello-app: sceneDidBecomeActive")
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print("hello-app: sceneDidDisconnect")
    }
}
