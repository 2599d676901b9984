internal import CX11
import Foundation
@_spi(XlibHost) import UIKit

/// The display's Pango context on pangoxft and the layouts drawn with it, cached by spec.
///
/// UIKit measures text on a headless pangocairo font map; pangoxft lays out the same
/// specs with the same widths, line boxes and line breaks (cairo's default font options
/// are the twin of Xft's), so the window draws exactly the lines the views measured.
@preconcurrency @MainActor
final class XftTextLayouts {
    private let display: OpaquePointer
    private let screen: Int32
    /// `PangoContext *` on the display's pangoxft font map (owned by Pango, one a display).
    private var context: OpaquePointer?

    private struct Key: Hashable {
        var spec: TextLayoutSpec
        var scale: CGFloat
        var opacity: CGFloat
        var shadowPass: Bool
    }
    /// A layout owned by the cache.
    final class Layout {
        let handle: OpaquePointer
        init(_ handle: OpaquePointer) { self.handle = handle }
        deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }
    }
    private var cache: [Key: Layout] = [:]
    private static let cacheLimit = 2_000

    init(display: OpaquePointer, screen: Int32) {
        self.display = display
        self.screen = screen
        // The display's font map is owned by Pango (one per display); the context is ours.
        context = pango_font_map_create_context(pango_xft_get_font_map(display, screen))
    }

    /// The layout of `spec` at `scale` (pixels per point), colours' alpha × `opacity`; the
    /// shadow pass has only the runs with a shadow, in their shadow colours.
    func layout(_ spec: TextLayoutSpec, scale: CGFloat, opacity: CGFloat, shadowPass: Bool) -> Layout? {
        guard let context else { return nil }
        let key = Key(spec: spec, scale: scale, opacity: opacity, shadowPass: shadowPass)
        if let cached = cache[key] { return cached }
        let layout = Layout(TextEngineBridge.makeLayout(spec, pangoContext: context, scale: scale, opacity: opacity,
                                                        shadowPass: shadowPass))
        if cache.count >= XftTextLayouts.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = layout
        return layout
    }

    /// Frees the layouts and the context, and lets Pango forget the display (before it
    /// closes).
    func close() {
        cache.removeAll()
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        context = nil
        pango_xft_shutdown_display(display, screen)
    }
}
