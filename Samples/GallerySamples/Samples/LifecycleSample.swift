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
    /// Where the calls are logged (the controller's log, once it has the view).
    var log: SampleLog
    /// Run once by the next ``updateConstraints()`` (the article's `canUpdateConstraint`).
    public var pendingConstraintUpdate: (@MainActor () -> Void)?

    /// A view from an Interface Builder document: named by its `userLabel`; it logs to a
    /// log of its own until its controller hands it the sample's.
    public required init?(coder: NSCoder) {
        name = (coder.allowsKeyedCoding ? coder.decodeObject(forKey: "userLabel") as? String : nil) ?? "view"
        log = SampleLog()
        super.init(coder: coder)
        sampleName = name
    }

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
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let metrics = TextSystem.measurer.metrics(for: SampleFonts.body)
        context.drawText(name, at: CGPoint(x: 3, y: 2 + metrics.ascent), font: SampleFonts.body, color: .black, alpha: 1)
    }
}

/// The first article's experiment: `container` spans the window's width at the top, 60
/// high; `left`, `middle` and `right`, 50 wide, are pinned to its top and bottom, left to its
/// left edge, middle centred, right to its right edge. The subviews are added in the order
/// the article's nib had them (left, right, middle), which is the order its logs show.
///
/// As in the article, a table view below drives the experiment: its rows carry the
/// article's titles, and selecting one (a click, or Up/Down and Return) deselects it and
/// runs the action of the same row (the English action names are the rows' identifiers,
/// which scripts and tests use).
@MainActor
public final class LifecycleViewController: SampleViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table's rows: the article's title and the action it runs (`reset` is ours).
    public static let rows: [(title: String, action: String)] = [
        ("改动中间的宽度", "changeMiddleWidth"),
        ("update constraint", "updateConstraint"),
        ("修改两个限制", "changeTwoConstraints"),
        ("两个update constraint", "twoUpdateConstraints"),
        ("修改父视图限制", "changeContainer"),
        ("reset", "reset"),
    ]
    /// Whether the screen comes from `Lifecycle.xib` (the `interfacebuilder` sample)
    /// instead of code.
    public let loadsNib: Bool
    @Outlet public private(set) var tableView: UITableView!
    @Outlet public private(set) var container: LifecycleView!
    @Outlet public private(set) var left: LifecycleView!
    @Outlet public private(set) var middle: LifecycleView!
    @Outlet public private(set) var right: LifecycleView!
    /// The width constraints by view name, and the container's height.
    public private(set) var widths: [String: NSLayoutConstraint] = [:]
    public private(set) var containerHeight: NSLayoutConstraint!
    public private(set) var pane: TextPaneView!

    /// The controller of the `lifecycle` sample (views made in code), or with `loadsNib`
    /// of the `interfacebuilder` sample (the same screen from `Lifecycle.xib`).
    public init(loadsNib: Bool = false) {
        self.loadsNib = loadsNib
        super.init()
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// From the nib: its root view, sized to the window, with the outlets connected.
    public override func loadView() {
        guard loadsNib else { return super.loadView() }
        _ = UINib(nibName: "Lifecycle", bundle: .module).instantiate(withOwner: self, options: nil)
        guard let root = viewIfLoaded else { return super.loadView() }
        root.frame = CGRect(origin: .zero, size: initialSize)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        var constraints = loadsNib ? takeViewsFromNib() : makeViews()
        configureExperiment(&constraints)
        NSLayoutConstraint.activate(constraints)
        // The article's run-loop observer: every phase, one line each.
        observeRunLoop(.allActivities)
    }

    /// The article's `constraintOnView:attribute:`: the view's own constraint on `attribute`.
    private func constraint(on view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint? {
        view.constraints.first { $0.firstAttribute == attribute && $0.secondItem == nil }
    }

    /// The views the nib made: they log to this sample's log; their width and height
    /// constraints are found as the article finds them.
    private func takeViewsFromNib() -> [NSLayoutConstraint] {
        for view in [container, left, middle, right] { view?.log = log }
        for child in [left, middle, right].compactMap({ $0 }) { widths[child.name] = constraint(on: child, .width) }
        containerHeight = constraint(on: container, .height)
        return []
    }

    /// The views made in code, with the constraints the article's nib has.
    private func makeViews() -> [NSLayoutConstraint] {
        let root: UIView = view
        // Outlets hold their views weakly (as `@IBOutlet weak var` does): the hierarchy
        // holds them, so they are added before the outlets are set.
        let container = LifecycleView("container", log: log)
        let left = LifecycleView("left", log: log)
        let middle = LifecycleView("middle", log: log)
        let right = LifecycleView("right", log: log)
        container.backgroundColor = UIColor(white: 0.82, alpha: 1)
        left.backgroundColor = SampleColors.yellow
        middle.backgroundColor = SampleColors.green
        right.backgroundColor = SampleColors.red
        root.addSubview(container)
        for child in [left, right, middle] { container.addSubview(child) }
        (self.container, self.left, self.middle, self.right) = (container, left, middle, right)

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
        for child in [left, middle, right] {
            let width = child.widthAnchor.constraint(equalToConstant: 50)
            widths[child.name] = width
            constraints += [width, child.topAnchor.constraint(equalTo: container.topAnchor),
                            child.bottomAnchor.constraint(equalTo: container.bottomAnchor)]
        }

        return constraints
    }

    /// The actions, the table that runs them, and the log pane under it.
    private func configureExperiment(_ constraints: inout [NSLayoutConstraint]) {
        let root: UIView = view
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

        // The table below the container's largest height, so changing it never moves the
        // rows; the log pane fills the rest. Neither touches the container's frames.
        if !loadsNib {
            let tableView = root.addSampleSubview(UITableView(frame: .zero, style: .plain), name: "tableView")
            self.tableView = tableView
            constraints += [
                tableView.topAnchor.constraint(equalTo: root.topAnchor, constant: 108),
                tableView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                tableView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                tableView.heightAnchor.constraint(equalToConstant: CGFloat(LifecycleViewController.rows.count) * 36),
            ]
        }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = 36
        tableView.dataSource = self
        tableView.delegate = self
        pane = root.addSampleSubview(TextPaneView(log: log), name: "log")
        constraints += [
            pane.topAnchor.constraint(equalTo: tableView.bottomAnchor, constant: 8),
            pane.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            pane.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            pane.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ]
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        LifecycleViewController.rows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = LifecycleViewController.rows[indexPath.row].title
        cell.textLabel?.font = SampleFonts.body
        return cell
    }

    /// The article's `didSelectRowAtIndexPath:`: deselect, then run the row's action.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        _ = perform(LifecycleViewController.rows[indexPath.row].action)
    }
}

extension GallerySample {
    /// The first article's experiment with its screen from an Interface Builder document.
    public static var interfaceBuilder: GallerySample { GallerySample(
        name: "interfacebuilder",
        title: "Interface Builder — the lifecycle screen from Lifecycle.xib",
        explanation: "The lifecycle experiment with its views, constraints and outlets loaded from an Xcode document (UINib), as the first article's controller gets them; it behaves as the lifecycle sample.",
        actions: LifecycleViewController.rows.map(\.action),
        defaultSize: CGSize(width: 428, height: 600)
    ) { LifecycleViewController(loadsNib: true) } }

    /// The first article's layout-cycle experiment.
    public static var lifecycle: GallerySample { GallerySample(
        name: "lifecycle",
        title: "Lifecycle — the deferred layout pass, logged",
        explanation: "The first article's experiment: container/left/middle/right log every layout-cycle call and the run loop its phases.",
        actions: LifecycleViewController.rows.map(\.action),
        defaultSize: CGSize(width: 428, height: 600)
    ) { LifecycleViewController() } }
}
