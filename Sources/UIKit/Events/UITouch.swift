import Foundation

/// One pointer contact: where it is, which view it belongs to and in which phase.
///
/// A press of the primary pointer button starts a touch on the hit-tested view; the
/// moves and the release that follow belong to the same touch (and view), wherever the
/// pointer goes, as with UIKit's touches. One touch object lives for the whole sequence.
@preconcurrency @MainActor
public final class UITouch: NSObject {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began
        /// The pointer moved with the button down.
        case moved
        /// The touch did not change in this event.
        case stationary
        /// The button went up.
        case ended
        /// The system ended the sequence (the window closed, or a new press arrived before
        /// the release).
        case cancelled
    }

    /// What made the touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen.
        case indirect
        /// A stylus.
        case pencil
        /// A mouse or trackpad pointer (every touch on X11).
        case indirectPointer
    }

    /// The current phase.
    public internal(set) var phase: Phase
    /// The view the touch began in (kept for the whole sequence).
    public internal(set) var view: UIView? {
        get { viewReference.object }
        set { viewReference = UnretainedReference(newValue) }
    }
    /// The window the touch belongs to.
    public internal(set) var window: UIWindow? {
        get { windowReference.object }
        set { windowReference = UnretainedReference(newValue) }
    }
    private var viewReference = UnretainedReference<UIView>(nil)
    private var windowReference = UnretainedReference<UIWindow>(nil)
    /// How many presses in quick succession at about the same place this one completes
    /// (2 for the second click of a double-click).
    public internal(set) var tapCount: Int
    /// When the touch last changed, in ``UIRunLoop/clock`` seconds.
    public internal(set) var timestamp: TimeInterval
    /// Always ``TouchType/indirectPointer`` here.
    public let type: TouchType = .indirectPointer

    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    /// The recognizers that receive this touch (those of its view and the view's
    /// ancestors that accepted it), or `nil` when none do.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }
    /// The recognizers of the touch, set when it begins (UITouch+Gestures.swift).
    var recognizers: [UIGestureRecognizer] = []
    /// The phases the view has not been given yet, while a recognizer decides.
    var heldPhases: [(phase: Phase, event: UIEvent)] = []
    /// A recognizer took the touch: the view gets no more of it.
    var isCancelledInView = false
    /// Whether the view has been given the touch's beginning, and its end (or cancellation).
    var viewHasBegun = false
    var viewHasFinished = false

    init(location: CGPoint, view: UIView?, window: UIWindow, tapCount: Int, timestamp: TimeInterval) {
        phase = .began
        self.tapCount = tapCount
        self.timestamp = timestamp
        windowLocation = location
        previousWindowLocation = location
        super.init()
        self.view = view
        self.window = window
    }

    /// The touch's location in `view`'s coordinates (the window's when `nil`).
    public func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The location before the last move, in `view`'s coordinates (the window's when `nil`).
    public func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, view !== window else { return point }
        return view.convert(point, from: nil)
    }
}
