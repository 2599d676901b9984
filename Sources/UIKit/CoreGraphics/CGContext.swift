internal import CCairo
import Foundation

/// A Quartz 2D drawing destination, as Core Graphics' `CGContext`, drawn by cairo: a
/// bitmap in memory with a graphics state stack, a current path, a clip and a
/// transformation (the CTM).
///
/// Bitmap contexts made with
/// ``init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`` have Quartz's
/// coordinates (origin bottom-left, y up, 1 unit = 1 pixel, identity ``ctm``). The contexts
/// UIKit makes (a view's `draw(_:)`, ``UIGraphicsImageRenderer``,
/// `UIGraphicsBeginImageContextWithOptions`) are flipped: origin top-left, y down, in
/// points, the scale in the CTM.
///
/// Quartz device space (y up, pixels) is cairo's device space flipped: the cairo matrix
/// starts at `[1, 0, 0, −1, 0, height]` and ``ctm`` is reported relative to it.
public class CGContext {
    /// The cairo surface drawn on (ARGB32, premultiplied).
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// How the caller's pixels are laid out.
    let layout: BitmapLayout
    /// The caller's memory when its layout is not cairo's (kept in step with the surface).
    let external: ExternalBuffer?
    /// Pixels per base-space unit (a UIKit context's scale): shadow offsets and blurs are
    /// given in base space.
    let baseScale: CGFloat
    /// Whether base space has y downwards (UIKit's contexts) for shadow offsets.
    let baseIsFlipped: Bool
    /// What cairo does not keep: colours, alpha, blend mode, shadow, mask clip…
    var gstate = GraphicsState()
    var savedStates: [GraphicsState] = []
    /// Whether anti-aliasing may be turned on (``setAllowsAntialiasing(_:)``).
    var allowsAntialiasing = true
    /// Whether a cairo error was logged (cairo's errors are sticky).
    var reportedError = false

    /// A bitmap context over `data` (nil: memory the context allocates) of `width × height`
    /// pixels, as Core Graphics' `CGBitmapContextCreate`: 8 bits per component, RGB with
    /// premultiplied or skipped alpha (first or last, either byte order), gray without
    /// alpha, or alpha only. `bytesPerRow` 0 computes it. nil, with a logged reason, for
    /// parameters Core Graphics rejects too.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        let layout: BitmapLayout
        switch BitmapLayout.make(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo) {
        case .success(let value): layout = value
        case .failure(let reason):
            LayoutDiagnostics.error("CGContext(data:width:height:…): unsupported parameter combination: \(reason)")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard width > 0, height > 0, width <= 32767, height <= 32767, rowBytes >= width * layout.bytesPerPixel else {
            LayoutDiagnostics.error("CGContext(data:width:height:…): invalid size \(width) × \(height) or bytesPerRow \(bytesPerRow)")
            return nil
        }
        let direct = layout == .cairo && rowBytes % 4 == 0
        let surface: OpaquePointer?
        if direct, let data {
            surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(rowBytes))
            external = nil
        } else if direct {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            external = nil
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            external = ExternalBuffer(pointer: data, bytesPerRow: rowBytes, height: height)
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            LayoutDiagnostics.error("CGContext: cairo could not make a \(width) × \(height) surface")
            return nil
        }
        self.surface = surface
        self.width = width
        self.height = height
        self.layout = layout
        baseScale = 1
        baseIsFlipped = false
        cr = cairo_create(surface)
        configureDefaults()
        if let external, data != nil { external.load(into: self) }
    }

    /// A flipped context as UIKit makes them: `size` points at `scale` pixels per point,
    /// origin top-left, y down; transparent unless `opaque` (then black).
    init?(uikitSize size: CGSize, scale: CGFloat, opaque: Bool) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
        guard size.width.isFinite, size.height.isFinite, w > 0, h > 0, w <= 32767, h <= 32767,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            LayoutDiagnostics.error("UIKit graphics context: cannot make an image of \(size) at scale \(scale)")
            return nil
        }
        self.surface = surface
        width = w
        height = h
        layout = opaque ? BitmapLayout(order: .bgra, hasAlpha: false) : .cairo
        external = nil
        baseScale = scale
        baseIsFlipped = true
        cr = cairo_create(surface)
        configureDefaults()
        if opaque {
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_paint(cr)
        }
        // UIKit's flip: y down from the top, in points.
        concatenate(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(h)))
    }

    /// A flipped context (UIKit's: origin top-left, y down, 1 unit a point) drawing pages
    /// of `size` points into the PDF surface `pdfSurface`, which it takes over.
    init(pdfSurface: OpaquePointer, size: CGSize) {
        surface = pdfSurface
        width = max(1, Int(size.width.rounded()))
        height = max(1, Int(size.height.rounded()))
        layout = .cairo
        external = nil
        baseScale = 1
        baseIsFlipped = true
        cr = cairo_create(pdfSurface)
        startPDFPageState()
    }

    /// A new page's state: no saved states, no clip, defaults, UIKit's flip.
    func startPDFPageState() {
        savedStates.removeAll()
        gstate = GraphicsState()
        cairo_reset_clip(cr)
        cairo_new_path(cr)
        configureDefaults()
        concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func configureDefaults() {
        // Quartz device space is y up.
        var base = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
        cairo_set_matrix(cr, &base)
        cairo_set_line_width(cr, 1)
        cairo_set_miter_limit(cr, 10)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_tolerance(cr, 0.1)
    }

    /// The pixels' memory (the caller's, or the context's own), in the layout the context
    /// was made with.
    public var data: UnsafeMutableRawPointer? {
        if let external {
            external.store(from: self)
            external.isExposed = true
            return external.pointer
        }
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface).map { UnsafeMutableRawPointer($0) }
    }

    /// Bytes from one row to the next.
    public var bytesPerRow: Int { external?.bytesPerRow ?? Int(cairo_image_surface_get_stride(surface)) }
    /// Bits per component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel.
    public var bitsPerPixel: Int { layout.bytesPerPixel * 8 }
    /// The layout of the pixels.
    public var bitmapInfo: CGBitmapInfo { layout.bitmapInfo }
    /// How the pixels carry alpha.
    public var alphaInfo: CGImageAlphaInfo { layout.bitmapInfo.alphaInfo }
    /// The colour space.
    public var colorSpace: CGColorSpace? { layout.colorSpace }

    /// A snapshot of the pixels as an image (later drawing does not change it).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var bytes = [UInt8](repeating: 0, count: width * height * layout.bytesPerPixel)
        bytes.withUnsafeMutableBytes { out in
            layout.store(from: pixels, cairoStride: stride, into: out.baseAddress!, stride: width * layout.bytesPerPixel,
                         width: width, height: height)
        }
        return CGImage(width: width, height: height, bytes: bytes, layout: layout)
    }

    /// Finishes drawing: the caller's memory holds every pixel drawn.
    public func flush() {
        cairo_surface_flush(surface)
        external?.store(from: self)
    }

    /// Same as ``flush()``: drawing here is never deferred.
    public func synchronize() { flush() }

    /// Called before painting: the caller may have written into its memory.
    func willPaint() {
        if let external, external.isExposed { external.load(into: self) }
    }

    /// Called after painting: the caller's memory follows, or is marked stale.
    func didPaint() {
        if cairo_status(cr) != CAIRO_STATUS_SUCCESS, !reportedError {
            reportedError = true
            LayoutDiagnostics.error("CGContext: cairo stopped drawing: \(String(cString: cairo_status_to_string(cairo_status(cr))))")
        }
        guard let external else { return }
        if external.isExposed { external.store(from: self) } else { external.isStale = true }
    }
}

/// The caller's pixel memory of a bitmap context whose layout cairo cannot draw in
/// (RGBA bytes, gray, alpha only): converted to and from the cairo surface.
final class ExternalBuffer {
    let pointer: UnsafeMutableRawPointer
    let ownsMemory: Bool
    let bytesPerRow: Int
    /// Whether the caller can see the memory (it passed it, or read ``CGContext/data``):
    /// then it follows every drawing operation.
    var isExposed: Bool
    /// Whether the surface has changed since the memory was last written.
    var isStale = false

    init(pointer: UnsafeMutableRawPointer?, bytesPerRow: Int, height: Int) {
        if let pointer {
            self.pointer = pointer
            ownsMemory = false
            isExposed = true
        } else {
            self.pointer = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
            self.pointer.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
            ownsMemory = true
            isExposed = false
        }
        self.bytesPerRow = bytesPerRow
    }

    deinit { if ownsMemory { pointer.deallocate() } }

    func load(into context: CGContext) {
        cairo_surface_flush(context.surface)
        guard let pixels = cairo_image_surface_get_data(context.surface) else { return }
        context.layout.load(from: pointer, stride: bytesPerRow, into: pixels,
                            cairoStride: Int(cairo_image_surface_get_stride(context.surface)),
                            width: context.width, height: context.height)
        cairo_surface_mark_dirty(context.surface)
    }

    func store(from context: CGContext) {
        cairo_surface_flush(context.surface)
        guard let pixels = cairo_image_surface_get_data(context.surface) else { return }
        context.layout.store(from: pixels, cairoStride: Int(cairo_image_surface_get_stride(context.surface)),
                             into: pointer, stride: bytesPerRow, width: context.width, height: context.height)
        isStale = false
    }
}
