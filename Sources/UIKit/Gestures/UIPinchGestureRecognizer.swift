import Foundation

/// Recognizes two touches moving apart or together. Continuous: it begins once their
/// distance has changed by more than 8 points, changes as they move and ends when one
/// lifts. ``scale`` is the distance over the distance when they came down.
///
/// The X11 host has one pointer, which cannot pinch; touches from a touch screen (or
/// the window's `sendTouches(_:at:)`) can.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale since the touches came down (1 at first); setting it rebases it at the
    /// current distance.
    open var scale: CGFloat {
        get {
            guard let reference = referenceDistance, reference > 0, let current = currentDistance else { return scaleBase }
            return scaleBase * current / reference
        }
        set {
            scaleBase = newValue
            referenceDistance = currentDistance
            samples.removeAll()
        }
    }

    /// How fast the scale changes, in scale factor per second (over the last fifth of a
    /// second of movement).
    open var velocity: CGFloat {
        guard let last = samples.last, let first = samples.first, last.time > first.time else { return 0 }
        return (last.scale - first.scale) / CGFloat(last.time - first.time)
    }

    /// How much (points) the distance changes before the pinch begins.
    static let hysteresis: CGFloat = 8

    private var scaleBase: CGFloat = 1
    private var referenceDistance: CGFloat?
    private var initialDistance: CGFloat?
    private var samples: [(time: TimeInterval, scale: CGFloat)] = []

    private var currentDistance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        return distance(trackedTouches[0].windowLocation, trackedTouches[1].windowLocation)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2 {
            for touch in touches where trackedTouches.firstIndex(of: touch).map({ $0 >= 2 }) ?? false { ignore(touch, for: event) }
            return
        }
        if numberOfTouches == 2 {
            initialDistance = currentDistance
            referenceDistance = currentDistance
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let initialDistance, let current = currentDistance else { return }
        samples.append((event.timestamp, scale))
        samples.removeAll { event.timestamp - $0.time > 0.2 }
        switch state {
        case .possible:
            if abs(current - initialDistance) > UIPinchGestureRecognizer.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            // Keep the scale it reached once the touches part.
            scaleBase = scale
            referenceDistance = nil
            state = .ended
        case .possible:
            if numberOfTouches - touches.count <= 0 || initialDistance != nil { state = .failed }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        scaleBase = 1
        referenceDistance = nil
        initialDistance = nil
        samples.removeAll()
    }
}
