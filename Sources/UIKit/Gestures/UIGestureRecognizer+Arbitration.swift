import Foundation

// The state machine and the rules between recognizers: who may begin, who waits for whom,
// who stops whom.
extension UIGestureRecognizer {
    /// Makes the move to `newState` that a subclass (or the system) asked for.
    func move(to newState: State) {
        let old = storedState
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            if pendingState != nil {
                // Already waiting: a continuous gesture that ends while it waits is
                // reported as recognized when it may go.
                pendingState = newState == .ended ? .ended : pendingState
                return
            }
            GestureArbiter.noteActive(self)
            attemptRecognition(newState)
        case (.possible, .failed), (.possible, .cancelled):
            GestureArbiter.noteActive(self)
            fail()
        case (.began, .changed), (.changed, .changed):
            setStoredState(.changed)
            sendActions()
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            setStoredState(newState)
            sendActions()
        case (.began, .failed), (.changed, .failed):
            setStoredState(.cancelled)
            sendActions()
        default:
            break
        }
    }

    /// Fails now (no actions); whoever waited for this failure is looked at again when the
    /// current batch settles.
    func fail() {
        pendingState = nil
        setStoredState(.failed)
    }

    /// Cancels a gesture under way, fails one not yet begun: what a continuous recognizer
    /// does when its touches are cancelled.
    func cancelOrFail() {
        state = storedState == .began || storedState == .changed ? .cancelled : .failed
    }

    /// Whether this recognizer is still possible with a gesture under way: others that
    /// require its failure must wait.
    var isUndecided: Bool {
        storedState == .possible && (hasReceivedTouches || pendingState != nil)
    }

    /// Whether the recognizer has begun or been recognized in the current gesture.
    var hasRecognized: Bool {
        storedState == .began || storedState == .changed || storedState == .ended
    }

    private func attemptRecognition(_ newState: State) {
        switch requirementStatus() {
        case .blocked: fail()
        case .waiting: pendingState = newState
        case .clear: commit(newState)
        }
    }

    enum RequirementStatus { case clear, waiting, blocked }

    /// Whether the recognizers this one waits for have all failed (clear), one of them
    /// recognized (blocked), or some are still deciding (waiting).
    func requirementStatus() -> RequirementStatus {
        var waiting = false
        for other in requirementCandidates where requiresFailure(of: other) {
            if other.hasRecognized { return .blocked }
            if other.isUndecided { waiting = true }
        }
        return waiting ? .waiting : .clear
    }

    /// The explicit requirements and the recognizers sharing this gesture's touches.
    private var requirementCandidates: [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for entry in requiredFailures + peers {
            guard let other = entry.recognizer, other !== self, !result.contains(where: { $0 === other }) else { continue }
            result.append(other)
        }
        return result
    }

    /// Whether this recognizer must wait for `other` to fail, by any of UIKit's five ways.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        if requiredFailures.contains(where: { $0.recognizer === other }) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether a delegate of either lets both recognize at once.
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether the delegate and every view the touches began in let the recognizer begin.
    private func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        var views: [UIView] = []
        for touch in seenTouches {
            if let touchView = touch.view, !views.contains(where: { $0 === touchView }) { views.append(touchView) }
        }
        if views.isEmpty, let view { views.append(view) }
        return views.allSatisfy { $0.gestureRecognizerShouldBegin(self) }
    }

    /// Begins or recognizes for real: the checks, then the other recognizers that must
    /// stop, the touches cancelled in their views, the actions.
    func commit(_ newState: State) {
        pendingState = nil
        guard shouldBegin() else { fail(); return }
        var others: [UIGestureRecognizer] = []
        for entry in peers + dependents {
            guard let other = entry.recognizer, other !== self, !others.contains(where: { $0 === other }) else { continue }
            others.append(other)
        }
        // A gesture already under way that may stop this one does.
        for other in others where other.storedState == .began || other.storedState == .changed {
            if other.canPrevent(self) && canBePrevented(by: other) && !recognizesSimultaneously(with: other) {
                fail()
                return
            }
        }
        setStoredState(newState)
        // Those waiting for this one to fail fail; the others still possible are stopped.
        for other in others where other.storedState == .possible {
            if other.requiresFailure(of: self)
                || canPrevent(other) && other.canBePrevented(by: self) && !recognizesSimultaneously(with: other) {
                other.fail()
                GestureArbiter.noteActive(other)
            }
        }
        if cancelsTouchesInView { GestureArbiter.cancelTouchesInViews(seenTouches) }
        sendActions()
    }

    /// Back to possible, forgetting the gesture; calls ``reset()``.
    func resetToPossible() {
        setStoredState(.possible)
        pendingState = nil
        trackedTouches.removeAll()
        seenTouches.removeAll()
        peers.removeAll()
        hasReceivedTouches = false
        reset()
    }
}

/// Runs recognizer state changes in batches and, once a batch is over, settles what they
/// imply: pending recognitions whose requirements failed go ahead (or fail), held view
/// touches are delivered, and finished recognizers whose touches are up are reset.
@MainActor
enum GestureArbiter {
    private static var depth = 0
    /// Recognizers with a gesture under way (received touches, waiting or finished).
    private static var active: [UIGestureRecognizer] = []
    /// Touches whose phases a view has not been given yet.
    static var heldTouches: [UITouch] = []

    /// Runs `body`; settles when the outermost batch ends.
    static func batch(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        if depth == 0 { settle() }
    }

    static func noteActive(_ recognizer: UIGestureRecognizer) {
        if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
    }

    private static func settle() {
        depth += 1
        defer { depth -= 1 }
        var rounds = 0
        while rounds < 100 {
            rounds += 1
            var changed = false
            // Dependents of a recognizer that recognized fail; those of failures may go.
            for recognizer in active where recognizer.pendingState != nil {
                guard let pending = recognizer.pendingState else { continue }
                switch recognizer.requirementStatus() {
                case .waiting: continue
                case .blocked: recognizer.fail()
                case .clear: recognizer.commit(pending)
                }
                changed = true
            }
            if flushHeldTouches() { changed = true }
            if !changed { break }
        }
        let finished = active.filter {
            [.ended, .cancelled, .failed].contains($0.storedState) && $0.trackedTouches.isEmpty
        }
        active.removeAll { recognizer in finished.contains { $0 === recognizer } }
        for recognizer in finished { recognizer.resetToPossible() }
        active.removeAll { $0.storedState == .possible && !$0.hasReceivedTouches && $0.pendingState == nil }
    }

    // MARK: Views' touches

    /// Cancels `touches` in their views: a view that already has a touch gets
    /// `touchesCancelled`; phases held back are dropped; nothing more reaches the view.
    static func cancelTouchesInViews(_ touches: [UITouch]) {
        for touch in touches where !touch.isCancelledInView {
            touch.isCancelledInView = true
            touch.heldPhases.removeAll()
            guard touch.viewHasBegun && !touch.viewHasFinished else { continue }
            touch.viewHasFinished = true
            let event = UIEvent(type: .touches, timestamp: touch.timestamp, modifierFlags: [], touches: [touch], inputEvent: nil)
            touch.view?.touchesCancelled([touch], with: event)
        }
    }

    /// Gives views the phases they were held back from once no recognizer holds them.
    /// - Returns: whether anything was delivered or dropped.
    private static func flushHeldTouches() -> Bool {
        var changed = false
        for touch in heldTouches {
            while let (phase, event) = touch.heldPhases.first, !touch.isCancelledInView, !touch.mustHold(phase) {
                touch.heldPhases.removeFirst()
                touch.sendToView(phase, with: event)
                changed = true
            }
        }
        let before = heldTouches.count
        heldTouches.removeAll { $0.heldPhases.isEmpty || $0.isCancelledInView }
        return changed || before != heldTouches.count
    }
}
