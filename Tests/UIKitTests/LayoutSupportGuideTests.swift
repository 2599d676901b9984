import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// `topLayoutGuide` / `bottomLayoutGuide` as the fourth article uses them:
/// `V:[topLayoutGuide]-[view1]` in a visual format (deprecated in UIKit since iOS 11).
@MainActor
@Suite("Top and bottom layout guides")
struct LayoutSupportGuideTests {
    @available(*, deprecated, message: "exercises the deprecated guides")
    final class ArticleController: UIViewController {
        let view1 = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view1.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(view1)
            let views: [String: Any] = ["topLayoutGuide": topLayoutGuide, "bottomLayoutGuide": bottomLayoutGuide, "view1": view1]
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[topLayoutGuide]-[view1]-[bottomLayoutGuide]",
                                                               options: [], metrics: nil, views: views))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[view1]-|",
                                                               options: [], metrics: nil, views: views))
        }
    }

    @available(*, deprecated, message: "exercises the deprecated guides")
    @Test func visualFormatPlacesTheViewBelowTheTopGuide() {
        let controller = ArticleController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        turn()
        #expect(controller.topLayoutGuide.length == 44)
        #expect(controller.bottomLayoutGuide.length == 34)
        // `|-` is the root view's margins, 16 points on a compact width.
        #expect(controller.view1.frame == CGRect(x: 16, y: 52, width: 288, height: 480 - 52 - 34 - 8))
        window.hostSafeAreaInsets = .zero
        turn()
        #expect(controller.topLayoutGuide.length == 0)
        #expect(controller.view1.frame.minY == 8)
        let constraints = controller.view.constraints.filter { $0.identifier == "_UILayoutSupportConstraint" }
        #expect(constraints.count == 8)
    }
}
