import Foundation

/// Recognizes taps: ``numberOfTapsRequired`` presses and releases, each with
/// ``numberOfTouchesRequired`` touches, at about the same place. Discrete: the state goes
/// to ``UIGestureRecognizer/State-swift.enum/recognized`` on the last release.
///
/// It fails when a touch moves more than `allowableMovement` (10 points) from where
/// its tap began, a later tap begins that far from the first, more touches than required
/// come down, or the next tap does not begin within `maximumTapInterval` (0.5 s, the
/// window's double-click interval) of the last release.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired = 1
    /// How many touches each tap needs (1 by default).
    open var numberOfTouchesRequired = 1

    /// How far a touch may move (points, in the window) and still tap.
    static let allowableMovement: CGFloat = 10
    /// The longest time (seconds) between one tap's release and the next tap's press.
    static let maximumTapInterval: TimeInterval = 0.5

    private var tapsDone = 0
    private var touchesThisTap = 0
    private var tapStarts: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapStart: CGPoint?
    private var nextTapTimer: RunLoopTimer?

    override var isAwaitingMoreTouches: Bool { tapsDone > 0 && tapsDone < numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapTimer?.invalidate()
        nextTapTimer = nil
        for touch in touches {
            let start = touch.location(in: nil)
            if let first = firstTapStart, distance(first, start) > UITapGestureRecognizer.allowableMovement {
                state = .failed
                return
            }
            tapStarts[ObjectIdentifier(touch)] = start
        }
        if firstTapStart == nil { firstTapStart = touches.first?.location(in: nil) }
        touchesThisTap += touches.count
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = tapStarts[ObjectIdentifier(touch)] else { continue }
            if distance(start, touch.location(in: nil)) > UITapGestureRecognizer.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The tap is over when the last of its touches is released.
        guard numberOfTouches - touches.count <= 0 else { return }
        guard touchesThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsDone += 1
        touchesThisTap = 0
        tapStarts.removeAll()
        if tapsDone >= numberOfTapsRequired {
            state = .recognized
        } else {
            nextTapTimer = UIRunLoop.main.scheduleTimer(after: UITapGestureRecognizer.maximumTapInterval) { [weak self] _ in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        touchesThisTap = 0
        tapStarts.removeAll()
        firstTapStart = nil
        nextTapTimer?.invalidate()
        nextTapTimer = nil
    }
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
