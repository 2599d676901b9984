import Foundation
import UIKit

/// The first article's trigger table, one call per action: each `setNeeds…` only marks
/// (the work waits for the end of the run-loop turn, after `runloop, beforeWaiting`),
/// each `…IfNeeded` does the marked work at once, inside the action. A `container`
/// (logging like the article's `TFView`) holds one `child`, 50 wide.
@MainActor
public final class TriggersViewController: SampleViewController {
    public private(set) var container: LifecycleView!
    public private(set) var child: LifecycleView!
    public private(set) var childWidth: NSLayoutConstraint!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        container = LifecycleView("container", log: log)
        child = LifecycleView("child", log: log)
        container.backgroundColor = UIColor(white: 0.82, alpha: 1)
        child.backgroundColor = SampleColors.green
        root.addSubview(container)
        container.addSubview(child)
        childWidth = child.widthAnchor.constraint(equalToConstant: 50)

        addAction("setNeedsLayout") { [unowned self] in container.setNeedsLayout() }
        addAction("layoutIfNeeded") { [unowned self] in container.layoutIfNeeded() }
        addAction("setNeedsLayoutThenLayoutIfNeeded") { [unowned self] in
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }
        addAction("setNeedsUpdateConstraints") { [unowned self] in container.setNeedsUpdateConstraints() }
        addAction("updateConstraintsIfNeeded") { [unowned self] in container.updateConstraintsIfNeeded() }
        addAction("setNeedsUpdateConstraintsThenUpdateConstraintsIfNeeded") { [unowned self] in
            container.setNeedsUpdateConstraints()
            container.updateConstraintsIfNeeded()
        }
        addAction("setNeedsDisplay") { [unowned self] in container.setNeedsDisplay() }
        addAction("changeConstant") { [unowned self] in childWidth.constant = childWidth.constant == 50 ? 80 : 50 }
        addAction("changeConstantThenLayoutIfNeeded") { [unowned self] in
            childWidth.constant = childWidth.constant == 50 ? 80 : 50
            container.layoutIfNeeded()
        }

        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        let pane = root.addSampleSubview(TextPaneView(log: log), name: "log")
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 60),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            childWidth,
        ] + buttonsAndPaneConstraints(buttons, below: container.bottomAnchor, spacing: 8, pane: pane))
        // The turn's end is where deferred work happens: log it, as the article does.
        observeRunLoop([.beforeWaiting])
    }
}

extension GallerySample {
    /// The first article's table of layout triggers.
    public static var triggers: GallerySample { GallerySample(
        name: "triggers",
        title: "Triggers — setNeeds… marks, …IfNeeded does it now",
        explanation: "The first article's trigger table: each setNeeds… waits for the turn's end, each …IfNeeded runs at once.",
        actions: ["setNeedsLayout", "layoutIfNeeded", "setNeedsLayoutThenLayoutIfNeeded", "setNeedsUpdateConstraints",
                  "updateConstraintsIfNeeded", "setNeedsUpdateConstraintsThenUpdateConstraintsIfNeeded", "setNeedsDisplay",
                  "changeConstant", "changeConstantThenLayoutIfNeeded"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { TriggersViewController() } }
}
