import Foundation

/// One animation a layer runs, under its key.
@preconcurrency @MainActor
final class LayerAnimationEntry {
    let key: String?
    let animation: CAAnimation
    /// Whether the delegate was told it started.
    var hasStarted = false
    /// The transaction waiting for it to end, if any.
    var transaction: TransactionCompletion?

    init(key: String?, animation: CAAnimation) {
        self.key = key
        self.animation = animation
    }
}

extension CALayer {
    /// Adds `anim` (a copy of it: later changes do not reach it) under `key`, replacing
    /// an animation with that key. A `beginTime` of 0 starts it now. The model value does
    /// not change: when the animation is removed the layer shows the model again.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let animation = anim.copyAnimation()
        if animation.beginTime == 0 { animation.beginTime = CACurrentMediaTime() }
        if let key, let index = animationEntries.firstIndex(where: { $0.key == key }) {
            let replaced = animationEntries.remove(at: index)
            end(replaced, finished: false)
        }
        let entry = LayerAnimationEntry(key: key, animation: animation)
        entry.transaction = CATransaction.current.register()
        animationEntries.append(entry)
        LayerAnimator.track(self)
    }

    /// The animation running under `key` (a copy of the one added).
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the running animations, in the order they were added.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key` (its delegate told `finished: false`).
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: index)
        end(entry, finished: false)
        refreshPresentation()
    }

    /// Removes every explicit animation.
    func removeAllExplicitAnimations() {
        guard !animationEntries.isEmpty else { return }
        let entries = animationEntries
        animationEntries.removeAll()
        for entry in entries { end(entry, finished: false) }
        refreshPresentation()
    }

    /// Tells the delegate and the waiting transaction that `entry` ended.
    func end(_ entry: LayerAnimationEntry, finished: Bool) {
        if !entry.hasStarted {
            entry.hasStarted = true
            entry.animation.delegate?.animationDidStart(entry.animation)
        }
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        entry.transaction?.memberEnded()
        entry.transaction = nil
    }

    /// Moves the layer's animations to `now`: starts, ends and removes them, and works
    /// out what they show (repainting where it changes). False when none is still
    /// running (what is left only holds its end value).
    func advanceAnimations(to now: Double) -> Bool {
        invalidateAnimatedArea()
        for entry in animationEntries where !entry.hasStarted && entry.animation.localTime(atParentTime: now) >= 0 {
            entry.hasStarted = true
            entry.animation.delegate?.animationDidStart(entry.animation)
        }
        var ended: [LayerAnimationEntry] = []
        animationEntries.removeAll { entry in
            guard entry.animation.hasEnded(atParentTime: now) else { return false }
            if entry.animation.isRemovedOnCompletion {
                ended.append(entry)
                return true
            }
            // Kept, showing its fill: its transaction no longer waits.
            entry.transaction?.memberEnded()
            entry.transaction = nil
            return false
        }
        refreshPresentation(at: now)
        invalidateAnimatedArea()
        for entry in ended { end(entry, finished: true) }
        return animationEntries.contains { !$0.animation.hasEnded(atParentTime: now) }
    }

    /// Works out what the animations show at `now` (the clock when not given).
    func refreshPresentation(at now: Double? = nil) {
        guard !animationEntries.isEmpty else {
            if presentationOverrides != nil {
                invalidateAnimatedArea()
                presentationOverrides = nil
                invalidateAnimatedArea()
            }
            return
        }
        let time = now ?? CACurrentMediaTime()
        let values = LayerPresentationValues(layer: self)
        for entry in animationEntries { entry.animation.apply(atParentTime: time, to: values) }
        presentationOverrides = values.overrides.isEmpty ? nil : values
    }

    /// Marks for repainting where the layer shows now.
    func invalidateAnimatedArea() {
        if let view = delegate {
            view.invalidatePresentedArea()
        } else {
            contentDidChange()
        }
    }

    /// Runs `body` with the animated values shown by the layer's properties (the model's
    /// put back after). A view's layer leaves out what is the view's (opacity, position,
    /// bounds, transform, background): the view's presented values read those.
    func withPresentationValues(_ body: () -> Void) {
        guard let overrides = presentationOverrides?.overrides, !overrides.isEmpty else { return body() }
        let shown = delegate == nil ? overrides : overrides.filter { !CALayer.viewKeys.contains($0.key) }
        guard !shown.isEmpty else { return body() }
        CALayer.showingPresentation += 1
        let saved = shown.map { ($0.key, modelValue(forKey: $0.key)) }
        for (key, value) in shown { setModelValue(value, forKey: key) }
        body()
        for (key, value) in saved.reversed() { setModelValue(value, forKey: key) }
        CALayer.showingPresentation -= 1
    }

    /// While above 0, property changes made to show animated values repaint nothing.
    static var showingPresentation = 0

    /// The base keys a view's layer takes from its view.
    static let viewKeys: Set<String> = ["opacity", "position", "bounds", "frame", "transform", "backgroundColor", "hidden", "isHidden",
                                        "masksToBounds", "anchorPoint"]

    /// The value of an animated base key of a view's layer, if it animates.
    func animatedViewValue(_ key: String) -> Any?? {
        presentationOverrides?.override(key)
    }

    /// The value at `keyPath` (`"opacity"`, `"position.x"`, `"bounds.size.width"`,
    /// `"transform.rotation.z"`, `"transform.scale"`, `"strokeEnd"` …), as key-value
    /// coding gives it on iOS; nil for a path a layer does not have.
    public func value(forKeyPath keyPath: String) -> Any? {
        LayerKeyPath.value(at: keyPath) { modelValue(forKey: $0) }
    }

    /// Sets the value at `keyPath` (the parts of points, sizes, rectangles and transforms
    /// included); a path a layer does not have is logged and ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let (key, newValue) = LayerKeyPath.settingValue(value, at: keyPath, base: { modelValue(forKey: $0) }),
              setModelValue(newValue, forKey: key) else {
            return LayoutDiagnostics.error("CALayer.setValue(_:forKeyPath:): no settable key path \(keyPath) on \(type(of: self))")
        }
    }

    /// The value for `key` (a base key).
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the value for `key` (a base key).
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
}

extension LayerPresentationValues {
    /// Sets the animated values on `copy` (a presentation copy, with no view).
    func apply(to copy: CALayer) {
        for (key, value) in overrides { copy.setModelValue(value, forKey: key) }
    }
}

/// Moves every layer's explicit animations on a display-rate timer of the main run
/// loop while any runs (and keeps no timer otherwise).
@preconcurrency @MainActor
enum LayerAnimator {
    private static var layers: [UnretainedWeakLayer] = []
    private static var timer: RunLoopTimer?

    /// Starts moving `layer`'s animations.
    static func track(_ layer: CALayer) {
        if !layers.contains(where: { $0.layer === layer }) { layers.append(UnretainedWeakLayer(layer: layer)) }
        layer.refreshPresentation()
        layer.invalidateAnimatedArea()
        guard timer == nil else { return }
        timer = UIRunLoop.main.scheduleTimer(after: ViewAnimator.frameInterval, repeating: ViewAnimator.frameInterval) { _ in
            LayerAnimator.tick()
        }
    }

    /// One frame: every tracked layer's animations moved to the clock.
    static func tick() {
        let now = CACurrentMediaTime()
        var running: Set<ObjectIdentifier> = []
        // Delegates may add animations as others end: those layers join `layers` (this
        // loop goes over the layers as they were).
        for entry in layers {
            if let layer = entry.layer, layer.advanceAnimations(to: now) { running.insert(ObjectIdentifier(layer)) }
        }
        layers.removeAll { entry in
            guard let layer = entry.layer else { return true }
            return !running.contains(ObjectIdentifier(layer)) && !layer.animationEntries.contains { !$0.animation.hasEnded(atParentTime: now) }
        }
        if layers.isEmpty {
            timer?.invalidate()
            timer = nil
        }
    }

    /// Ends every layer's animations, unfinished, and stops the timer (for tests that
    /// drive the clock by hand).
    static func removeAllAnimations() {
        for entry in layers { entry.layer?.removeAllExplicitAnimations() }
        layers.removeAll()
        timer?.invalidate()
        timer = nil
    }
}

/// A weak reference to a layer.
struct UnretainedWeakLayer {
    weak var layer: CALayer?
}
