import Foundation

/// The image contexts of UIKit's older API (`UIGraphicsBeginImageContextWithOptions`),
/// each a flipped ``CGContext`` pushed as the current context.
@preconcurrency @MainActor
enum ImageContexts {
    static var open: [(context: CGContext, scale: CGFloat)] = []
}

/// Starts an image context of `size` points at scale 1, not opaque, and makes it current.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context of `size` points at `scale` pixels per point (0: the main
/// screen's), opaque (starting black, alpha dropped) or not, and makes it current: origin
/// top-left, y down. End it with ``UIGraphicsEndImageContext()``.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIScreen.main.scale : scale
    guard let context = CGContext(uikitSize: size, scale: scale, opaque: opaque) else { return }
    ImageContexts.open.append((context, scale))
    UIGraphicsPushContext(context)
}

/// What the current image context holds, as an image at its scale; nil when no image
/// context is current.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (context, scale) = ImageContexts.open.last, DisplayPass.frame.context === context,
          let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context (made current by
/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``), making the one before current.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let (context, _) = ImageContexts.open.popLast() else {
        LayoutDiagnostics.error("UIGraphicsEndImageContext(): no image context is open")
        return
    }
    if DisplayPass.frame.context === context { UIGraphicsPopContext() }
}

/// Fills `rect` in the current context with its fill colour, replacing what is there
/// (the `.copy` blend mode).
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .copy) }

/// Fills `rect` in the current context with its fill colour in `blendMode`.
@preconcurrency @MainActor
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a frame one unit wide just inside `rect` in the current context, with the fill
/// colour, replacing what is there (the `.copy` blend mode).
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) { UIRectFrameUsingBlendMode(rect, .copy) }

/// Draws a frame one unit wide just inside `rect` with the fill colour in `blendMode`.
@preconcurrency @MainActor
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext(), rect.isFiniteRect else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    if r.width <= 2 || r.height <= 2 {
        context.fill(r)
    } else {
        context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
                      CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
                      CGRect(x: r.minX, y: r.minY + 1, width: 1, height: r.height - 2),
                      CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: r.height - 2)])
    }
    context.restoreGState()
}

/// Intersects the current context's clip with `rect` (negative sizes: no change).
@preconcurrency @MainActor
public func UIRectClip(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.width >= 0, rect.height >= 0 else { return }
    context.clip(to: rect)
}

extension UIColor {
    /// Makes this the fill and stroke colour of the current context.
    @preconcurrency @MainActor
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the fill colour of the current context.
    @preconcurrency @MainActor
    public func setFill() { DisplayPass.setFillColor(self) }

    /// Makes this the stroke colour of the current context.
    @preconcurrency @MainActor
    public func setStroke() { DisplayPass.setStrokeColor(self) }
}
