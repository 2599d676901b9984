import Foundation

/// Recognizes a swipe: ``numberOfTouchesRequired`` touches moving quickly in one of the
/// permitted ``direction``s. Discrete: it is recognized as soon as the touches have moved
/// `minimumDistance` (50 points) that way within `maximumDuration` (0.5 s) of coming
/// down, staying mostly on that axis (the sideways movement under half the forward one).
/// It fails when the time runs out, the movement goes the wrong way or too far sideways,
/// or the touches lift first.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (``Direction/right`` by default).
    open var direction: Direction = .right
    /// How many touches swipe (1 by default).
    open var numberOfTouchesRequired = 1

    /// How far (points, in the window) the swipe must go.
    static let minimumDistance: CGFloat = 50
    /// How long (seconds) it may take.
    static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        start = currentWindowLocation
        startTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        if event.timestamp - startTime > UISwipeGestureRecognizer.maximumDuration {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        let now = currentWindowLocation
        let dx = now.x - start.x, dy = now.y - start.y
        let horizontal = abs(dx) >= abs(dy)
        let moved: Direction = horizontal ? (dx >= 0 ? .right : .left) : (dy >= 0 ? .down : .up)
        let forward = horizontal ? abs(dx) : abs(dy), sideways = horizontal ? abs(dy) : abs(dx)
        if forward > 10 && !direction.contains(moved) || sideways > max(10, forward / 2) {
            state = .failed
        } else if forward >= UISwipeGestureRecognizer.minimumDistance {
            state = .recognized
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
