import Foundation

/// How a ``UIGraphicsImageRenderer`` makes its images: the scale (pixels per point) and
/// whether they are opaque.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
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

/// What a ``UIGraphicsImageRenderer``'s drawing closure draws with. Inside the closure
/// ``UIGraphicsGetCurrentContext()`` is this context's drawing context too, so a view's
/// drawing code (fills, strokes, lines, rounded shapes, shadows, images) draws into the
/// image.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    let bitmap: BitmapDrawingContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(bitmap: BitmapDrawingContext, format: UIGraphicsImageRendererFormat) {
        self.bitmap = bitmap
        self.format = format
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        UIImage(bitmap: bitmap.makeBitmap() ?? UIGraphicsImageRenderer.emptyBitmap, scale: format.scale)
    }

    /// Fills `rect` with the colour last set by ``UIColor/setFill()`` (black by default).
    open func fill(_ rect: CGRect) {
        bitmap.fill(rect, color: DisplayPass.fillColor, alpha: 1)
    }

    /// Strokes `rect`'s outline, one point wide, with the colour last set by
    /// ``UIColor/setStroke()``.
    open func stroke(_ rect: CGRect) {
        bitmap.stroke(rect, color: DisplayPass.strokeColor, lineWidth: 1, alpha: 1)
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        bitmap.clip(to: rect)
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
///
/// Text drawn inside the closure is left out (there is no font rasteriser off screen).
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
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.isFiniteRect ? bounds.standardized : .zero
        self.format = format
    }

    /// Runs `actions` to draw the image and returns it.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale.isFinite && format.scale > 0 ? format.scale : 1
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            LayoutDiagnostics.error("UIGraphicsImageRenderer: cannot make an image of \(bounds.size) at scale \(scale)")
            return UIImage(bitmap: Self.emptyBitmap, scale: 1)
        }
        let bitmap = BitmapDrawingContext(pixelWidth: width, pixelHeight: height, scale: scale, opaque: format.opaque)
        bitmap.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(bitmap: bitmap, format: format)
        DisplayPass.drawing(into: bitmap) { actions(context) }
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

extension UIColor {
    /// Makes this the colour of later fills and strokes in the current drawing.
    @preconcurrency @MainActor
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the colour of later fills (``UIGraphicsImageRendererContext/fill(_:)``,
    /// ``UIBezierPath/fill()``) in the current drawing.
    @preconcurrency @MainActor
    public func setFill() {
        DisplayPass.fillColor = self
    }

    /// Makes this the colour of later strokes in the current drawing.
    @preconcurrency @MainActor
    public func setStroke() {
        DisplayPass.strokeColor = self
    }
}
