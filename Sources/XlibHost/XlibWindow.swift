internal import CX11
import Foundation
import UIKit

/// One X window showing one ``UIWindow``: the native window, its back buffer (a `Pixmap`
/// with a persistent `XftDraw`), its input context, and the presenter UIKit calls after
/// each update cycle.
///
/// Painting goes to the back buffer, then the changed rectangle is copied to the window;
/// `Expose` only copies from the back buffer (no layout, no drawing).
@preconcurrency @MainActor
final class XlibWindow: WindowPresenting {
    let display: XlibDisplay
    /// The X window id.
    let id: Window
    /// The UIKit window shown.
    let window: UIWindow
    private(set) var pixelWidth: Int
    private(set) var pixelHeight: Int
    private var pixmap: Pixmap
    /// The back buffer's allocated size, at least the window's: it grows in steps of 128
    /// pixels so that a resize drag does not allocate a pixmap per step.
    private var pixmapSize: (width: Int, height: Int)
    private var draw: OpaquePointer
    private let gc: GC
    private(set) var inputContext: OpaquePointer?
    let context: XlibDrawingContext

    /// The latest size from `ConfigureNotify`, applied once per drained batch.
    var pendingSize: (width: Int, height: Int)?
    /// The back buffer must be painted completely (new pixmap, or nothing painted yet).
    var needsFullRepaint = true
    /// Whether the window is mapped (`MapNotify` seen).
    var isMapped = false
    /// Set when the window was destroyed (by us or by someone else).
    private(set) var isDestroyed = false
    /// Counters for tests and benchmarks.
    var statistics = XlibWindowStatistics()

    init(display: XlibDisplay, window: UIWindow, title: String, width: Int, height: Int,
         minimumSize: (width: Int, height: Int), position: (x: Int, y: Int)? = nil, inputMethod: OpaquePointer?) {
        self.display = display
        self.window = window
        let dpy = display.handle
        pixelWidth = width
        pixelHeight = height

        var attributes = XSetWindowAttributes()
        attributes.background_pixel = XWhitePixel(dpy, display.screen)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask
            | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | EnterWindowMask | LeaveWindowMask
            | FocusChangeMask
        let id = XCreateWindow(dpy, display.root, Int32(position?.x ?? 0), Int32(position?.y ?? 0),
                               UInt32(width), UInt32(height), 0, display.depth,
                               UInt32(InputOutput), display.visual, UInt(CWBackPixel | CWBitGravity | CWEventMask), &attributes)
        self.id = id

        // Title: legacy WM_NAME plus the UTF-8 _NET_WM_NAME, and _NET_WM_PID.
        XStoreName(dpy, id, title)
        let titleBytes = Array(title.utf8)
        titleBytes.withUnsafeBufferPointer { bytes in
            _ = XChangeProperty(dpy, id, display.atoms.netWMName, display.atoms.utf8String, 8, PropModeReplace,
                                bytes.baseAddress, Int32(bytes.count))
        }
        var pid = Int(Platform.processID)
        withUnsafeBytes(of: &pid) { raw in
            _ = XChangeProperty(dpy, id, display.atoms.netWMPID, XA_CARDINAL, 32, PropModeReplace,
                                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        var deleteAtom = display.atoms.wmDeleteWindow
        XSetWMProtocols(dpy, id, &deleteAtom, 1)
        if let hints = XAllocSizeHints() {
            // A position asked for by the program (PPosition): window managers may honour it.
            hints.pointee.flags = PSize | PMinSize | (position != nil ? PPosition : 0)
            hints.pointee.x = Int32(position?.x ?? 0)
            hints.pointee.y = Int32(position?.y ?? 0)
            hints.pointee.width = Int32(width)
            hints.pointee.height = Int32(height)
            hints.pointee.min_width = Int32(minimumSize.width)
            hints.pointee.min_height = Int32(minimumSize.height)
            XSetWMNormalHints(dpy, id, hints)
            XFree(hints)
        }

        var gcValues = XGCValues()
        gcValues.graphics_exposures = 0  // otherwise every XCopyArea returns a NoExpose
        gc = XCreateGC(dpy, id, UInt(GCGraphicsExposures), &gcValues)
        pixmapSize = (width, height)
        pixmap = XCreatePixmap(dpy, id, UInt32(width), UInt32(height), UInt32(display.depth))
        draw = XftDrawCreate(dpy, pixmap, display.visual, display.colormap)
        context = XlibDrawingContext(display: display)
        if let inputMethod { inputContext = cx_create_ic(inputMethod, id) }

        window.presenter = self
        // Nothing is painted yet: the first update cycle presents the whole window.
        window.setNeedsPresent()
        XMapWindow(dpy, id)
    }

    // MARK: Presenting

    func windowNeedsPresent(_ window: UIWindow, dirtyRect: CGRect) {
        windowNeedsPresent(window, update: PresentationUpdate(scrolled: nil, dirtyRects: [dirtyRect]))
    }

    /// Shifts a scrolled area's pixels in the back buffer (when the area and the shift
    /// fall on whole pixels; otherwise it is repainted), repaints the dirty rectangles,
    /// and shows all of it.
    func windowNeedsPresent(_ window: UIWindow, update: PresentationUpdate) {
        guard !isDestroyed else { return }
        if needsFullRepaint {
            paintAll()
            return
        }
        let scale = display.scale
        var rects = update.dirtyRects.map { PixelRect(covering: $0, scale: scale) }
        var shifted = PixelRect.empty
        if let scrolled = update.scrolled {
            if let area = shiftPixels(of: scrolled) {
                shifted = area
            } else {
                rects.append(PixelRect(covering: scrolled.area, scale: scale))
            }
        }
        paint(rects, alsoShowing: shifted)
    }

    /// Paints the whole back buffer and shows it.
    func paintAll() {
        paint([PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)])
    }

    /// Paints each of `rects` of the back buffer from the view tree, then copies them
    /// and `shown` (pixels already in the back buffer) to the window.
    func paint(_ rects: [PixelRect], alsoShowing shown: PixelRect = .empty) {
        let whole = PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
        let areas = rects.map { $0.intersection(whole) }.filter { !$0.isEmpty }
        guard !isDestroyed, !areas.isEmpty || !shown.isEmpty else { return }
        let start = Platform.monotonicSeconds()
        var requests = 0
        for area in areas {
            context.begin(draw: draw, clip: area, scale: display.scale)
            context.fill(CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / display.scale + 1,
                                height: CGFloat(pixelHeight) / display.scale + 1), color: .white, alpha: 1)
            window.render(in: context)
            context.end()
            requests += context.requestCount
        }
        var painted = shown.intersection(whole)
        copyToWindow(painted)
        for area in areas where area.intersection(painted) != area {
            copyToWindow(area)
            painted = painted.union(area)
        }
        needsFullRepaint = false
        statistics.paints += 1
        statistics.lastPaintRect = painted
        statistics.lastPaintRequests = requests
        statistics.lastPaintSeconds = Platform.monotonicSeconds() - start
    }

    /// Moves the pixels of a scrolled area by the scroll, inside the back buffer; returns
    /// the area in pixels, or nil when the area or the shift does not fall on whole
    /// pixels (a fractional shift would blur what it copies).
    private func shiftPixels(of scrolled: PresentationUpdate.ScrolledArea) -> PixelRect? {
        let scale = display.scale
        func whole(_ value: CGFloat) -> Int? {
            let pixels = value * scale
            return abs(pixels - pixels.rounded()) < 1e-6 ? Int(pixels.rounded()) : nil
        }
        guard let x0 = whole(scrolled.area.minX), let y0 = whole(scrolled.area.minY),
              let x1 = whole(scrolled.area.maxX), let y1 = whole(scrolled.area.maxY),
              let dx = whole(scrolled.delta.x), let dy = whole(scrolled.delta.y) else { return nil }
        let area = PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
            .intersection(PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight))
        // What stays visible: the area's pixels that land inside it after the shift.
        let source = area.intersection(PixelRect(x0: area.x0 + dx, y0: area.y0 + dy, x1: area.x1 + dx, y1: area.y1 + dy))
        guard !source.isEmpty else { return nil }
        XCopyArea(display.handle, pixmap, pixmap, gc, Int32(source.x0), Int32(source.y0), UInt32(source.width),
                  UInt32(source.height), Int32(source.x0 - dx), Int32(source.y0 - dy))
        statistics.shifts += 1
        return area
    }

    /// Copies `rect` from the back buffer to the window (what `Expose` does).
    func copyToWindow(_ rect: PixelRect) {
        let area = rect.intersection(PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight))
        guard !isDestroyed, !area.isEmpty else { return }
        XCopyArea(display.handle, pixmap, id, gc, Int32(area.x0), Int32(area.y0), UInt32(area.width),
                  UInt32(area.height), Int32(area.x0), Int32(area.y0))
    }

    /// Applies the last `ConfigureNotify` size: a new back buffer, and the new size to the
    /// UIKit window (which reaches the engine as edit-variable suggestions).
    func applyPendingResize() {
        guard let size = pendingSize, !isDestroyed else { return }
        pendingSize = nil
        guard size.width != pixelWidth || size.height != pixelHeight, size.width > 0, size.height > 0 else { return }
        let fits = size.width <= pixmapSize.width && size.height <= pixmapSize.height
        let wasteful = size.width * size.height * 4 < pixmapSize.width * pixmapSize.height
        if !fits || wasteful {
            // A new back buffer (st's xresize): XftDrawChange, then free the old pixmap.
            func roundUp(_ value: Int) -> Int { min(32767, (value + 127) / 128 * 128) }
            let allocated = (roundUp(size.width), roundUp(size.height))
            let dpy = display.handle
            let newPixmap = XCreatePixmap(dpy, id, UInt32(allocated.0), UInt32(allocated.1), UInt32(display.depth))
            XftDrawChange(draw, newPixmap)
            XFreePixmap(dpy, pixmap)
            pixmap = newPixmap
            pixmapSize = allocated
            statistics.backBufferAllocations += 1
        }
        pixelWidth = size.width
        pixelHeight = size.height
        needsFullRepaint = true
        statistics.resizes += 1
        let scale = display.scale
        deliver(.resize(size: CGSize(width: CGFloat(size.width) / scale, height: CGFloat(size.height) / scale)))
        // The back buffer may be new, and the size in points may not have changed (then
        // layout marks nothing): ask for a full presentation of the new bounds either way.
        window.setNeedsPresent()
    }

    /// Delivers an event to the UIKit window and tells the application's observer.
    var onEvent: ((InputEvent, UIView?) -> Void)?
    /// Sees each event first; returning true keeps it from the UIKit window.
    var intercept: ((InputEvent) -> Bool)?

    func deliver(_ event: InputEvent) {
        if let intercept, intercept(event) { return }
        let hit = window.sendEvent(event)
        onEvent?(event, hit)
    }

    // MARK: Screenshot

    /// The back buffer's pixels as 8-bit RGB rows.
    func capturePixels() -> (width: Int, height: Int, rgb: [UInt8]) {
        let width = pixelWidth, height = pixelHeight
        guard let image = XGetImage(display.handle, pixmap, 0, 0, UInt32(width), UInt32(height), ~0, ZPixmap) else {
            return (width, height, [UInt8](repeating: 0, count: width * height * 3))
        }
        defer { cx_destroy_image(image) }
        // An image of a pixmap has no visual, so its masks are 0: take the window's visual's.
        let visual = display.visual.pointee
        let masks = image.pointee.red_mask != 0
            ? (image.pointee.red_mask, image.pointee.green_mask, image.pointee.blue_mask)
            : (visual.red_mask, visual.green_mask, visual.blue_mask)
        func shift(_ mask: UInt) -> UInt { mask == 0 ? 0 : UInt(mask.trailingZeroBitCount) }
        func top(_ mask: UInt) -> UInt { mask == 0 ? 1 : mask >> shift(mask) }
        let shifts = (shift(masks.0), shift(masks.1), shift(masks.2))
        let maxima = (top(masks.0), top(masks.1), top(masks.2))
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var offset = 0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = cx_get_pixel(image, Int32(x), Int32(y))
                rgb[offset] = UInt8(((pixel & masks.0) >> shifts.0) * 255 / maxima.0)
                rgb[offset + 1] = UInt8(((pixel & masks.1) >> shifts.1) * 255 / maxima.1)
                rgb[offset + 2] = UInt8(((pixel & masks.2) >> shifts.2) * 255 / maxima.2)
                offset += 3
            }
        }
        return (width, height, rgb)
    }

    // MARK: Teardown

    /// Notes that the server destroyed the window (`DestroyNotify`).
    func markDestroyed() {
        isDestroyed = true
    }

    /// Frees the back buffer, the input context and (unless already gone) the window.
    func destroy() {
        let dpy = display.handle
        context.freeResources()
        XftDrawDestroy(draw)
        XFreePixmap(dpy, pixmap)
        XFreeGC(dpy, gc)
        if let inputContext { XDestroyIC(inputContext) }
        inputContext = nil
        if !isDestroyed { XDestroyWindow(dpy, id) }
        isDestroyed = true
        window.presenter = nil
    }
}

/// What a window has done, for tests and benchmarks.
struct XlibWindowStatistics {
    var paints = 0
    var resizes = 0
    var exposes = 0
    var lastPaintRect = PixelRect.empty
    /// Scrolls presented by shifting the back buffer's pixels.
    var shifts = 0
    var lastPaintRequests = 0
    var lastPaintSeconds = 0.0
    var backBufferAllocations = 0
}
