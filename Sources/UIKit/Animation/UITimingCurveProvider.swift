import Foundation

/// A vector, as Core Graphics' (missing on Linux): a spring's initial velocity.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()
}

/// The kind of timing a ``UITimingCurveProvider`` gives.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0, cubic, spring, composed
}

/// Timing for a ``UIViewPropertyAnimator``: a cubic curve or a spring.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve: one of UIKit's four, or your control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, `.easeInOut` when made from control points.
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The ease-in-ease-out curve.
    public convenience override init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        guard case .bezier(let x1, let y1, let x2, let y2) = AnimationTiming(curve: curve) else { fatalError("curves are Béziers") }
        controlPoint1 = CGPoint(x: x1, y: y1)
        controlPoint2 = CGPoint(x: x2, y: y2)
        isBuiltin = true
    }

    /// A curve through two control points (x in `0...1`).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A damped spring timing.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The damping ratio (1: no overshoot).
    public let dampingRatio: CGFloat
    /// The initial velocity, as a fraction of the change per second.
    public let initialVelocity: CGVector

    /// A critically damped spring.
    public convenience override init() { self.init(dampingRatio: 1) }

    /// A spring of damping `ratio`, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring of damping `ratio` starting at `velocity` (its `dx` is used).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio.isFinite ? ratio : 1
        initialVelocity = velocity
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

extension AnimationTiming {
    /// The timing a provider describes.
    @preconcurrency @MainActor
    init(_ provider: any UITimingCurveProvider) {
        if let spring = provider.springTimingParameters {
            self = .spring(damping: Double(spring.dampingRatio), velocity: Double(spring.initialVelocity.dx))
        } else if let cubic = provider.cubicTimingParameters {
            self = .bezier(Double(cubic.controlPoint1.x), Double(cubic.controlPoint1.y),
                           Double(cubic.controlPoint2.x), Double(cubic.controlPoint2.y))
        } else {
            self = AnimationTiming(curve: .easeInOut)
        }
    }
}
