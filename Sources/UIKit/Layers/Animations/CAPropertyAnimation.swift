import Foundation

/// An animation of one layer property, named by its key path (`"opacity"`,
/// `"strokeEnd"`, `"transform.rotation.z"`, `"position.x"` …; the list is in
/// ``CALayer/value(forKeyPath:)``).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the animated value is added to the model value.
    open var isAdditive = false
    /// Whether each repeat starts where the previous one ended.
    open var isCumulative = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyContent(to other: CAAnimation) {
        guard let other = other as? CAPropertyAnimation else { return }
        other.keyPath = keyPath
        other.isAdditive = isAdditive
        other.isCumulative = isCumulative
    }

    /// The value at `progress`, given the model's (nil: the animation shows nothing).
    func value(atProgress progress: Double, model: AnimatableValue) -> AnimatableValue? { nil }

    override func apply(progress: Double, to values: LayerPresentationValues) {
        guard let keyPath else { return }
        let model = AnimatableValue(values.value(forKeyPath: keyPath))
        guard var value = value(atProgress: progress, model: model) else { return }
        if isAdditive { value = AnimatableValue.add(model, value) }
        values.setValue(value.value, forKeyPath: keyPath)
    }
}

/// An animation of one property from one value to another.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (the model's, or `toValue − byValue`, when nil).
    open var fromValue: Any?
    /// The end value (the model's, or `fromValue + byValue`, when nil).
    open var toValue: Any?
    /// The change from the start.
    open var byValue: Any?

    override func copyContent(to other: CAAnimation) {
        super.copyContent(to: other)
        guard let other = other as? CABasicAnimation else { return }
        other.fromValue = fromValue
        other.toValue = toValue
        other.byValue = byValue
    }

    /// The start and end values, as Core Animation pairs `fromValue`, `toValue` and
    /// `byValue` with the model value.
    func endpoints(model: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        let from = fromValue.map(AnimatableValue.init), to = toValue.map(AnimatableValue.init), by = byValue.map(AnimatableValue.init)
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, .add(f, b))
        case (nil, let t?, let b?): return (.subtract(t, b), t)
        case (let f?, nil, nil): return (f, model)
        case (nil, let t?, nil): return (model, t)
        case (nil, nil, let b?): return (model, .add(model, b))
        case (nil, nil, nil): return (model, model)
        }
    }

    override func value(atProgress progress: Double, model: AnimatableValue) -> AnimatableValue? {
        // An additive animation's values are offsets: the model counts as nothing (zero of its kind).
        let (from, to) = endpoints(model: isAdditive ? .subtract(model, model) : model)
        return .interpolate(from, to, progress)
    }
}

/// An animation through several values (or along a path, for points).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration (evenly spread when nil).
    open var keyTimes: [NSNumber]?
    /// The curve between each pair of values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the values between keyframes are found.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// A path a point property follows (instead of ``values``).
    open var path: CGPath?
    /// Whether a layer following a path turns with it (kept; not drawn).
    open var rotationMode: CAAnimationRotationMode?

    override func copyContent(to other: CAAnimation) {
        super.copyContent(to: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        other.values = values
        other.keyTimes = keyTimes
        other.timingFunctions = timingFunctions
        other.calculationMode = calculationMode
        other.path = path
        other.rotationMode = rotationMode
    }

    override func value(atProgress progress: Double, model: AnimatableValue) -> AnimatableValue? {
        let frames: [AnimatableValue]
        if let path, !path.isEmpty {
            frames = path.flattened(tolerance: 0.5, map: { $0 }).lines.flatMap { $0 }.map { .point($0) }
        } else {
            frames = (values ?? []).map(AnimatableValue.init)
        }
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        let times = keyframeTimes(for: frames)
        let t = min(max(progress, 0), 1)
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= t } ?? 0
            return frames[min(index, frames.count - 1)]
        }
        var segment = 0
        while segment < frames.count - 2 && t > times[segment + 1] { segment += 1 }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (t - times[segment]) / span : 1
        if let functions = timingFunctions, segment < functions.count { local = functions[segment].progress(at: local) }
        return .interpolate(frames[segment], frames[segment + 1], local)
    }

    /// The fraction of the duration at which each frame is reached: ``keyTimes`` when they
    /// fit, by distance for paced modes and paths, else evenly spread.
    private func keyframeTimes(for frames: [AnimatableValue]) -> [Double] {
        let count = frames.count
        if calculationMode == .paced || calculationMode == .cubicPaced || path != nil {
            var lengths = [0.0]
            for index in 1..<count { lengths.append(lengths[index - 1] + AnimatableValue.distance(frames[index - 1], frames[index])) }
            if let total = lengths.last, total > 0 { return lengths.map { $0 / total } }
        }
        if let keyTimes, keyTimes.count == count {
            return keyTimes.map { min(max($0.doubleValue, 0), 1) }
        }
        if calculationMode == .discrete { return (0..<count).map { Double($0) / Double(count) } }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }
}

/// How a keyframe animation finds the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Straight between keyframes.
    public static let linear = CAAnimationCalculationMode("linear")
    /// Each value held until the next keyframe time.
    public static let discrete = CAAnimationCalculationMode("discrete")
    /// At constant speed (key times and timing functions ignored).
    public static let paced = CAAnimationCalculationMode("paced")
    /// A smooth curve through the values (straight here).
    public static let cubic = CAAnimationCalculationMode("cubic")
    /// A smooth curve at constant speed (straight here).
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")
}

/// Whether a layer following a keyframe path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Turned to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode("auto")
    /// Turned to the path's tangent, reversed.
    public static let rotateAutoReverse = CAAnimationRotationMode("autoReverse")
}

/// A basic animation whose progress follows a damped spring (mass, stiffness, damping
/// and initial velocity, as Core Animation defines them); set ``CAAnimation/duration`` to
/// ``settlingDuration`` to see it settle.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100).
    open var stiffness: CGFloat = 100
    /// The damping (10).
    open var damping: CGFloat = 10
    /// The initial velocity, in whole changes per second (0).
    open var initialVelocity: CGFloat = 0

    override func copyContent(to other: CAAnimation) {
        super.copyContent(to: other)
        guard let other = other as? CASpringAnimation else { return }
        other.mass = mass
        other.stiffness = stiffness
        other.damping = damping
        other.initialVelocity = initialVelocity
    }

    /// How long the spring takes to come within 0.1 % of its end and stay there.
    open var settlingDuration: CFTimeInterval {
        var time = 0.0
        var lastOutside = 0.0
        while time < 60 {
            if abs(1 - position(at: time)) > 0.001 { lastOutside = time }
            if time - lastOutside > 1 { break }
            time += 1.0 / 120
        }
        return lastOutside + 1.0 / 120
    }

    override func progress(atFraction fraction: Double) -> Double {
        position(at: fraction * effectiveDuration)
    }

    /// The spring's position (0 at rest at the start, 1 at the end) after `time` seconds.
    private func position(at time: Double) -> Double {
        let m = max(Double(mass), 1e-6), k = max(Double(stiffness), 1e-6), c = max(Double(damping), 0)
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        // The displacement from the end: −1 at the start, moving at the initial velocity.
        let v0 = Double(initialVelocity)
        let x0 = -1.0
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return 1 + envelope * (x0 * cos(damped * time) + (v0 + zeta * omega * x0) / damped * sin(damped * time))
        }
        // Critically (or over-) damped: no oscillation.
        let envelope = exp(-omega * time)
        return 1 + envelope * (x0 + (v0 + omega * x0) * time)
    }
}

/// Animations run together, their times inside the group's.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations, timed from the group's start.
    open var animations: [CAAnimation]?

    override func copyContent(to other: CAAnimation) {
        guard let other = other as? CAAnimationGroup else { return }
        other.animations = animations?.map { $0.copyAnimation() }
    }

    override func apply(progress: Double, to values: LayerPresentationValues) {
        let time = progress * effectiveDuration
        for animation in animations ?? [] { animation.apply(atParentTime: time, to: values) }
    }
}
