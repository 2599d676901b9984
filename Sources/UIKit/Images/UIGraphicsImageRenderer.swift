import Foundation

/// What every renderer's format has: the area drawn.
@preconcurrency @MainActor
open class UIGraphicsRendererFormat: NSObject {
    /// The area drawn, in points (set by the renderer).
    open internal(set) var bounds: CGRect = .zero
}

/// How a ``UIGraphicsImageRenderer`` makes its images: the scale (pixels per point) and
/// whether they are opaque.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point (the main screen's by default).
    open var scale: CGFloat
    /// Whether the image has no transparency (it starts black instead of clear).
    open var opaque = false

    /// The main screen's scale, not opaque.
    public override init() {
        scale = UIScreen.main.scale
    }

    /// The format with the highest fidelity the screen supports: here the same as `init()`.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format matching the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure draws with: ``cgContext`` (also
/// ``UIGraphicsGetCurrentContext()`` inside the closure), flipped as UIKit's contexts are
/// (origin top-left, y down, points).
@preconcurrency @MainActor
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context drawn in.
    public let cgContext: CGContext

    init(cgContext: CGContext) {
        self.cgContext = cgContext
    }

    /// Fills `rect` with the context's fill colour (``UIColor/setFill()``; black by default).
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the fill colour in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect`'s outline with the context's stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect`'s outline in `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// What a ``UIGraphicsImageRenderer``'s drawing closure draws with: the context (the
/// scale in its CTM) and what has been drawn so far.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init(cgContext: cgContext)
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else {
            return UIImage(bitmap: UIGraphicsImageRenderer.emptyBitmap, scale: 1)
        }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }
}

/// Makes images from drawing code, as UIKit's:
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let badge = renderer.image { context in
///     UIColor.systemRed.setFill()
///     context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
/// }
/// ```
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    /// The format the images are made in.
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn, in points.
    public let bounds: CGRect

    static let emptyBitmap = ImageBitmap(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])!

    /// A renderer of images of `size` points at the main screen's scale.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of the area `bounds` (its origin is the image's top-left corner).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of the area `bounds` (its origin is the image's top-left corner).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.isFiniteRect ? bounds.standardized : .zero
        self.format = format
        format.bounds = self.bounds
    }

    /// Runs `actions` to draw the image and returns it.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale.isFinite && format.scale > 0 ? format.scale : 1
        guard let cgContext = CGContext(uikitSize: bounds.size, scale: scale, opaque: format.opaque) else {
            return UIImage(bitmap: Self.emptyBitmap, scale: 1)
        }
        cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
        _ = DisplayPass.drawing(DisplayPass.Frame(context: cgContext)) { actions(context) }
        return context.currentImage
    }

    /// Draws the image and returns it as PNG bytes.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Draws the image and returns it as JPEG bytes.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
