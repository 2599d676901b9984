import Foundation
import UIKit

/// The second article's controller timing on a real screen: inside a navigation
/// controller. Each screen logs its callbacks with its view's frame and its button's
/// frame at that moment, so the log shows when frames become real for a root controller,
/// a pushed one, a popped one and a presented one.
@MainActor
public final class NavigationTimingViewController: SampleViewController {
    /// The navigation controller the screens live in (a child of this controller).
    public private(set) var navigation: UINavigationController!
    /// How many screens were pushed, to name the next.
    private var pushed = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        navigation = UINavigationController(rootViewController: TimingScreen("first", log: log))
        addChild(navigation)
        let shown: UIView = navigation.view
        shown.sampleName = "navigation"
        root.addSampleSubview(shown, name: "navigation")
        navigation.didMove(toParent: self)

        addAction("push") { [unowned self] in
            pushed += 1
            navigation.pushViewController(TimingScreen("pushed\(pushed)", log: log), animated: true)
        }
        addAction("pop") { [unowned self] in navigation.popViewController(animated: true) }
        addAction("present") { [unowned self] in
            let sheet = TimingScreen("sheet", log: log)
            sheet.modalPresentationStyle = .pageSheet
            navigation.topViewController?.present(sheet, animated: true)
        }
        addAction("dismiss") { [unowned self] in navigation.topViewController?.presentedViewController?.dismiss(animated: true) }
        addAction("clear") { [unowned self] in _ = log.take() }

        let buttons = makeActionButtons(columns: 5)
        root.addSubview(buttons)
        let pane = root.addSampleSubview(TextPaneView(log: log), name: "log")
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            shown.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
            shown.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            shown.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            shown.heightAnchor.constraint(equalToConstant: 280),
            pane.topAnchor.constraint(equalTo: shown.bottomAnchor, constant: 8),
            pane.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            pane.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            pane.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ])
    }
}

/// One screen of the sample: a centred 100 × 50 button (the article's `btn`), and a log
/// line for every callback with the view's frame and the button's.
@MainActor
final class TimingScreen: UIViewController {
    private let name: String
    private let log: SampleLog
    private let button = UIView()

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(_ name: String, log: SampleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    private func note(_ callback: String, frames: Bool = true) {
        guard frames, isViewLoaded else { return log.add("\(name), \(callback)") }
        log.add("\(name), \(callback): view \(formatFrame(view.frame)), btn \(formatFrame(button.frame)), safe area top \(formatNumber(view.safeAreaInsets.top))")
    }

    override func loadView() {
        note("loadView", frames: false)
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = SampleColors.paper
        view.addSampleSubview(button, name: "\(name).btn", color: SampleColors.yellow)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
        note("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        note("viewWillAppear (moving \(isMovingToParent), presented \(isBeingPresented))")
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        note("viewSafeAreaInsetsDidChange")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        note("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        note("viewDidLayoutSubviews")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        note("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        note("viewWillDisappear (moving \(isMovingFromParent), dismissed \(isBeingDismissed))", frames: false)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        note("viewDidDisappear", frames: false)
    }
}

extension GallerySample {
    /// The second article's controller timing inside a navigation controller.
    public static var navigation: GallerySample {
        GallerySample(
            name: "navigation",
            title: "Navigation — controller timing in a navigation controller",
            explanation: "The second article's callbacks inside a navigation controller: the root, a push, a pop and a sheet, each with its view's and button's frames.",
            actions: ["push", "pop", "present", "dismiss", "clear"],
            defaultSize: CGSize(width: 428, height: 700)
        ) { NavigationTimingViewController() }
    }
}
