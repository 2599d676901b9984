internal import CX11
import Foundation
import UIKit

/// Server-side pictures a window's painting reuses: uploaded images (by bitmap, freed
/// once the bitmap is gone) and coverage masks (by shape, the least recently used
/// dropped beyond a budget).
@preconcurrency @MainActor
final class RenderResources {
    private let display: XlibDisplay

    private struct UploadedImage {
        weak var bitmap: ImageBitmap?
        let picture: Picture
        var filter: String
    }
    private var images: [ObjectIdentifier: UploadedImage] = [:]

    /// A mask's shape: kind, size in pixels, and its parameters in 1/64 pixel.
    struct MaskKey: Hashable {
        enum Kind: Hashable { case fill, border, shadow }
        let kind: Kind
        let width: Int, height: Int
        let radius: Int, parameter: Int
    }
    private var masks: [MaskKey: (picture: Picture, margin: Int, bytes: Int, lastUse: Int)] = [:]
    private var maskBytes = 0
    private var uses = 0
    /// Mask pixels kept on the server at most.
    private let maskBudget = 8 << 20

    /// Masks and images uploaded since the window opened (for tests).
    private(set) var uploads = 0

    init(display: XlibDisplay) {
        self.display = display
    }

    // MARK: Images

    /// The picture of `bitmap` (uploaded on first use), with `filter` set.
    func picture(for bitmap: ImageBitmap, filter: String) -> Picture? {
        let key = ObjectIdentifier(bitmap)
        if var entry = images[key], entry.bitmap === bitmap {
            if entry.filter != filter {
                XRenderSetPictureFilter(display.handle, entry.picture, filter, nil, 0)
                entry.filter = filter
                images[key] = entry
            }
            return entry.picture
        }
        if let stale = images.removeValue(forKey: key) { XRenderFreePicture(display.handle, stale.picture) }
        var bgra = [UInt8](repeating: 0, count: bitmap.premultipliedRGBA.count)
        bitmap.premultipliedRGBA.withUnsafeBufferPointer { rgba in
            var index = 0
            while index < rgba.count {
                bgra[index] = rgba[index + 2]; bgra[index + 1] = rgba[index + 1]
                bgra[index + 2] = rgba[index]; bgra[index + 3] = rgba[index + 3]
                index += 4
            }
        }
        guard let picture = upload(bgra, width: bitmap.width, height: bitmap.height, depth: 32) else { return nil }
        // Pad: samples beyond the edge repeat the edge (no dark fringe when scaling).
        var attributes = XRenderPictureAttributes()
        attributes.repeat = Int32(RepeatPad)
        XRenderChangePicture(display.handle, picture, UInt(CPRepeat), &attributes)
        XRenderSetPictureFilter(display.handle, picture, filter, nil, 0)
        images[key] = UploadedImage(bitmap: bitmap, picture: picture, filter: filter)
        return picture
    }

    /// Frees the pictures of images no longer alive.
    func forgetUnusedImages() {
        for (key, entry) in images where entry.bitmap == nil {
            XRenderFreePicture(display.handle, entry.picture)
            images.removeValue(forKey: key)
        }
    }

    // MARK: Masks

    /// The A8 picture of the mask `key`, made by `make` on first use; with the mask's
    /// margin (how far it extends beyond the shape on each side).
    func mask(_ key: MaskKey, make: () -> (mask: AlphaMask, margin: Int)) -> (picture: Picture, margin: Int)? {
        uses += 1
        if var entry = masks[key] {
            entry.lastUse = uses
            masks[key] = entry
            return (entry.picture, entry.margin)
        }
        let made = make()
        guard made.mask.width > 0, made.mask.height > 0,
              let picture = upload(made.mask.bytes, width: made.mask.width, height: made.mask.height, depth: 8) else { return nil }
        let bytes = made.mask.bytes.count
        masks[key] = (picture, made.margin, bytes, uses)
        maskBytes += bytes
        while maskBytes > maskBudget, masks.count > 1,
              let oldest = masks.min(by: { $0.value.lastUse < $1.value.lastUse }), oldest.key != key {
            XRenderFreePicture(display.handle, oldest.value.picture)
            maskBytes -= oldest.value.bytes
            masks.removeValue(forKey: oldest.key)
        }
        return (picture, made.margin)
    }

    /// Uploads `mask` for one use; the caller frees the picture.
    func temporaryMask(_ mask: AlphaMask) -> Picture? {
        guard mask.width > 0, mask.height > 0 else { return nil }
        return upload(mask.bytes, width: mask.width, height: mask.height, depth: 8)
    }

    // MARK: Uploading

    /// Uploads `bytes` as a picture: depth 8 (A8, one byte a pixel) or 32 (ARGB32, bytes
    /// in B, G, R, A order, premultiplied). Nil when the size is beyond X's limits.
    private func upload(_ bytes: [UInt8], width: Int, height: Int, depth: Int32) -> Picture? {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            LayoutDiagnostics.logger.error("XlibHost: a \(width)×\(height) image or mask is beyond X's pixmap size; not drawn")
            return nil
        }
        let dpy = display.handle
        let pixmap = XCreatePixmap(dpy, display.root, UInt32(width), UInt32(height), UInt32(depth))
        defer { XFreePixmap(dpy, pixmap) }
        guard let gc = XCreateGC(dpy, pixmap, 0, nil) else { return nil }
        defer { XFreeGC(dpy, gc) }
        let bytesPerLine = depth == 8 ? width : width * 4
        guard let data = malloc(bytesPerLine * height) else { return nil }
        bytes.withUnsafeBytes { data.copyMemory(from: $0.baseAddress!, byteCount: bytesPerLine * height) }
        guard let image = XCreateImage(dpy, display.visual, UInt32(depth), ZPixmap, 0, data.assumingMemoryBound(to: CChar.self),
                                       UInt32(width), UInt32(height), depth == 8 ? 8 : 32, Int32(bytesPerLine)) else {
            free(data)
            return nil
        }
        image.pointee.byte_order = LSBFirst
        XPutImage(dpy, pixmap, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
        cx_destroy_image(image)  // frees `data`
        let format = XRenderFindStandardFormat(dpy, Int32(depth == 8 ? PictStandardA8 : PictStandardARGB32))
        uploads += 1
        return XRenderCreatePicture(dpy, pixmap, format, 0, nil)
    }

    /// Frees every picture (before the display closes).
    func freeAll() {
        for entry in images.values { XRenderFreePicture(display.handle, entry.picture) }
        for entry in masks.values { XRenderFreePicture(display.handle, entry.picture) }
        images.removeAll()
        masks.removeAll()
        maskBytes = 0
    }
}
