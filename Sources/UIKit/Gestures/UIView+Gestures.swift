import Foundation

extension UIView {
    /// What ``gestureRecognizers`` returns (declared in the class, where it can be `open`).
    var uikitGestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// What ``addGestureRecognizer(_:)`` does (declared in the class, where it can be `open`).
    func performAddGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.viewReference = UnretainedReference(self)
    }

    /// What ``removeGestureRecognizer(_:)`` does (declared in the class, where it can be `open`).
    func performRemoveGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.viewReference = UnretainedReference(nil)
        gestureRecognizer.detach()
    }
}

extension UIGestureRecognizer {
    /// Leaves the touches it follows and returns to possible.
    func detach() {
        for touch in seenTouches { touch.recognizers.removeAll { $0 === self } }
        GestureArbiter.batch {
            if storedState != .possible || hasReceivedTouches || pendingState != nil {
                fail()
                GestureArbiter.noteActive(self)
            }
            trackedTouches.removeAll()
        }
    }
}
