import Foundation

/// The deferred update cycle: update constraints (bottom-up), layout (top-down), display
/// (top-down), run once per run-loop turn at *before waiting* for every window that
/// asked for it.
@preconcurrency @MainActor
enum UpdateCycle {
    /// How many update-constraints + layout rounds one pass may take before it is
    /// declared a layout feedback loop.
    static let maximumLayoutRounds = 100

    private static var scheduled: [UnretainedReference<UIWindow>] = []
    private static var observer: RunLoopObserver?
    /// Whether ``runScheduled()`` is running: it picks up whatever is scheduled meanwhile,
    /// so scheduling then needs no wake-up.
    private static var isRunning = false

    /// Asks for an update cycle of `window` at the end of the current run-loop turn.
    ///
    /// A window stays scheduled while its pass runs, so what the pass marks (a frame set by
    /// layout, `setNeedsLayout` from `layoutSubviews`, `setNeedsDisplay` from `draw`) only
    /// marks: the pass's own rounds handle it, or, for what the pass has already gone past,
    /// exactly one more pass in the same turn. Nothing wakes the run loop from inside a pass.
    static func schedule(_ window: UIWindow) {
        if observer == nil {
            observer = UIRunLoop.main.addObserver(activities: .beforeWaiting, order: UIRunLoop.updateCycleOrder) { _ in
                UpdateCycle.runScheduled()
            }
        }
        guard !window.isUpdateCycleScheduled else { return }
        window.isUpdateCycleScheduled = true
        scheduled.append(UnretainedReference(window))
        if !isRunning { UIRunLoop.main.wakeUp() }
    }

    /// Runs the cycle for every scheduled window (windows scheduled meanwhile included,
    /// and a window its own pass left dirty once more), at most ten rounds a turn.
    static func runScheduled() {
        isRunning = true
        defer { isRunning = false }
        var rounds = 0
        while !scheduled.isEmpty && rounds < 10 {
            rounds += 1
            let windows = scheduled.compactMap(\.object)
            scheduled.removeAll()
            for window in windows {
                run(window)
                if window.needsAnotherPass {
                    scheduled.append(UnretainedReference(window))
                } else {
                    window.isUpdateCycleScheduled = false
                }
            }
        }
        // Left after ten rounds: the next turn, which this wakes for.
        if !scheduled.isEmpty { UIRunLoop.main.wakeUp() }
    }

    /// One full cycle for a window.
    static func run(_ window: UIWindow) {
        LayoutPassRecorder.current?.beginPass(window)
        layout(from: window, root: window, engine: window.engine)
        display(window)
        window.finishCycle()
        LayoutPassRecorder.current?.endPass()
    }

    // MARK: Update constraints

    /// Calls ``UIView/updateConstraints()`` on the marked views of `view`'s subtree,
    /// subviews before superviews (in subview order), clearing the flags.
    static func updateConstraints(in view: UIView) {
        guard view.cycle.subtreeNeedsUpdateConstraints else { return }
        view.cycle.subtreeNeedsUpdateConstraints = false
        for subview in view.subviews where subview.cycle.subtreeNeedsUpdateConstraints {
            updateConstraints(in: subview)
        }
        if view.cycle.needsUpdateConstraintsFlag {
            view.cycle.needsUpdateConstraintsFlag = false
            view.cycle.didCallSuperUpdateConstraints = false
            LayoutPassRecorder.current?.record(.updateConstraints, view)
            if let controller = view.owningViewController {
                controller.updateViewConstraints()
            } else {
                view.updateConstraints()
            }
            if !view.cycle.didCallSuperUpdateConstraints {
                LayoutDiagnostics.error("\(view.layoutDescriptionName) overrides updateConstraints() but does not call super.updateConstraints(). Overrides must call super as their last step.")
            }
        }
    }

    // MARK: Layout

    /// Runs update constraints, then layout from the top-most dirty ancestor of `start`
    /// (or `start`), repeating while layout dirties the tree again, at most
    /// ``maximumLayoutRounds`` times.
    static func layout(from start: UIView, root: UIView, engine: LayoutEngine) {
        var lastRoundViews: [UIView] = []
        for _ in 0..<maximumLayoutRounds {
            engine.beginBatch()
            LayoutPassRecorder.timed(\.updateConstraintsSeconds) { updateConstraints(in: root) }
            engine.endBatch()
            LayoutPassRecorder.timed(\.solveSeconds) { engine.flush() }
            guard root.cycle.subtreeNeedsLayout else { return }
            // The highest ancestor of `start` that needs layout, else `start`.
            var top = start
            var current = start.superview
            while let view = current {
                if view.cycle.needsLayoutFlag { top = view }
                current = view.superview
            }
            if !top.cycle.subtreeNeedsLayout && start !== root {
                // Nothing dirty in this subtree; the rest waits for the window's cycle.
                return
            }
            lastRoundViews.removeAll()
            LayoutPassRecorder.timed(\.layoutSeconds) { layoutSubtree(top, engine: engine, laidOut: &lastRoundViews) }
            LayoutPassRecorder.timed(\.solveSeconds) { engine.flush() }
            if start !== root && !top.cycle.subtreeNeedsLayout && !root.cycle.subtreeNeedsUpdateConstraints { return }
            if !root.cycle.subtreeNeedsLayout && !root.cycle.subtreeNeedsUpdateConstraints && !engine.hasPendingChanges { return }
        }
        reportFeedbackLoop(root: root, views: lastRoundViews)
    }

    /// Lays out `view` if marked, then its flagged subviews (front to back, the order the
    /// articles' logs show), then recomputes its flag.
    private static func layoutSubtree(_ view: UIView, engine: LayoutEngine, laidOut: inout [UIView]) {
        if view.cycle.needsLayoutFlag {
            view.cycle.needsLayoutFlag = false
            laidOut.append(view)
            let controller = view.owningViewController
            controller?.viewWillLayoutSubviews()
            view.cycle.isInLayoutSubviews = true
            engine.suppressedSuperview = ObjectIdentifier(view)
            LayoutPassRecorder.current?.record(.layoutSubviews, view)
            view.layoutSubviews()
            engine.suppressedSuperview = nil
            view.cycle.isInLayoutSubviews = false
            controller?.viewDidLayoutSubviews()
        }
        // Front to back, by index over a copy of the list (a layoutSubviews may change it;
        // see ``UIView/storedSubviews``).
        let list = view.storedSubviews
        var index = list.count
        while index > 0 {
            index -= 1
            let subview = list[index]
            if subview.cycle.subtreeNeedsLayout { layoutSubtree(subview, engine: engine, laidOut: &laidOut) }
        }
        view.cycle.subtreeNeedsLayout = view.needsLayoutHereOrBelow
    }

    private static func reportFeedbackLoop(root: UIView, views: [UIView]) {
        var names: [String] = []
        var seen = Set<ObjectIdentifier>()
        for view in views where seen.insert(ObjectIdentifier(view)).inserted { names.append(view.layoutDescriptionName) }
        LayoutDiagnostics.error("""
            Layout feedback loop detected in \(root.layoutDescriptionName): layout did not settle after \(maximumLayoutRounds) rounds. \
            Views laid out in the last round: \(names.joined(separator: ", ")). \
            Layout is stopped for this pass; check layoutSubviews overrides that invalidate layout outside their subtree.
            """)
        root.forEachInSubtree { view in
            view.cycle.needsLayoutFlag = false
            view.cycle.subtreeNeedsLayout = false
        }
    }

    // MARK: Display

    /// Calls ``UIView/draw(_:)`` for the marked views of the window, parents first.
    static func display(_ root: UIView) {
        guard root.cycle.subtreeNeedsDisplay else { return }
        LayoutPassRecorder.timed(\.drawSeconds) { displaySubtree(root) }
    }

    private static func displaySubtree(_ view: UIView) {
        view.cycle.subtreeNeedsDisplay = false
        if view.cycle.needsDisplayFlag {
            view.cycle.needsDisplayFlag = false
            let rect = view.cycle.dirtyRect.isNull ? view.bounds : view.cycle.dirtyRect.intersection(view.bounds)
            view.cycle.dirtyRect = .null
            let recorder = RecordingDrawingContext()
            LayoutPassRecorder.current?.record(.draw, view)
            // The backing bitmap is made only if draw(_:) asks for the Core Graphics context.
            let bounds = view.bounds
            let scale = view.traitCollection.displayScale > 0 ? view.traitCollection.displayScale : UIScreen.main.scale
            let frame = DisplayPass.Frame(drawing: recorder, makeContext: {
                let context = CGContext(uikitSize: bounds.size, scale: scale, opaque: false)
                context?.translateBy(x: -bounds.minX, y: -bounds.minY)
                context?.clip(to: bounds)
                return context
            })
            // Dynamic colours read in draw(_:) resolve against the view's traits, as in UIKit.
            var ended = frame
            view.traitCollection.performAsCurrent {
                ended = DisplayPass.drawing(frame) { view.draw(rect.isNull ? .zero : rect) }.frame
            }
            view.contents = recorder.commands
            view.drawnBitmap = ended.context.flatMap { context in
                context.makeImage().map { DrawnBitmap(image: UIImage(cgImage: $0, scale: scale, orientation: .up), size: bounds.size) }
            }
            view.invalidatePresentation()
        }
        for subview in view.subviews where subview.cycle.subtreeNeedsDisplay {
            displaySubtree(subview)
        }
    }
}
