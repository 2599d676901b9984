import Foundation

/// The current drawing destination, as UIKit's graphics context stack: a frame per
/// drawing (a view's `draw(_:)`, an image renderer's closure, a pushed context).
///
/// A frame has two routes into the same picture: UIKit's own views record commands on
/// ``drawing`` (a display list the host replays, text drawn by the host's text engine),
/// while ``UIGraphicsGetCurrentContext()`` gives user code a ``CGContext``. In a view's
/// `draw(_:)` that context is made only when first asked for (``makeContext``), so views
/// that never use it get no bitmap.
@preconcurrency @MainActor
enum DisplayPass {
    struct Frame {
        /// The display-list route (nil: made over ``context`` when asked for).
        var drawing: (any DrawingContext)?
        /// The Core Graphics context, once made.
        var context: CGContext?
        /// Makes the context on first use (a view's backing bitmap).
        var makeContext: (() -> CGContext?)?
        /// The colours ``UIColor/setFill()`` and ``UIColor/setStroke()`` set, for the
        /// display-list route (black when a drawing starts, as a new context's).
        var fillColor = UIColor.black
        var strokeColor = UIColor.black
    }

    /// The current frame.
    static var frame = Frame()
    /// The frames under it (``UIGraphicsPushContext(_:)`` and nested drawings).
    static var stack: [Frame] = []

    static var fillColor: UIColor { frame.fillColor }
    static var strokeColor: UIColor { frame.strokeColor }

    /// The display-list route of the current frame: its recorder, or the Core Graphics
    /// context itself.
    static var currentDrawing: (any DrawingContext)? {
        if let drawing = frame.drawing { return drawing }
        guard let context = frame.context else { return nil }
        let drawing = BitmapDrawingContext(context: context)
        frame.drawing = drawing
        return drawing
    }

    /// The current frame's Core Graphics context, made now if the frame makes one lazily.
    static var currentContext: CGContext? {
        if let context = frame.context { return context }
        guard let make = frame.makeContext, let context = make() else { return nil }
        frame.makeContext = nil
        frame.context = context
        context.setFillColor(frame.fillColor.cgColor)
        context.setStrokeColor(frame.strokeColor.cgColor)
        return context
    }

    /// Runs `body` with a new frame current, then puts back the one before; returns what
    /// `body` returned and the frame as it ended (with the context if one was made).
    static func drawing<T>(_ new: Frame, _ body: () -> T) -> (result: T, frame: Frame) {
        stack.append(frame)
        frame = new
        defer { frame = stack.removeLast() }
        let result = body()
        return (result, frame)
    }

    /// Runs `body` recording on `context` (no Core Graphics context).
    static func drawing<T>(into context: any DrawingContext, _ body: () -> T) -> T {
        drawing(Frame(drawing: context), body).result
    }

    static func setFillColor(_ color: UIColor) {
        frame.fillColor = color
        frame.context?.setFillColor(color.cgColor)
    }

    static func setStrokeColor(_ color: UIColor) {
        frame.strokeColor = color
        frame.context?.setStrokeColor(color.cgColor)
    }
}

/// The current graphics context: the one a view's `draw(_:)`, an image renderer's
/// closure or ``UIGraphicsPushContext(_:)`` made current; nil outside them. In a view's
/// `draw(_:)` the first call makes the view's backing bitmap (its bounds at the screen's
/// scale, origin top-left, y down), which is then shown over what UIKit drew.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    DisplayPass.currentContext
}

/// UIKit's own drawing route: the display list of the view being drawn (replayed by the
/// host, text drawn by its text engine), or a ``DrawingContext`` over the current
/// ``CGContext`` in an image renderer or a pushed context; nil outside them.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentDrawingContext() -> (any DrawingContext)? {
    DisplayPass.currentDrawing
}

/// Makes `context` the current graphics context (for ``UIBezierPath``, ``UIColor/set()``,
/// ``UIImage/draw(in:)``…) until the matching ``UIGraphicsPopContext()``. Its state and
/// CTM are not changed.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    DisplayPass.stack.append(DisplayPass.frame)
    DisplayPass.frame = DisplayPass.Frame(context: context)
}

/// Makes the context current before the last ``UIGraphicsPushContext(_:)`` current again;
/// an unbalanced call is logged and ignored.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    guard let previous = DisplayPass.stack.popLast() else {
        LayoutDiagnostics.error("UIGraphicsPopContext(): no context was pushed")
        return
    }
    DisplayPass.frame = previous
}
