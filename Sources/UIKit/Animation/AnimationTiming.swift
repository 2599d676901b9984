import Foundation

/// How an animation's progress (0 at the start, 1 at the end) follows time: one of
/// UIKit's four curves (cubic Béziers, as Core Animation's named timing functions) or a
/// damped spring.
enum AnimationTiming: Equatable {
    /// A cubic Bézier from (0, 0) to (1, 1) through the control points (x1, y1), (x2, y2).
    case bezier(Double, Double, Double, Double)
    /// A spring with damping ratio `damping` (1: no overshoot) and initial velocity
    /// `velocity`, in distances per second (1: the whole change in one second).
    case spring(damping: Double, velocity: Double)

    init(curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .bezier(0.42, 0, 0.58, 1)
        case .easeIn: self = .bezier(0.42, 0, 1, 1)
        case .easeOut: self = .bezier(0, 0, 0.58, 1)
        case .linear: self = .bezier(0, 0, 1, 1)
        }
    }

    /// The progress at `fraction` (0...1) of the duration.
    func progress(at fraction: Double, duration: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        switch self {
        case .bezier(let x1, let y1, let x2, let y2):
            if x1 == y1 && x2 == y2 { return t }
            return Self.bezierY(atX: t, x1, y1, x2, y2)
        case .spring(let damping, let velocity):
            if t >= 1 { return 1 }
            return Self.spring(at: t * duration, duration: duration, damping: damping, velocity: velocity)
        }
    }

    /// The Bézier's y where its x is `x`: x(s) is monotonic, so Newton's method from
    /// s = x, falling back to bisection.
    private static func bezierY(atX x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-9 { return coordinate(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }

    /// A damped harmonic oscillator from 0 to 1 whose envelope falls to 0.1 % of the
    /// change at `duration` (UIKit's spring animations settle in their duration).
    private static func spring(at time: Double, duration: Double, damping: Double, velocity: Double) -> Double {
        let zeta = min(max(damping, 0.01), 1)
        let omega = log(1000) / (zeta * max(duration, 1e-6))
        let decay = exp(-zeta * omega * time)
        if zeta >= 1 {
            return 1 - decay * (1 + (omega - velocity) * time)
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let b = (zeta * omega - velocity) / damped
        return 1 - decay * (cos(damped * time) + b * sin(damped * time))
    }
}
