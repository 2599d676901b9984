import Foundation

/// Recognizes a press held still: after ``numberOfTapsRequired`` taps, a press of
/// ``numberOfTouchesRequired`` touches held for ``minimumPressDuration`` without moving
/// more than ``allowableMovement``. Continuous: it begins when the time is up (a run-loop
/// timer), changes as the touches move (any distance, once begun) and ends on release.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the touches must be held (0.5 s by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far (points) the touches may move before the press begins (10 by default).
    open var allowableMovement: CGFloat = 10
    /// How many taps come before the press (0 by default).
    open var numberOfTapsRequired = 0
    /// How many touches must be held (1 by default).
    open var numberOfTouchesRequired = 1

    private var pressTimer: RunLoopTimer?
    private var tapTimer: RunLoopTimer?
    private var tapsDone = 0
    private var start: CGPoint?

    override var isAwaitingMoreTouches: Bool { tapsDone > 0 && tapsDone <= numberOfTapsRequired && state == .possible }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tapTimer?.invalidate()
        tapTimer = nil
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        if let start, distance(start, currentWindowLocation) > allowableMovement, tapsDone > 0 {
            state = .failed
            return
        }
        start = currentWindowLocation
        guard numberOfTouches == numberOfTouchesRequired, tapsDone == numberOfTapsRequired else { return }
        pressTimer?.invalidate()
        pressTimer = UIRunLoop.main.scheduleTimer(after: minimumPressDuration) { [weak self] _ in
            guard let self, self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start, distance(start, currentWindowLocation) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            pressTimer?.invalidate()
            pressTimer = nil
            guard numberOfTouches - touches.count <= 0 else { return }
            // A tap before the press.
            if tapsDone < numberOfTapsRequired {
                tapsDone += 1
                tapTimer = UIRunLoop.main.scheduleTimer(after: UITapGestureRecognizer.maximumTapInterval) { [weak self] _ in
                    guard let self, self.state == .possible else { return }
                    self.state = .failed
                }
            } else {
                state = .failed
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        pressTimer?.invalidate()
        pressTimer = nil
        tapTimer?.invalidate()
        tapTimer = nil
        tapsDone = 0
        start = nil
    }
}
