import Foundation
import UIKit

/// The second article's experiments with a view controller: its lifecycle callbacks in
/// order, a button's frame before and after `layoutIfNeeded()` in `viewDidLoad`, and the
/// order of `updateConstraints` / `layoutSubviews` / `draw` for views added in an event.
@MainActor
public final class ControllerViewController: SampleViewController {
    /// The article's button: centred, 100 × 50.
    public private(set) var button: UIView!
    /// The views the last action added.
    public private(set) var added: [UIView] = []

    public override func loadView() {
        log.add("controller, loadView")
        super.loadView()
    }

    public override func viewDidLoad() {
        log.add("controller, viewDidLoad")
        super.viewDidLoad()
        let root: UIView = view
        button = root.addSampleSubview(GalleryButton(title: "btn") {}, name: "btn", color: SampleColors.yellow)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
        log.add("btn, frame in viewDidLoad, \(formatFrame(button.frame))")
        root.layoutIfNeeded()
        log.add("btn, frame after layoutIfNeeded, \(formatFrame(button.frame))")

        addAction("addTestView") { [unowned self] in
            removeAdded()
            let test = LifecycleView("testView", log: log)
            test.backgroundColor = SampleColors.blue
            root.addSubview(test)
            NSLayoutConstraint.activate([
                test.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                test.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 20),
                test.widthAnchor.constraint(equalToConstant: 100),
                test.heightAnchor.constraint(equalToConstant: 50),
            ])
            added = [test]
        }
        addAction("addContentView") { [unowned self] in
            removeAdded()
            let content = LifecycleView("contentView", log: log)
            content.backgroundColor = SampleColors.green
            root.addSubview(content)
            NSLayoutConstraint.activate([
                content.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                content.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 20),
                content.widthAnchor.constraint(equalToConstant: 100),
                content.heightAnchor.constraint(equalToConstant: 50),
            ])
            let test = LifecycleView("testView", log: log)
            test.backgroundColor = SampleColors.blue.withAlphaComponent(0.6)
            content.addSubview(test)
            NSLayoutConstraint.activate([
                test.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                test.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                test.topAnchor.constraint(equalTo: content.topAnchor),
                test.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            ])
            added = [content, test]
        }
        addAction("reset") { [unowned self] in removeAdded() }

        let buttons = makeActionButtons(columns: 3)
        root.addSubview(buttons)
        let pane = root.addSampleSubview(TextPaneView(log: log), name: "log")
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            pane.topAnchor.constraint(equalTo: root.centerYAnchor, constant: 110),
            pane.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            pane.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            pane.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ])
    }

    private func removeAdded() {
        added.first?.removeFromSuperview()
        added = []
    }

    public override func viewWillAppear(_ animated: Bool) {
        log.add("controller, viewWillAppear")
        super.viewWillAppear(animated)
    }

    public override func viewWillLayoutSubviews() {
        log.add("controller, viewWillLayoutSubviews")
        super.viewWillLayoutSubviews()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.add("controller, viewDidLayoutSubviews")
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("controller, viewDidAppear")
    }

    public override func updateViewConstraints() {
        log.add("controller, updateViewConstraints")
        super.updateViewConstraints()
    }
}

extension GallerySample {
    /// The second article's view-controller experiments.
    public static var controller: GallerySample {
        GallerySample(
            name: "controller",
            title: "Controller — when frames become real",
            explanation: "The second article's view controller: lifecycle callbacks in order, a frame before and after layoutIfNeeded, views added in an event.",
            actions: ["addTestView", "addContentView", "reset"],
            defaultSize: CGSize(width: 428, height: 600)
        ) { ControllerViewController() }
    }
}
