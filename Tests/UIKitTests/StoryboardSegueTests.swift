import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Storyboards with container scenes (navigation and tab bar controllers, joined to their
/// children by relationship segues) and with show and presentation segues, performed by a
/// control, a bar button item or `performSegue(withIdentifier:sender:)`.
@MainActor
@Suite(.serialized)
struct StoryboardSegueTests {
    /// The list scene: records segues it prepares for and may refuse one.
    final class ListController: UIViewController {
        @Outlet var openButton: UIButton!
        var prepared: [String] = []
        var outletsSetBeforeViewDidLoad = false
        var allowsSegues = true
        override func viewDidLoad() {
            super.viewDidLoad()
            outletsSetBeforeViewDidLoad = openButton != nil
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            let destination = segue.destination
            let topOfNavigation = (destination as? UINavigationController)?.topViewController
            prepared.append("\(segue.identifier ?? "-") → \(type(of: topOfNavigation ?? destination)) loaded=\(destination.isViewLoaded)")
            (destination as? DetailController)?.name = "from \(segue.identifier ?? "-")"
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allowsSegues }
    }

    final class DetailController: UIViewController {
        var name = ""
        var nameInViewDidLoad = ""
        override func viewDidLoad() {
            super.viewDidLoad()
            nameInViewDidLoad = name
        }
    }

    static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Tabs">
        <scenes>
            <scene sceneID="s-tabs"><objects>
                <tabBarController id="Tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="Nav" kind="relationship" relationship="viewControllers" id="r-1"/>
                        <segue destination="Other" kind="relationship" relationship="viewControllers" id="r-2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s-nav"><objects>
                <navigationController storyboardIdentifier="Navigation" id="Nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Lists" id="ti-1"/>
                    <navigationBar key="navigationBar" translucent="NO" id="bar"/>
                    <connections>
                        <segue destination="List" kind="relationship" relationship="rootViewController" id="r-3"/>
                    </connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s-list"><objects>
                <viewController id="List" customClass="ListController" customModule="UIKitTests" sceneMemberID="viewController">
                    <view key="view" id="list-view">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <button buttonType="system" id="open" translatesAutoresizingMaskIntoConstraints="NO">
                                <rect key="frame" x="20" y="100" width="100" height="34"/>
                                <state key="normal" title="Open"/>
                                <connections>
                                    <segue destination="Detail" kind="show" identifier="open" id="g-1"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="All Lists" id="item">
                        <barButtonItem key="leftBarButtonItem" title="Edit" style="plain" id="edit"/>
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                            <connections>
                                <segue destination="Detail" kind="presentation" identifier="add" modalPresentationStyle="fullScreen" id="g-2"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    <connections>
                        <outlet property="openButton" destination="open" id="o-1"/>
                        <segue destination="Detail" kind="show" identifier="manual" id="g-3"/>
                    </connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s-detail"><objects>
                <viewController id="Detail" customClass="DetailController" customModule="UIKitTests" sceneMemberID="viewController">
                    <view key="view" id="detail-view"/>
                </viewController>
            </objects></scene>
            <scene sceneID="s-other"><objects>
                <viewController title="Other" id="Other" sceneMemberID="viewController">
                    <view key="view" id="other-view"/>
                    <tabBarItem key="tabBarItem" title="Settings" id="ti-2"/>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

    private func storyboard() -> UIStoryboard {
        InterfaceBuilderClasses.register(ListController.self)
        InterfaceBuilderClasses.register(DetailController.self)
        return UIStoryboard(data: Data(Self.document.utf8), name: "Main.storyboard")
    }

    /// The storyboard's navigation scene and its list, shown in a window.
    private func showNavigation() throws -> (UIWindow, UINavigationController, ListController) {
        let made = storyboard().instantiateViewController(withIdentifier: "Navigation")
        let navigation = try #require(made as? UINavigationController)
        let list = try #require(navigation.topViewController as? ListController)
        let window = makeWindow(width: 320, height: 480, root: navigation)
        turn()
        return (window, navigation, list)
    }

    @Test func theInitialTabBarSceneHasItsTabsAndTheirItems() throws {
        let tabs = try #require(storyboard().instantiateInitialViewController() as? UITabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 2)
        let navigation = try #require(children.first as? UINavigationController)
        #expect(navigation.tabBarItem.title == "Lists")
        #expect(children[1].tabBarItem.title == "Settings")
        #expect(children[1].title == "Other")
        #expect(!navigation.navigationBar.isTranslucent)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController is ListController)
        #expect(navigation.storyboard != nil && navigation.topViewController?.storyboard != nil)
    }

    @Test func aNavigationSceneHasItsRootAndTheRootsNavigationItem() throws {
        let (window, navigation, list) = try showNavigation()
        defer { withExtendedLifetime(window) {} }
        #expect(list.navigationItem.title == "All Lists")
        #expect(list.navigationItem.leftBarButtonItem?.title == "Edit")
        #expect(list.navigationItem.rightBarButtonItem?.systemItem == .add)
        #expect(navigation.navigationBar.topItem === list.navigationItem)
        #expect(list.outletsSetBeforeViewDidLoad)
    }

    @Test func aButtonsShowSeguePushesAfterPrepare() throws {
        let (window, navigation, list) = try showNavigation()
        defer { withExtendedLifetime(window) {} }
        list.openButton.sendActions(for: .primaryActionTriggered)
        turn()
        #expect(list.prepared == ["open → DetailController loaded=false"])
        let detail = try #require(navigation.topViewController as? DetailController)
        #expect(navigation.viewControllers.count == 2)
        #expect(detail.name == "from open" && detail.nameInViewDidLoad == "from open")
        #expect(detail.storyboard != nil)
    }

    @Test func aBarButtonItemsPresentationSeguePresentsInItsStyle() throws {
        let (window, _, list) = try showNavigation()
        defer { withExtendedLifetime(window) {} }
        list.navigationItem.rightBarButtonItem?.performPrimaryAction()
        turn()
        let presented = try #require(list.presentedViewController as? DetailController)
        #expect(presented.modalPresentationStyle == .fullScreen)
        #expect(list.prepared == ["add → DetailController loaded=false"])
    }

    @Test func shouldPerformSegueFalseStopsATriggeredSegue() throws {
        let (window, navigation, list) = try showNavigation()
        defer { withExtendedLifetime(window) {} }
        list.allowsSegues = false
        list.openButton.sendActions(for: .primaryActionTriggered)
        turn()
        #expect(navigation.viewControllers.count == 1)
        #expect(list.prepared.isEmpty)
        // performSegue does not ask.
        list.performSegue(withIdentifier: "manual", sender: nil)
        turn()
        #expect(navigation.viewControllers.count == 2)
        #expect(list.prepared == ["manual → DetailController loaded=false"])
    }

    @Test func showPushesThroughTheNearestNavigationControllerElsePresents() throws {
        let (window, navigation, list) = try showNavigation()
        defer { withExtendedLifetime(window) {} }
        let pushed = UIViewController()
        list.show(pushed, sender: nil)
        turn()
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === pushed)
        #expect(list.presentedViewController == nil)
        // Without a split view controller, a detail is presented modally.
        let detail = UIViewController()
        pushed.showDetailViewController(detail, sender: nil)
        turn()
        #expect(navigation.viewControllers.count == 2)
        #expect(pushed.presentedViewController === detail || navigation.presentedViewController === detail)

        // Outside any navigation controller, show presents.
        let plain = UIViewController()
        let plainWindow = makeWindow(width: 320, height: 480, root: plain)
        defer { withExtendedLifetime(plainWindow) {} }
        turn()
        let shown = UIViewController()
        plain.show(shown, sender: nil)
        turn()
        #expect(plain.presentedViewController === shown)
    }

    @Test func anUnknownSegueIdentifierIsReportedAndNothingHappens() throws {
        let (window, navigation, list) = try showNavigation()
        defer { withExtendedLifetime(window) {} }
        let capture = LogCapture()
        capture.capture { list.performSegue(withIdentifier: "nowhere", sender: nil) }
        turn()
        #expect(navigation.viewControllers.count == 1)
        #expect(capture.messages.contains { $0.contains("has no segue with identifier 'nowhere'") && $0.contains("ListController") })
        let plain = UIViewController()
        capture.capture { plain.performSegue(withIdentifier: "any", sender: nil) }
        #expect(capture.messages.contains { $0.contains("has no segue with identifier 'any'") })
    }

    @Test func aSegueToAMissingSceneNamesItsLine() {
        let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A">
        <scenes><scene sceneID="s"><objects>
        <viewController id="A" sceneMemberID="viewController">
        <view key="view" id="v"/>
        <connections><segue destination="Gone" kind="show" identifier="go" id="g"/><segue kind="show" identifier="nowhere" id="h"/><segue destination="A" kind="embed" id="e"/></connections>
        </viewController>
        </objects></scene></scenes>
        </document>
        """
        let capture = LogCapture()
        let board = UIStoryboard(data: Data(document.utf8), name: "Broken.storyboard")
        let controller = capture.capture { board.instantiateInitialViewController() }
        #expect(controller != nil)
        #expect(capture.messages.contains { $0.contains("Broken.storyboard, line 6: the segue has no destination; left out.") })
        #expect(capture.messages.contains { $0.contains("Broken.storyboard, line 6: 'embed' segues are not supported yet; left out.") })
        capture.capture { controller?.performSegue(withIdentifier: "go", sender: nil) }
        #expect(controller?.presentedViewController == nil)
        #expect(capture.messages.contains { $0.contains("Broken.storyboard, line 6: no scene has the view controller 'Gone'.") })
    }
}
