import Foundation

/// Records the update cycle's passes (this project's; UIKit has no such thing): for each
/// pass of a window, which views ran `updateConstraints`, `layoutSubviews` and `draw`, in
/// order, how long each phase took, and what asked for the pass (`setNeeds…` calls with
/// their view, constraint changes, window resizes). The first article's logs, for any app.
///
/// Nothing is recorded (and nothing costs more than a nil check) until ``start(capacity:)``.
@preconcurrency @MainActor
public final class LayoutPassRecorder {
    /// What a view ran in a pass.
    public enum Callback: String, Sendable {
        case updateConstraints, layoutSubviews, draw
    }

    /// One callback of one view.
    public struct Event {
        public var callback: Callback
        /// The view (not kept alive).
        public weak var viewObject: UIView?
        /// The view's name: its `accessibilityIdentifier`, else `Class:0x…` (named when
        /// read, so recording stays cheap; `(gone)` once the view is freed).
        @preconcurrency @MainActor public var view: String { viewObject?.explanationName ?? "(gone)" }
    }

    /// One pass of the update cycle for one window.
    public struct Pass {
        /// Counts passes since recording started.
        public var number: Int
        /// The window (`ObjectIdentifier`), to tell windows apart.
        public var window: ObjectIdentifier
        /// When it started (the run loop's clock, seconds).
        public var startTime: Double
        /// Seconds spent in `updateConstraints` calls.
        public var updateConstraintsSeconds: Double = 0
        /// Seconds spent solving and moving frames (the engine's flushes).
        public var solveSeconds: Double = 0
        /// Seconds spent in `layoutSubviews` calls.
        public var layoutSeconds: Double = 0
        /// Seconds spent in `draw` calls.
        public var drawSeconds: Double = 0
        /// What asked for it since the previous pass ended, oldest first (at most 20, then
        /// a count).
        public var causes: [String]
        /// The callbacks in the order they ran, the first ``LayoutPassRecorder/eventLimit``
        /// of them (a pass of a big window calls thousands; recording stays cheap).
        public var events: [Event] = []
        /// How many views ran each callback, all of them counted.
        public var counts: [Callback: Int] = [:]

        /// The whole pass, in seconds.
        public var totalSeconds: Double { updateConstraintsSeconds + solveSeconds + layoutSeconds + drawSeconds }
    }

    /// The recorder in use, or nil. (Read on every view of every pass: unchecked, so a
    /// read costs a load, not a dynamic exclusivity check; main actor only.)
    @exclusivity(unchecked) public private(set) static var current: LayoutPassRecorder?

    /// Starts recording the last `capacity` passes (replacing a recorder already running)
    /// and returns the recorder.
    @discardableResult
    public static func start(capacity: Int = 50) -> LayoutPassRecorder {
        let recorder = LayoutPassRecorder(capacity: capacity)
        current = recorder
        return recorder
    }

    /// Stops recording.
    public static func stop() { current = nil }

    /// The passes kept, oldest first.
    public private(set) var passes: [Pass] = []
    /// Called after each pass is recorded.
    public var onPass: ((Pass) -> Void)?
    private let capacity: Int
    /// Causes waiting for their window's next pass.
    private var pendingCauses: [ObjectIdentifier: [String]] = [:]
    private var droppedCauses: [ObjectIdentifier: Int] = [:]
    /// Causes from views in no window yet: given to the pass of the window they are in
    /// by then (the views are not kept alive).
    private var orphanCauses: [(view: WeakView, cause: String)] = []

    private struct WeakView {
        weak var view: UIView?
    }
    private var passCount = 0
    private var open: Pass?

    private init(capacity: Int) { self.capacity = max(1, capacity) }

    // MARK: Hooks (called by the cycle)

    /// Notes `name(view)` (a `setNeeds…` call), out of line so the callers stay small.
    @inline(never)
    func noteRequest(_ name: StaticString, by view: UIView) {
        noteCause("\(name)(\(view.explanationName))", in: view)
    }

    /// Notes a request made outside a pass (marks made by the pass itself, such as
    /// frames it sets, are its own work, not causes).
    func noteCause(_ cause: @autoclosure () -> String, in view: UIView?) {
        guard open == nil else { return }
        guard let key = view?.window.map(ObjectIdentifier.init) else {
            if let view, orphanCauses.count < 200 { orphanCauses.append((WeakView(view: view), cause())) }
            return
        }
        if pendingCauses[key, default: []].count < 20 {
            pendingCauses[key, default: []].append(cause())
        } else {
            droppedCauses[key, default: 0] += 1
        }
    }

    func beginPass(_ window: UIWindow) {
        passCount += 1
        var causes: [String] = []
        var adopted = 0
        orphanCauses.removeAll { entry in
            guard let view = entry.view.view else { return true }
            guard view.window === window else { return false }
            if adopted < 20 { causes.append(entry.cause) }
            adopted += 1
            return true
        }
        if adopted > 20 { causes.append("… and \(adopted - 20) more") }
        let key = ObjectIdentifier(window)
        causes += pendingCauses.removeValue(forKey: key) ?? []
        if let dropped = droppedCauses.removeValue(forKey: key) { causes.append("… and \(dropped) more") }
        open = Pass(number: passCount, window: ObjectIdentifier(window), startTime: UIRunLoop.main.clock(), causes: causes)
    }

    /// Events kept per pass.
    public static let eventLimit = 200

    func record(_ callback: Callback, _ view: UIView) {
        guard open != nil else { return }
        open!.counts[callback, default: 0] += 1
        if open!.events.count < Self.eventLimit { open!.events.append(Event(callback: callback, viewObject: view)) }
    }

    func add(_ seconds: Double, to phase: WritableKeyPath<Pass, Double>) {
        open?[keyPath: phase] += seconds
    }

    func endPass() {
        guard let pass = open else { return }
        open = nil
        passes.append(pass)
        if passes.count > capacity { passes.removeFirst(passes.count - capacity) }
        onPass?(pass)
    }

    /// `red.height == 2 × green.height 'id'`: a constraint in words, for causes.
    static func name(of constraint: NSLayoutConstraint) -> String {
        UIView.inWords(constraint, withIdentifier: true)
    }

    /// Seconds since an arbitrary start, for phase timings (not the run loop's clock,
    /// which tests replace).
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Runs `body`, adding its time to `phase` when recording.
    @inline(__always)
    static func timed<T>(_ phase: WritableKeyPath<Pass, Double>, _ body: () -> T) -> T {
        guard let recorder = current else { return body() }
        let start = now()
        let result = body()
        recorder.add(now() - start, to: phase)
        return result
    }
}

extension LayoutPassRecorder.Pass {
    /// `pass 12: 0.42 ms (update 0.05, solve 0.10, layout 0.20, draw 0.07)`.
    public var summary: String {
        func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
        return "pass \(number): \(ms(totalSeconds)) ms (update \(ms(updateConstraintsSeconds)), solve \(ms(solveSeconds)), layout \(ms(layoutSeconds)), draw \(ms(drawSeconds)))"
    }
}
