import Foundation

extension UIWindow {
    /// Delivers `touches`, all in `phase`, as UIKit does: first to the gesture recognizers
    /// of each touch (collected when it begins from its view and the view's ancestors),
    /// then to the touches' views, unless a recognizer cancelled them there or holds them
    /// back (``UIGestureRecognizer/delaysTouchesBegan``,
    /// ``UIGestureRecognizer/delaysTouchesEnded``).
    func deliverTouches(_ touches: [UITouch], phase: UITouch.Phase, with event: UIEvent) {
        GestureArbiter.batch {
            if phase == .began {
                for touch in touches { attachRecognizers(to: touch) }
            }
            var recognizers: [UIGestureRecognizer] = []
            for touch in touches {
                for recognizer in touch.recognizers where !recognizers.contains(where: { $0 === recognizer }) {
                    recognizers.append(recognizer)
                }
            }
            for recognizer in recognizers {
                let mine = Set(touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } })
                guard !mine.isEmpty, recognizer.isEnabled else { continue }
                recognizer.lastWindowLocation = recognizer.currentWindowLocation
                guard [.possible, .began, .changed].contains(recognizer.state) else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(mine, with: event)
                case .moved, .stationary: recognizer.touchesMoved(mine, with: event)
                case .ended: recognizer.touchesEnded(mine, with: event)
                case .cancelled: recognizer.touchesCancelled(mine, with: event)
                }
            }
            if phase == .ended || phase == .cancelled {
                for recognizer in recognizers {
                    recognizer.lastWindowLocation = recognizer.currentWindowLocation
                    recognizer.trackedTouches.removeAll { touch in touches.contains { $0 === touch } }
                    // A recognizer still possible when its touches are up, and not waiting
                    // for more, did not see its gesture.
                    if recognizer.trackedTouches.isEmpty, recognizer.state == .possible, recognizer.pendingState == nil,
                       recognizer.hasReceivedTouches, !recognizer.isAwaitingMoreTouches {
                        recognizer.state = .failed
                    }
                }
            }
            for touch in touches { touch.deliverToView(phase, with: event) }
        }
    }

    /// Gives a new touch the enabled recognizers of its view and its ancestors (closest
    /// first) whose delegates accept it.
    private func attachRecognizers(to touch: UITouch) {
        var list: [UIGestureRecognizer] = []
        var current = touch.view
        while let view = current {
            for recognizer in view.attachedGestureRecognizers where recognizer.isEnabled {
                guard [.possible, .began, .changed].contains(recognizer.state),
                      recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
                list.append(recognizer)
            }
            current = view.superview
        }
        touch.recognizers = list
        for recognizer in list {
            recognizer.trackedTouches.append(touch)
            recognizer.seenTouches.append(touch)
            recognizer.hasReceivedTouches = true
            for other in list where !recognizer.peers.contains(where: { $0.recognizer === other }) {
                recognizer.peers.append(WeakGestureRecognizer(other))
            }
            GestureArbiter.noteActive(recognizer)
        }
    }
}

extension UITouch {
    /// Sends `phase` to the view now, or holds it back while a recognizer decides.
    func deliverToView(_ phase: Phase, with event: UIEvent) {
        guard !isCancelledInView, !viewHasFinished else { return }
        if !heldPhases.isEmpty || mustHold(phase) {
            heldPhases.append((phase, event))
            if !GestureArbiter.heldTouches.contains(where: { $0 === self }) { GestureArbiter.heldTouches.append(self) }
            return
        }
        sendToView(phase, with: event)
    }

    /// Whether a recognizer still deciding holds `phase` back from the view.
    func mustHold(_ phase: Phase) -> Bool {
        switch phase {
        case .began: return recognizers.contains { $0.delaysTouchesBegan && $0.isUndecided }
        case .ended: return recognizers.contains { $0.delaysTouchesEnded && $0.isUndecided }
        default: return false
        }
    }

    /// Calls the view's touch method for `phase`.
    func sendToView(_ phase: Phase, with event: UIEvent) {
        guard let view, !viewHasFinished else { return }
        switch phase {
        case .began:
            viewHasBegun = true
            view.touchesBegan([self], with: event)
        case .moved, .stationary:
            guard viewHasBegun else { return }
            view.touchesMoved([self], with: event)
        case .ended:
            guard viewHasBegun else { return }
            viewHasFinished = true
            view.touchesEnded([self], with: event)
        case .cancelled:
            guard viewHasBegun else { return }
            viewHasFinished = true
            view.touchesCancelled([self], with: event)
        }
    }
}

extension UIWindow {
    /// Delivers touches that do not come from the pointer, one per finger, as a touch
    /// screen would: `.began` hit-tests each new finger's location, `.moved` moves the
    /// fingers named, `.ended` and `.cancelled` lift them. The X11 host has one pointer,
    /// so this is how two-finger gestures (a pinch) are driven, in tests and by hosts
    /// with touch input.
    /// - Parameters:
    ///   - phase: what happens to the fingers in `locations`.
    ///   - locations: finger number → location in window coordinates.
    package func sendTouches(_ phase: UITouch.Phase, at locations: [Int: CGPoint]) {
        let now = UIRunLoop.main.clock()
        var changed: [UITouch] = []
        for (finger, location) in locations.sorted(by: { $0.key < $1.key }) {
            if phase == .began {
                guard eventState.fingers[finger] == nil else { continue }
                let hit = hitTest(location, with: nil)
                let touch = UITouch(location: location, view: hit, window: self, tapCount: 1, timestamp: now)
                eventState.fingers[finger] = touch
                changed.append(touch)
            } else if let touch = eventState.fingers[finger] {
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = location
                touch.phase = phase
                touch.timestamp = now
                if phase == .ended || phase == .cancelled { eventState.fingers[finger] = nil }
                changed.append(touch)
            }
        }
        guard !changed.isEmpty else { return }
        let all = Set(eventState.fingers.values).union(changed)
        let event = UIEvent(type: .touches, timestamp: now, modifierFlags: [], touches: all, inputEvent: nil)
        deliverTouches(changed, phase: phase, with: event)
    }
}
