import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct ViewControllerTests {
    final class LoggingController: UIViewController {
        let log: EventLog
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        init(log: EventLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
        override func loadView() { log.add("loadView"); view = UIView() }
        override func viewDidLoad() { log.add("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.add("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.add("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.add("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.add("viewDidDisappear") }
        override func updateViewConstraints() { log.add("updateViewConstraints"); super.updateViewConstraints() }
        override func viewWillLayoutSubviews() { log.add("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.add("viewDidLayoutSubviews") }
    }

    @Test func lifecycleCallbacksComeInUIKitsOrder() {
        let log = EventLog()
        let controller = LoggingController(log: log)
        #expect(!controller.isViewLoaded)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = controller
        #expect(log.lines.isEmpty)
        window.makeKeyAndVisible()
        #expect(log.lines == ["loadView", "viewDidLoad", "viewWillAppear"])
        turn()
        #expect(log.take() == ["loadView", "viewDidLoad", "viewWillAppear", "updateViewConstraints",
                               "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.removeFromSuperview()
        #expect(log.take() == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func constraintsMadeInViewDidLoadApplyAtTheFirstPass() {
        final class Controller: UIViewController {
            let box = UIView()
            override func viewDidLoad() {
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                    box.widthAnchor.constraint(equalToConstant: 40),
                    box.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
        }
        let controller = Controller()
        let window = makeWindow(width: 200, height: 100, root: controller)
        #expect(controller.box.frame == .zero)
        turn()
        #expect(controller.box.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
        _ = window
    }

    @Test func childControllers() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
    }
}
