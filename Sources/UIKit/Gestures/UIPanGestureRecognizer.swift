import Foundation

/// Recognizes a drag: between ``minimumNumberOfTouches`` and ``maximumNumberOfTouches``
/// touches moving together. Continuous: it begins once the touches' centroid has moved
/// more than 10 points from where they came down, changes with every move, and ends when
/// the touches are up (or fewer than the minimum remain).
///
/// ``translation(in:)`` is measured from where the touches came down, so a view moved by
/// it stays under the pointer; ``setTranslation(_:in:)`` rebases it.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that pan (1 by default).
    open var minimumNumberOfTouches = 1
    /// The most touches that pan (`Int.max` by default).
    open var maximumNumberOfTouches = Int.max

    /// How far (points, in the window) the touches move before the pan begins.
    static let hysteresis: CGFloat = 10

    /// Where translation is measured from, in window coordinates.
    private var origin: CGPoint?
    /// The translation given to ``setTranslation(_:in:)``, in window coordinates.
    private var translationBase: CGPoint = .zero
    /// Recent (time, centroid) samples for the velocity.
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    /// The total movement since the touches came down (or since ``setTranslation(_:in:)``),
    /// in `view`'s coordinate system (the window's when `nil`).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return convertVectorFromWindow(translationBase, to: view) }
        let now = currentWindowLocation
        return convertVectorFromWindow(CGPoint(x: translationBase.x + now.x - origin.x, y: translationBase.y + now.y - origin.y),
                                       to: view)
    }

    /// Makes the translation, in `view`'s coordinates, `translation` from now on (often
    /// `.zero` after applying it).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let zero = convertFromWindow(.zero, to: view)
        let inWindow: CGPoint
        if let view, !view.isWindow {
            let end = view.convert(CGPoint(x: zero.x + translation.x, y: zero.y + translation.y), to: nil)
            inWindow = end
        } else {
            inWindow = translation
        }
        translationBase = inWindow
        origin = currentWindowLocation
    }

    /// The speed of the touches' centroid, in points per second in `view`'s coordinate
    /// system, over the last tenth of a second of movement.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }) ?? samples.first,
              last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return convertVectorFromWindow(CGPoint(x: (last.location.x - first.location.x) / dt,
                                               y: (last.location.y - first.location.y) / dt), to: view)
    }

    private func record(_ time: TimeInterval) {
        samples.append((time, currentWindowLocation))
        samples.removeAll { time - $0.time > 0.2 }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        // A touch coming down moves the centroid: keep the translation where it was.
        let earlier = trackedTouches.filter { !touches.contains($0) }
        if let origin, let old = centroid(of: earlier) {
            translationBase = CGPoint(x: translationBase.x + old.x - origin.x, y: translationBase.y + old.y - origin.y)
        }
        origin = currentWindowLocation
        samples.removeAll()
        record(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches else { return }
            let moved = translation(in: nil)
            if (moved.x * moved.x + moved.y * moved.y).squareRoot() > UIPanGestureRecognizer.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = numberOfTouches - touches.count
        if remaining <= 0 || (remaining < minimumNumberOfTouches && state != .possible) {
            state = (state == .began || state == .changed) ? .ended : .failed
            return
        }
        // Keep the translation continuous as the centroid jumps to the remaining touches.
        let before = translation(in: nil)
        origin = centroid(of: trackedTouches.filter { !touches.contains($0) })
        translationBase = before
    }

    private func centroid(of touches: [UITouch]) -> CGPoint? {
        guard !touches.isEmpty else { return nil }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches { x += touch.windowLocation.x; y += touch.windowLocation.y }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        origin = nil
        translationBase = .zero
        samples.removeAll()
    }
}
