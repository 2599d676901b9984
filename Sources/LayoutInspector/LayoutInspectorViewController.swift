import UIKit

/// The inspector window's controller, built with this UIKit: a filter field, the
/// hierarchy outline, an edit bar for the selected constraint and view, and a details
/// list (the selection's properties, its constraints and how each holds, why it is where
/// it is, the app window's last layout passes, the edits made).
///
/// Show it in a window of its own beside the inspected one; it adds an
/// ``InspectorOverlayView`` to the inspected window and removes it in ``detach()``.
@preconcurrency @MainActor
public final class LayoutInspectorViewController: UIViewController {
    /// Selection, outline state and edits.
    public let model: LayoutInspectorModel
    /// The marks drawn over the inspected window.
    public let overlay: InspectorOverlayView
    /// The inspected window.
    public private(set) weak var inspectedWindow: UIWindow?
    /// Receives the code of "Copy as Swift" too (the gallery prints it).
    public var onCopy: ((String) -> Void)?
    /// The last code "Copy as Swift" made.
    public internal(set) var copiedCode: String?

    let filterField = UITextField()
    let outline = UITableView(frame: .zero, style: .plain)
    let details = UITableView(frame: .zero, style: .plain)
    let constantField = UITextField()
    let priorityField = UITextField()
    let activeSwitch = UISwitch()
    let hiddenSwitch = UISwitch()
    let huggingFields = (UITextField(), UITextField())
    let resistanceFields = (UITextField(), UITextField())
    let undoButton = UIButton(type: .system)
    let copyButton = UIButton(type: .system)
    let copySnapKitButton = UIButton(type: .system)
    let exerciseButton = UIButton(type: .system)

    /// The outline's rows as last shown.
    public private(set) var rows: [OutlineRow] = []
    /// The details' sections as last shown.
    public private(set) var sections: [DetailSection] = []
    private(set) var recorder: LayoutPassRecorder?
    private var ownsRecorder = false
    private var refreshTimer: RunLoopTimer?
    /// When the inspected window first passed since the last refresh.
    private var pendingSince: Double?
    private var revealSelection = false
    /// Whether ambiguity and broken constraints must be looked for again (a sweep of every
    /// view): after the inspector's edits and passes that changed constraints, not after
    /// resizes or redraws.
    private var marksAreStale = true
    private var markedEditGeneration = -1

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// An inspector for `window`, leaving out `excluded` views (the app's own overlays).
    public init(inspecting window: UIWindow, excluding excluded: [UIView] = []) {
        model = LayoutInspectorModel(root: window, excluding: excluded)
        overlay = InspectorOverlayView(model: model)
        inspectedWindow = window
        super.init(nibName: nil, bundle: nil)
        overlay.frame = window.bounds
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(overlay)
        if let current = LayoutPassRecorder.current {
            recorder = current
        } else {
            recorder = LayoutPassRecorder.start(capacity: 50)
            ownsRecorder = true
        }
        let windowID = ObjectIdentifier(window)
        recorder?.onPass = { [weak self] pass in
            guard let self, pass.window == windowID else { return }
            if pass.causes.contains(where: Self.changesConstraints) { marksAreStale = true }
            setNeedsRefresh()
        }
        model.onChange = { [weak self] in self?.setNeedsRefresh(now: true) }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        buildViews()
    }

    /// Removes the overlay from the inspected window and stops recording passes.
    public func detach() {
        overlay.removeFromSuperview()
        recorder?.onPass = nil
        if ownsRecorder { LayoutPassRecorder.stop() }
        refreshTimer?.invalidate()
        model.onChange = nil
    }

    // MARK: Selection from outside

    /// Selects the view under `point` of the inspected window (a click there while the
    /// inspector is open), revealing it in the outline.
    public func selectView(at point: CGPoint) {
        revealSelection = true
        model.select(model.view(at: point).map(InspectedItem.view))
    }

    /// What a host does with an input event of the inspected window while the inspector
    /// is open: a primary click selects the view under it instead of clicking it (the
    /// press and its release are consumed); with Control held it passes through. Returns
    /// whether the event was consumed.
    public func interceptInspectedWindowEvent(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let location, 1, let modifiers) where !modifiers.contains(.control):
            selectView(at: location)
            return true
        case .pointerUp(_, 1, let modifiers) where !modifiers.contains(.control):
            return true
        default:
            return false
        }
    }

    /// What a host does with an input event of the inspector's own window first: the
    /// wheel over the constant or priority field steps the selected constraint's value
    /// (up raises it; by 1, or 10 with Shift), as dragging a value does in other editors.
    /// Returns whether the event was consumed.
    public func interceptInspectorWindowEvent(_ event: InputEvent) -> Bool {
        guard case .scroll(let location, _, let deltaY, let modifiers) = event, deltaY != 0,
              let constraint = model.selectedConstraint, isViewLoaded else { return false }
        let step: CGFloat = (modifiers.contains(.shift) ? 10 : 1) * (deltaY < 0 ? 1 : -1)
        for field in [constantField, priorityField] {
            guard field.window != nil, field.convert(field.bounds, to: nil).contains(location) else { continue }
            if field === constantField {
                model.setConstant(constraint.constant + step)
            } else {
                model.setPriority(min(1000, max(1, constraint.priority.rawValue + Float(step))))
            }
            refreshEditBar(force: true)
            return true
        }
        return false
    }

    // MARK: Refresh

    /// Refreshes soon: at once for the inspector's own changes; for the inspected window's
    /// passes once they pause for 0.15 s (a resize drag or an animation is shown when it
    /// settles, so it seldom competes with the app's frames), but at least every second.
    func setNeedsRefresh(now: Bool = false) {
        let clock = UIRunLoop.main.clock()
        if now {
            refreshTimer?.invalidate()
            pendingSince = nil
            refreshTimer = UIRunLoop.main.scheduleTimer(after: 0) { [weak self] _ in self?.timerFired() }
            return
        }
        let since = pendingSince ?? clock
        pendingSince = since
        let due = min(clock + 0.15, since + 1)
        if let timer = refreshTimer, timer.isValid, timer.fireTime <= due { return }
        refreshTimer?.invalidate()
        refreshTimer = UIRunLoop.main.scheduleTimer(after: due - clock) { [weak self] _ in self?.timerFired() }
    }

    private func timerFired() {
        refreshTimer = nil
        pendingSince = nil
        refresh()
    }

    /// Whether a pass cause (see ``LayoutPassRecorder``) may have changed which views are
    /// ambiguous or broken: anything but resizes and `setNeedsLayout`/`setNeedsDisplay`.
    static func changesConstraints(_ cause: String) -> Bool {
        !(cause.hasPrefix("window resized") || cause.hasPrefix("setNeedsLayout(") || cause.hasPrefix("setNeedsDisplay("))
    }

    /// Rebuilds the outline, the details and the edit bar from the model now.
    public func refresh() {
        guard isViewLoaded else { return }
        if marksAreStale || markedEditGeneration != model.editGeneration {
            model.refreshMarks()
            marksAreStale = false
            markedEditGeneration = model.editGeneration
        }
        overlay.ambiguousViews = model.ambiguousViews
        overlay.brokenViews = model.brokenViews
        overlay.refreshIfChanged()
        rows = model.outlineRows()
        outline.reloadData()
        if let selection = model.selection, let index = rows.firstIndex(where: { $0.item == selection }) {
            outline.selectRow(at: IndexPath(row: index, section: 0), animated: false,
                              scrollPosition: revealSelection ? .middle : .none)
        }
        revealSelection = false
        sections = detailSections()
        details.reloadData()
        refreshEditBar()
    }
}
