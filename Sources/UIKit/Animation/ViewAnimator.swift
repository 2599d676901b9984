import Foundation

/// Runs the views' animations: records the property changes made inside an animation
/// block, moves the presentation values on a display-rate timer of the main run loop
/// while anything animates (and keeps no timer otherwise), and calls completions.
@preconcurrency @MainActor
enum ViewAnimator {
    /// The groups whose blocks are running, innermost last; `nil` entries are
    /// `performWithoutAnimation` blocks.
    private static var capturing: [AnimationGroup?] = []
    /// Views with an animation state.
    private static var animatingViews: [UIView] = []
    private static var timer: RunLoopTimer?
    /// Whether `UIView.setAnimationsEnabled(_:)` allows animations.
    static var animationsEnabled = true
    /// The interval of the display-rate timer.
    static var frameInterval = 1.0 / 60

    /// The group that property changes join now, if any.
    static var currentGroup: AnimationGroup? {
        guard animationsEnabled, let last = capturing.last else { return nil }
        return last
    }

    /// Whether changes made now would animate if made in an animation block: animations
    /// are enabled and no `performWithoutAnimation` block is running (views that animate
    /// their own changes, as a collection view's batch updates, ask this).
    static var allowsImplicitAnimation: Bool {
        guard animationsEnabled else { return false }
        if case .some(.none) = capturing.last { return false }
        return true
    }

    /// Whether any view animates (a timer is running).
    static var isAnimating: Bool { !animatingViews.isEmpty }

    /// Runs `body` with changes joining `group` (or animating nothing, for `nil`).
    static func capture(_ group: AnimationGroup?, _ body: () -> Void) {
        capturing.append(group)
        isCapturing = true
        body()
        capturing.removeLast()
        isCapturing = !capturing.isEmpty
    }

    /// Whether an animation (or non-animation) block is running: the one test property
    /// setters make before anything else, so layout outside animations pays one load
    /// (without the dynamic exclusivity check, which an unoptimised build paid for every
    /// frame a layout pass sets: main actor only, never passed `inout`).
    @exclusivity(unchecked) private(set) static var isCapturing = false

    /// Starts `group`'s timeline now (after its delay); a group that captured nothing
    /// completes on the next turn of the run loop, finished.
    static func start(_ group: AnimationGroup) {
        group.startTime = UIRunLoop.main.clock() + group.delay
        if group.members == 0 {
            let completion = group.completion
            group.completion = nil
            if let completion { UIRunLoop.main.perform { completion(true, .end) } }
            return
        }
        ensureTimer()
    }

    /// Records a change of a property from what the screen shows (`presented`) to the
    /// model's new `value`: inside an animation block it animates; outside one it ends
    /// an animation of that property (unfinished) and shows the value at once.
    static func record<V: Interpolatable>(_ view: UIView, _ key: ReferenceWritableKeyPath<ViewAnimationState, PropertyAnimation<V>?>,
                                          from presented: V, to value: V) {
        if let group = currentGroup {
            let state = view.animationState ?? startAnimating(view)
            if var existing = state[keyPath: key] {
                if existing.group === group {
                    existing.to = value
                    state[keyPath: key] = existing
                    return
                }
                memberEnded(existing.group, finished: false)
            }
            state[keyPath: key] = PropertyAnimation(from: presented, to: value, group: group, current: presented)
            group.members += 1
            view.invalidatePresentedArea()
        } else if let state = view.animationState, let existing = state[keyPath: key] {
            state[keyPath: key] = nil
            memberEnded(existing.group, finished: false)
            if state.isEmpty { stopAnimating(view) }
        }
    }

    private static func startAnimating(_ view: UIView) -> ViewAnimationState {
        let state = ViewAnimationState()
        view.animationState = state
        animatingViews.append(view)
        return state
    }

    private static func stopAnimating(_ view: UIView) {
        view.animationState = nil
        animatingViews.removeAll { $0 === view }
        view.invalidatePresentedArea()
    }

    /// Groups whose last member ended, waiting for their completion to be called.
    private static var completed: [AnimationGroup] = []

    private static func memberEnded(_ group: AnimationGroup, finished: Bool) {
        if !finished { group.finished = false }
        group.members -= 1
        if group.members == 0 { completed.append(group) }
    }

    private static func ensureTimer() {
        guard timer == nil else { return }
        timer = UIRunLoop.main.scheduleTimer(after: frameInterval, repeating: frameInterval) { _ in
            ViewAnimator.tick()
        }
    }

    /// Moves every animation to the run loop's clock, ends those that are done, and
    /// calls the completions of groups that ended.
    static func tick() {
        let now = UIRunLoop.main.clock()
        // A reversed run that reached its start puts the starting values into the model.
        var reversedDone: [AnimationGroup] = []
        for view in animatingViews {
            for group in view.animationState?.groups ?? [] where group.isReversed && group.isDone(at: now)
                && !reversedDone.contains(where: { $0 === group }) {
                reversedDone.append(group)
            }
        }
        for group in reversedDone {
            remove(group, settingModelTo: .start)
            completed.append(group)
        }
        for view in animatingViews {
            guard let state = view.animationState else { continue }
            view.invalidatePresentedArea()
            advance(state, \.frame, now)
            advance(state, \.boundsOrigin, now)
            advance(state, \.alpha, now)
            advance(state, \.transform, now)
            advance(state, \.backgroundColor, now)
            advance(state, \.visibility, now)
            advance(state, \.transition, now)
            if state.isEmpty {
                view.animationState = nil
                state.transitionSnapshot = []
            }
            view.invalidatePresentedArea()
        }
        animatingViews.removeAll { $0.animationState == nil }
        stopTimerIfIdle()
        callCompletions()
    }

    private static func advance<V: Interpolatable>(_ state: ViewAnimationState,
                                                   _ key: ReferenceWritableKeyPath<ViewAnimationState, PropertyAnimation<V>?>,
                                                   _ now: Double) {
        guard var animation = state[keyPath: key] else { return }
        if animation.group.isDone(at: now) {
            state[keyPath: key] = nil
            memberEnded(animation.group, finished: true)
        } else {
            animation.advance(to: now)
            state[keyPath: key] = animation
        }
    }

    private static func callCompletions() {
        while !completed.isEmpty {
            let groups = completed
            completed.removeAll()
            for group in groups {
                let completion = group.completion
                group.completion = nil
                completion?(group.finished, group.isReversed ? .start : .end)
            }
        }
    }

    /// Ends every animation of `group` where it stands now (`position` .current), at its
    /// start or at its end, without calling its completion: for property animators.
    static func remove(_ group: AnimationGroup, settingModelTo position: UIViewAnimatingPosition) {
        for view in animatingViews {
            guard let state = view.animationState else { continue }
            view.invalidatePresentedArea()
            settle(view, state, \.frame, group, position) { view, value in view.setFrame(value, fromEngine: false) }
            settle(view, state, \.boundsOrigin, group, position) { view, value in view.bounds.origin = value }
            settle(view, state, \.alpha, group, position) { view, value in view.alpha = value }
            settle(view, state, \.transform, group, position) { view, value in view.transform = value }
            settle(view, state, \.backgroundColor, group, position) { view, value in view.backgroundColor = value.color }
            settle(view, state, \.visibility, group, position) { _, _ in }
            settle(view, state, \.transition, group, position) { _, _ in }
            if state.isEmpty { view.animationState = nil }
            view.invalidatePresentedArea()
        }
        animatingViews.removeAll { $0.animationState == nil }
        group.members = 0
        completed.removeAll { $0 === group }
        stopTimerIfIdle()
    }

    private static func settle<V: Interpolatable>(_ view: UIView, _ state: ViewAnimationState,
                                                  _ key: ReferenceWritableKeyPath<ViewAnimationState, PropertyAnimation<V>?>,
                                                  _ group: AnimationGroup, _ position: UIViewAnimatingPosition,
                                                  apply: (UIView, V) -> Void) {
        guard let animation = state[keyPath: key], animation.group === group else { return }
        state[keyPath: key] = nil
        switch position {
        case .end: break
        case .start: apply(view, animation.from)
        case .current: apply(view, animation.current)
        }
    }

    /// Ends every animation of `view` where the model is, unfinished (their groups'
    /// completions run with `false` once their other members end).
    static func removeAnimations(of view: UIView) {
        guard let state = view.animationState else { return }
        for group in state.groups { memberEnded(group, finished: false) }
        stopAnimating(view)
        callCompletions()
        stopTimerIfIdle()
    }

    /// Ends every animation everywhere, unfinished (for tests).
    static func removeAllAnimations() {
        for view in animatingViews { removeAnimations(of: view) }
        stopTimerIfIdle()
    }

    /// Drops the display-rate timer when nothing animates: an idle window does no work.
    private static func stopTimerIfIdle() {
        guard animatingViews.isEmpty else { return }
        timer?.invalidate()
        timer = nil
    }

    /// Shows the animations of `group` where its (paused, scrubbed or resumed) timeline
    /// stands now, for property animators: every animation is moved to the clock, as a
    /// frame would, and the frames keep coming while anything animates.
    static func refresh(_ group: AnimationGroup) {
        tick()
        if isAnimating { ensureTimer() }
    }

    /// Starts a transition of `view`: its current drawing is kept and fades out as the
    /// live one fades in.
    static func beginTransition(of view: UIView, in group: AnimationGroup) {
        let recorder = RecordingDrawingContext()
        view.render(in: recorder)
        let state = view.animationState ?? startAnimating(view)
        if let existing = state.transition { memberEnded(existing.group, finished: false) }
        state.transitionSnapshot = recorder.commands
        state.transition = PropertyAnimation(from: 0, to: 1, group: group, current: 0)
        group.members += 1
    }
}
