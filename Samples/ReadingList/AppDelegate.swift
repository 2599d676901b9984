// A reading list written as an iOS app is written: an `@main` application delegate, a
// scene delegate named by Info.plist's scene manifest, a main storyboard whose initial
// scene is a navigation controller, a table, a pushed detail screen, a sheet, an alert and
// tabs. Run it with `swift run ReadingList` (docs/apps.md). It prints each callback it
// gets, so a script (and the tests) can follow it.

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        trace("application willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        trace("application didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        trace("application configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        trace("application willTerminate")
    }
}

/// One line of the app's trace on standard output, flushed at once.
func trace(_ line: String) {
    print("reading-list: \(line)")
    fflush(stdout)
}
