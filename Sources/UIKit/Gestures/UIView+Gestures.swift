import Foundation

extension UIView {
    /// The gesture recognizers attached to the view, in the order added (`nil` when
    /// none). Setting it replaces them all.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, which then receives the touches that begin in this
    /// view and its subviews. The view keeps it; a recognizer attached to another view
    /// moves here.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.viewReference = UnretainedReference(self)
    }

    /// Detaches `gestureRecognizer`; a gesture under way is abandoned without actions.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
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
