internal import ImageCodecs
import Foundation

/// An image: decoded pixels (PNG or JPEG), a scale, and layout hints.
///
/// As in UIKit, an image is immutable; the `with…` methods return new images sharing the
/// same pixels. ``size`` is in points: the pixel size divided by ``scale`` (2 for a file
/// named `name@2x.png`).
open class UIImage: NSObject, @unchecked Sendable {
    /// The pixels.
    public let bitmap: ImageBitmap
    /// Pixels per point.
    public let scale: CGFloat
    /// Insets from the image's edges to the part layout aligns (shadows and badges left
    /// out). A ``UIImageView`` takes its alignment rectangle from them.
    public let alignmentRectInsets: UIEdgeInsets
    /// The insets that stay unscaled when the image is drawn larger (see
    /// ``resizableImage(withCapInsets:resizingMode:)``).
    public let capInsets: UIEdgeInsets
    /// How the part between the caps fills a larger size.
    public let resizingMode: ResizingMode
    /// Whether the image is drawn as it is or as a template in its view's tint colour
    /// (see ``withRenderingMode(_:)``).
    public let renderingMode: RenderingMode
    /// The symbol this image draws (``init(systemName:)``), set once by the initialiser.
    var symbol: SymbolImageDescriptor?
    /// Which way up the given pixels are shown (``init(cgImage:scale:orientation:)``);
    /// ``bitmap`` holds them already turned.
    public internal(set) var imageOrientation: Orientation = .up
    /// The pixels as given, before ``imageOrientation`` turned them; nil when `.up`.
    var unorientedBitmap: ImageBitmap?

    /// How a resizable image fills the part between its caps.
    public enum ResizingMode: Int, Sendable {
        /// The middle is repeated.
        case tile = 0
        /// The middle is stretched.
        case stretch = 1
    }

    /// Creates an image of `bitmap` at `scale` pixels per point.
    public init(bitmap: ImageBitmap, scale: CGFloat = 1, alignmentRectInsets: UIEdgeInsets = .zero,
                capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile,
                renderingMode: RenderingMode = .automatic) {
        self.bitmap = bitmap
        self.renderingMode = renderingMode
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.alignmentRectInsets = alignmentRectInsets
        self.capInsets = capInsets
        self.resizingMode = resizingMode
    }

    /// `#imageLiteral(resourceName: "name")`: the image ``init(named:)`` finds. Where
    /// UIKit stops the program for a missing resource, this logs the name and gives an
    /// empty 1 × 1 image.
    public required convenience init(imageLiteralResourceName name: String) {
        let found = mainActorUnchecked { () -> (bitmap: ImageBitmap, scale: CGFloat)? in
            let preferred = UIScreen.main.scale
            return NamedImageCache.shared.image(named: name, bundle: .main, preferredScale: preferred)
        }
        if let found {
            self.init(bitmap: found.bitmap, scale: found.scale)
        } else {
            UIImage.log("UIImage: no image named \(name) for #imageLiteral")
            self.init(bitmap: ImageBitmap(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])!, scale: 1)
        }
    }

    /// Decodes PNG or JPEG `data` at scale 1; nil (and a log line saying why) when the
    /// bytes are not a whole image.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG `data` at `scale` pixels per point; a JPEG's EXIF orientation
    /// becomes ``imageOrientation``, as on iOS (a portrait photo is `.right` and tall).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = UIImage.decode(data, source: "data (\(data.count) bytes)") else { return nil }
        self.init(givenBitmap: bitmap, scale: scale, orientation: UIImage.exifOrientation(of: data))
    }

    /// Reads the PNG or JPEG file at `path` (a name ending `@2x` or `@3x` gives that scale);
    /// nil, with a log line, when the file is missing or not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            UIImage.log("UIImage: no file at \(path)")
            return nil
        }
        guard let bitmap = UIImage.decode(data, source: path) else { return nil }
        self.init(givenBitmap: bitmap, scale: UIImage.scale(ofFileNamed: path), orientation: UIImage.exifOrientation(of: data))
    }

    static func decode(_ data: Data, source: String) -> ImageBitmap? {
        do {
            return ImageBitmap(try ImageCodec.decode(data))
        } catch {
            UIImage.log("UIImage: \(source) is not a readable image: \(error)")
            return nil
        }
    }

    /// Logs why an image could not be made (from any thread).
    static func log(_ message: String) {
        LayoutDiagnostics.error(message)
    }

    /// The scale a file's name gives (`icon@2x.png` → 2), 1 without a suffix.
    static func scale(ofFileNamed path: String) -> CGFloat {
        let stem = (path as NSString).lastPathComponent.split(separator: ".").first.map(String.init) ?? ""
        for factor in [3, 2] where stem.hasSuffix("@\(factor)x") { return CGFloat(factor) }
        return 1
    }

    /// The size in points.
    open var size: CGSize {
        CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// This image with `alignmentInsets` as its alignment insets (the fourth article's
    /// `imageWithAlignmentRectInsets:` for pictures with a shadow drawn in).
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, alignmentRectInsets: alignmentInsets, capInsets: capInsets, resizingMode: resizingMode,
                renderingMode: renderingMode).keepingOrientation(of: self)
    }

    /// This image, drawn larger by tiling the part between `capInsets`.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// This image, drawn larger by tiling or stretching the part between `capInsets`
    /// (the caps keep their size).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, alignmentRectInsets: alignmentRectInsets, capInsets: capInsets, resizingMode: resizingMode,
                renderingMode: renderingMode).keepingOrientation(of: self)
    }

    /// The image as PNG bytes (nil if encoding fails).
    open func pngData() -> Data? {
        try? ImageCodec.pngData(bitmap.raster)
    }

    /// The image as JPEG bytes, `compressionQuality` from 0 (smallest) to 1 (best).
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        try? ImageCodec.jpegData(bitmap.raster, quality: Double(compressionQuality))
    }

    nonisolated open override var description: String {
        mainActorUnchecked {
            "<UIImage:\(addressString(of: self)) anonymous {\(size.width.formattedG), \(size.height.formattedG)}>"
        }
    }
}

extension UIImage: _ExpressibleByImageLiteral {}
