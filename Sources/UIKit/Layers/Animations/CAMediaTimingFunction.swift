import Foundation

/// How an animation's progress follows time: a cubic Bézier from (0, 0) to (1, 1), as
/// Core Animation's.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The control points (x1, y1, x2, y2).
    let controlPoints: (Float, Float, Float, Float)

    /// One of the named curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// The curve through the control points (x1, y1) and (x2, y2); x values are kept
    /// within `0...1`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (min(max(c1x, 0), 1), c1y, min(max(c2x, 0), 1), c2y)
    }

    /// Writes control point `idx` (0 and 3 are the ends, 1 and 2 the inner points) into
    /// `ptr[0]`, `ptr[1]`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (controlPoints.0, controlPoints.1)
        case 2: point = (controlPoints.2, controlPoints.3)
        default: point = (1, 1)
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The progress at `fraction` of the duration.
    func progress(at fraction: Double) -> Double {
        AnimationTiming.bezier(Double(controlPoints.0), Double(controlPoints.1), Double(controlPoints.2), Double(controlPoints.3))
            .progress(at: fraction, duration: 1)
    }
}

/// The names of Core Animation's timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName("linear")
    /// Slow at the start.
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    /// Slow at the end.
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    /// The system's default curve (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Nothing: the model value shows before and after.
    public static let removed = CAMediaTimingFillMode("removed")
    /// The end value stays after the animation ends (while it is not removed).
    public static let forwards = CAMediaTimingFillMode("forwards")
    /// The start value shows before the animation begins.
    public static let backwards = CAMediaTimingFillMode("backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode("both")
}

/// The timing of an animation (Core Animation's protocol; ``CAAnimation`` adopts it).
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When it begins, in ``CACurrentMediaTime()`` seconds (0: when it is added).
    var beginTime: CFTimeInterval { get set }
    /// One run's length in seconds.
    var duration: CFTimeInterval { get set }
    /// Time's rate (2: twice as fast).
    var speed: Float { get set }
    /// An offset into the animation's own time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times it runs (fractions allowed; `.infinity` for ever).
    var repeatCount: Float { get set }
    /// How long it repeats for, in seconds (instead of a count).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each run is followed by the same run backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The current time of the animation clock, in seconds (the run loop's clock, so tests
/// that drive it drive animations too).
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    UIRunLoop.main.clock()
}
