import Foundation
import UIKit

/// A view that logs the layout-cycle calls, as the first article's `TFView` does:
/// `NAME, setNeedsUpdateConstraints`, `NAME, updateConstraints`,
/// `NAME, updateConstraintsIfNeeded`, `NAME, setNeedsLayout`, `NAME, layoutIfNeeded`,
/// `NAME, layoutSubviews, WIDTH, X` (its frame after super), `NAME, setNeedsDisplay`,
/// `NAME, draw`.
@MainActor
public final class LifecycleView: UIView {
    /// The article's name for the view.
    public let name: String
    let log: SampleLog
    /// Run once by the next ``updateConstraints()`` (the article's `canUpdateConstraint`).
    public var pendingConstraintUpdate: (@MainActor () -> Void)?

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(_ name: String, log: SampleLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        sampleName = name
    }

    public override func setNeedsUpdateConstraints() {
        log.add("\(name), setNeedsUpdateConstraints")
        super.setNeedsUpdateConstraints()
    }

    public override func updateConstraints() {
        log.add("\(name), updateConstraints")
        if let update = pendingConstraintUpdate {
            pendingConstraintUpdate = nil
            update()
        }
        super.updateConstraints()
    }

    public override func setNeedsLayout() {
        log.add("\(name), setNeedsLayout")
        super.setNeedsLayout()
    }

    public override func updateConstraintsIfNeeded() {
        log.add("\(name), updateConstraintsIfNeeded")
        super.updateConstraintsIfNeeded()
    }

    public override func layoutIfNeeded() {
        log.add("\(name), layoutIfNeeded")
        super.layoutIfNeeded()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        // `%f`, as the article's NSLog prints CGFloats: `428.000000, 0.000000`.
        log.add("\(name), layoutSubviews, \(String(format: "%f", Double(frame.width))), \(String(format: "%f", Double(frame.minX)))")
    }

    public override func setNeedsDisplay() {
        log.add("\(name), setNeedsDisplay")
        super.setNeedsDisplay()
    }

    public override func draw(_ rect: CGRect) {
        log.add("\(name), draw")
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let metrics = TextSystem.measurer.metrics(for: SampleFonts.body)
        context.drawText(name, at: CGPoint(x: 3, y: 2 + metrics.ascent), font: SampleFonts.body, color: .black, alpha: 1)
    }
}

/// The first article's experiment: `container` spans the window's width at the top, 60
/// high; `left`, `middle` and `right`, 50 wide, are pinned to its top and bottom, left to its
/// left edge, middle centred, right to its right edge. The subviews are added in the order
/// the article's nib had them (left, right, middle), which is the order its logs show.
@MainActor
public final class LifecycleViewController: SampleViewController {
    public private(set) var container: LifecycleView!
    public private(set) var left: LifecycleView!
    public private(set) var middle: LifecycleView!
    public private(set) var right: LifecycleView!
    /// The width constraints by view name, and the container's height.
    public private(set) var widths: [String: NSLayoutConstraint] = [:]
    public private(set) var containerHeight: NSLayoutConstraint!
    public private(set) var pane: TextPaneView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        container = LifecycleView("container", log: log)
        left = LifecycleView("left", log: log)
        middle = LifecycleView("middle", log: log)
        right = LifecycleView("right", log: log)
        container.backgroundColor = UIColor(white: 0.82, alpha: 1)
        left.backgroundColor = SampleColors.yellow
        middle.backgroundColor = SampleColors.green
        right.backgroundColor = SampleColors.red
        root.addSubview(container)
        for child in [left!, right!, middle!] { container.addSubview(child) }

        containerHeight = container.heightAnchor.constraint(equalToConstant: 60)
        var constraints = [
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            containerHeight!,
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            middle.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ]
        for child in [left!, middle!, right!] {
            let width = child.widthAnchor.constraint(equalToConstant: 50)
            widths[child.name] = width
            constraints += [width, child.topAnchor.constraint(equalTo: container.topAnchor),
                            child.bottomAnchor.constraint(equalTo: container.bottomAnchor)]
        }

        addAction("changeMiddleWidth") { [unowned self] in widths["middle"]?.constant = 70 }
        addAction("updateConstraint") { [unowned self] in
            middle.pendingConstraintUpdate = { [unowned self] in widths["middle"]?.constant = 70 }
            middle.setNeedsUpdateConstraints()
        }
        addAction("changeTwoConstraints") { [unowned self] in
            widths["middle"]?.constant = 70
            widths["left"]?.constant = 70
        }
        addAction("twoUpdateConstraints") { [unowned self] in
            right.pendingConstraintUpdate = { [unowned self] in widths["right"]?.constant = 49 }
            right.setNeedsUpdateConstraints()
            left.pendingConstraintUpdate = { [unowned self] in widths["left"]?.constant = 49 }
            left.setNeedsUpdateConstraints()
        }
        addAction("changeContainer") { [unowned self] in containerHeight.constant = 100 }
        addAction("reset") { [unowned self] in
            for width in widths.values { width.constant = 50 }
            containerHeight.constant = 60
        }

        // Buttons below the container's largest height, so changing it never moves them;
        // the log pane fills the rest. Neither touches the container's frames.
        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        pane = root.addSampleSubview(TextPaneView(log: log), name: "log")
        constraints += [
            buttons.topAnchor.constraint(equalTo: root.topAnchor, constant: 108),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            pane.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
            pane.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            pane.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            pane.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ]
        NSLayoutConstraint.activate(constraints)

        // The article's run-loop observer: every phase, one line each.
        observeRunLoop(.allActivities)
    }
}

extension GallerySample {
    /// The first article's layout-cycle experiment.
    public static var lifecycle: GallerySample { GallerySample(
        name: "lifecycle",
        title: "Lifecycle — the deferred layout pass, logged",
        explanation: "The first article's experiment: container/left/middle/right log every layout-cycle call and the run loop its phases.",
        actions: ["changeMiddleWidth", "updateConstraint", "changeTwoConstraints", "twoUpdateConstraints", "changeContainer", "reset"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { LifecycleViewController() } }
}
