import Foundation

extension UIView {
    /// Draws the view and its subviews, as they show, scaled into `rect` of the current
    /// context (``UIGraphicsGetCurrentContext()``); with `afterScreenUpdates`, pending
    /// layout and drawing happen first. False when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFiniteRect else { return false }
        if afterUpdates {
            let root = window ?? self
            root.layoutIfNeeded()
            UpdateCycle.display(root)
        }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        render(in: BitmapDrawingContext(context: context))
        context.restoreGState()
        return true
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `context`, in the layer's coordinate space
    /// (a view's layer draws its view's hierarchy).
    public func render(in context: CGContext) {
        let drawing = BitmapDrawingContext(context: context)
        if let view = delegate {
            view.render(in: drawing)
            return
        }
        context.saveGState()
        context.translateBy(x: bounds.minX - frame.minX, y: bounds.minY - frame.minY)
        render(in: drawing, opacity: 1)
        context.restoreGState()
    }
}

/// A colour as Core Image reads its components.
public final class CIColor: @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    /// The components of `color` (resolved for the current traits).
    @preconcurrency @MainActor
    public convenience init(color: UIColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// A colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour of `cgColor`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The number of components (4).
    public var numberOfComponents: Int { 4 }
}
