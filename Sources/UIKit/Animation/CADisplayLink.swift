import Foundation

/// Core Animation's time type.
public typealias CFTimeInterval = Double

/// A timer in step with the display: it calls its handler once per frame while it is
/// added to a run loop and not paused.
///
/// UIKit's `init(target:selector:)` needs the Objective-C runtime (`#selector` does not
/// compile on Linux); this one takes the method as a closure:
/// `CADisplayLink { [weak self] link in self?.step(link) }`. The frames come from the
/// main ``UIRunLoop`` (whatever run loop and mode are passed), at 60 per second unless
/// ``preferredFramesPerSecond`` asks for fewer.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    private let handler: @MainActor (CADisplayLink) -> Void
    private var timer: RunLoopTimer?
    private var isAdded = false

    /// The display's frame rate.
    public static let displayFramesPerSecond = 60

    /// The time of the last frame shown (the run loop's clock).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames at the display's rate.
    public var duration: CFTimeInterval { 1 / Double(Self.displayFramesPerSecond) }

    /// The rate the handler wants (0: the display's).
    public var preferredFramesPerSecond = 0 {
        didSet { if isAdded { reschedule() } }
    }

    /// Whether frames are skipped for now.
    public var isPaused = false {
        didSet { if isAdded { reschedule() } }
    }

    /// Creates a display link calling `handler` each frame once added to a run loop.
    public init(_ handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts the frames (on the main run loop, whichever is passed).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = true
        reschedule()
    }

    /// Stops the frames.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = false
        reschedule()
    }

    /// Stops the frames for good.
    public func invalidate() {
        isAdded = false
        reschedule()
    }

    private var interval: Double {
        let rate = preferredFramesPerSecond > 0 ? min(preferredFramesPerSecond, Self.displayFramesPerSecond) : Self.displayFramesPerSecond
        return 1 / Double(rate)
    }

    private func reschedule() {
        timer?.invalidate()
        timer = nil
        guard isAdded, !isPaused else { return }
        let interval = self.interval
        targetTimestamp = UIRunLoop.main.clock() + interval
        timer = UIRunLoop.main.scheduleTimer(after: interval, repeating: interval) { [weak self] _ in
            guard let self else { return }
            self.timestamp = UIRunLoop.main.clock()
            self.targetTimestamp = self.timestamp + interval
            self.handler(self)
        }
    }
}
