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
        #expect(constraints.count == 4)
    }

    /// UIKit's logs show two `_UILayoutSupportConstraint`s per guide, both on the
    /// controller's view: `V:|-(0)-[_UILayoutGuide]` (or `_UILayoutGuide.bottom ==
    /// UIView.bottom`) and `V:[_UILayoutGuide(20)]`, the height being the length.
    @available(*, deprecated, message: "exercises the deprecated guides")
    @Test func eachGuideHasItsEdgeAndItsHeight() {
        let controller = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let root: UIView = controller.view
        let before = root.constraints.count
        let top = controller.topLayoutGuide
        #expect(root.constraints.count == before + 2)
        let topConstraints = root.constraints.filter { $0.firstItem === top }
        #expect(Set(topConstraints.map(\.firstAttribute)) == [.top, .height])
        #expect(topConstraints.first { $0.firstAttribute == .top }?.secondItem === root)
        #expect(topConstraints.first { $0.firstAttribute == .height }?.constant == 20)
        let bottom = controller.bottomLayoutGuide
        #expect(root.constraints.count == before + 4)
        let bottomConstraints = root.constraints.filter { $0.firstItem === bottom }
        #expect(Set(bottomConstraints.map(\.firstAttribute)) == [.bottom, .height])
        #expect(bottom.length == 34)
        turn()
        let frame = (bottom as! UILayoutGuide).layoutFrame
        #expect(frame == CGRect(x: 0, y: 480 - 34, width: 0, height: 34))
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        #expect(top.length == 44 && bottom.length == 0)
        turn()
        #expect((top as! UILayoutGuide).layoutFrame == CGRect(x: 0, y: 0, width: 0, height: 44))
    }
}
