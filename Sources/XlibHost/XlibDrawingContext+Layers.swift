internal import CX11
import Foundation
import UIKit

/// Rounded shapes, shadows, images and rounded clips: solid colour or pixels composited
/// through anti-aliased A8 masks (``AlphaMask``, drawn by cairo) with XRender.
extension XlibDrawingContext {
    func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        let shape = pixelRect(rect)
        let radius = pixelRadius(cornerRadius, shape)
        guard radius >= 0.5 else { return fill(rect, color: color, alpha: alpha) }
        guard isVisible(shape, margin: 0), let mask = roundedMask(shape, radius: radius) else { return }
        composite(color: color, alpha: alpha, shape: shape, mask: mask)
    }

    func strokeBorder(of rect: CGRect, cornerRadius: CGFloat, width: CGFloat, color: UIColor, alpha: CGFloat) {
        let shape = pixelRect(rect)
        let radius = pixelRadius(cornerRadius, shape)
        guard width.isFinite, width > 0, isVisible(shape, margin: 0) else { return }
        let border = min(Double(width * scale), Double(min(shape.width, shape.height)) / 2)
        let key = RenderResources.MaskKey(kind: .border, width: shape.width, height: shape.height, radius: sixtyFourths(radius),
                                          parameter: sixtyFourths(border))
        guard let mask = resources.mask(key, make: {
            (AlphaMask.border(width: shape.width, height: shape.height, radius: radius, borderWidth: border), 0)
        }) else { return }
        composite(color: color, alpha: alpha, shape: shape, mask: mask)
    }

    func drawShadow(of rect: CGRect, cornerRadius: CGFloat, blurRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        let shape = pixelRect(rect)
        guard !shape.isEmpty, blurRadius.isFinite, blurRadius >= 0 else { return }
        let radius = pixelRadius(cornerRadius, shape)
        let sigma = Double(blurRadius * scale)
        guard isVisible(shape, margin: AlphaMask.blurMargin(sigma: sigma)) else { return }
        let key = RenderResources.MaskKey(kind: .shadow, width: shape.width, height: shape.height, radius: sixtyFourths(radius),
                                          parameter: sixtyFourths(sigma))
        guard let mask = resources.mask(key, make: {
            AlphaMask.shadow(width: shape.width, height: shape.height, radius: radius, sigma: sigma)
        }) else { return }
        composite(color: color, alpha: alpha, shape: shape, mask: mask)
    }

    func drawImage(_ image: UIImage, from source: CGRect, in rect: CGRect, alpha: CGFloat) {
        let destination = pixelRect(rect)
        let visible = destination.intersection(state.clip)
        let opacity = min(max(alpha, 0), 1)
        guard !visible.isEmpty, opacity > 0, state.target.picture != 0, source.minX.isFinite, source.minY.isFinite,
              source.width.isFinite, source.height.isFinite, source.width > 0, source.height > 0 else { return }
        // The source in image pixels; the transform maps destination pixels onto it.
        let sx = Double(source.width * image.scale) / Double(destination.width)
        let sy = Double(source.height * image.scale) / Double(destination.height)
        let exact = abs(sx - 1) < 1e-9 && abs(sy - 1) < 1e-9
        guard let picture = resources.picture(for: image.bitmap, filter: exact ? "nearest" : "bilinear") else { return }
        var transform = XTransform(matrix: (
            (xFixed(sx), 0, xFixed(Double(source.minX * image.scale))),
            (0, xFixed(sy), xFixed(Double(source.minY * image.scale))),
            (0, 0, xFixed(1))))
        let dpy = display.handle
        XRenderSetPictureTransform(dpy, picture, &transform)
        applyServerClip()
        var mask: Picture = 0
        if opacity < 1 {
            var render = XRenderColor(red: 0, green: 0, blue: 0, alpha: UInt16((opacity * 65535).rounded()))
            mask = XRenderCreateSolidFill(dpy, &render)
        }
        let target = state.target
        XRenderComposite(dpy, PictOpOver, picture, mask, target.picture,
                         Int32(visible.x0 - destination.x0), Int32(visible.y0 - destination.y0), 0, 0,
                         Int32(visible.x0 - target.originX), Int32(visible.y0 - target.originY),
                         UInt32(visible.width), UInt32(visible.height))
        if mask != 0 { XRenderFreePicture(dpy, mask) }
        requestCount += 2
    }

    func drawLinearGradient(in rect: CGRect, cornerRadius: CGFloat, colors: [UIColor], locations: [CGFloat],
                            from start: CGPoint, to end: CGPoint, alpha: CGFloat) {
        let shape = pixelRect(rect)
        let visible = shape.intersection(state.clip)
        let target = state.target
        let opacity = min(max(alpha, 0), 1)
        guard !visible.isEmpty, target.picture != 0, opacity > 0, !colors.isEmpty, colors.count == locations.count,
              start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let a = toPixels(start), b = toPixels(end)
        // A zero-length line has no direction: the last colour fills (as Core Animation).
        let degenerate = abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
        var line = XLinearGradient(p1: XPointFixed(x: xFixed(a.x - Double(target.originX)), y: xFixed(a.y - Double(target.originY))),
                                   p2: XPointFixed(x: xFixed(b.x - Double(target.originX) + (degenerate ? 1 : 0)),
                                                   y: xFixed(b.y - Double(target.originY))))
        let stops = (degenerate ? [1] : locations).map { xFixed(Double(min(max($0, 0), 1))) }
        // Stop colours are not premultiplied; the opacity scales their alpha.
        let stopColors = (degenerate ? [colors.last!] : colors).map { color -> XRenderColor in
            func channel(_ v: CGFloat) -> UInt16 { UInt16((min(max(Double(v), 0), 1) * 65535).rounded()) }
            return XRenderColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
                                alpha: channel(color.alpha * opacity))
        }
        let dpy = display.handle
        let gradient = stops.withUnsafeBufferPointer { stopBuffer in
            stopColors.withUnsafeBufferPointer { colorBuffer in
                XRenderCreateLinearGradient(dpy, &line, stopBuffer.baseAddress, colorBuffer.baseAddress, Int32(stops.count))
            }
        }
        guard gradient != 0 else { return }
        defer { XRenderFreePicture(dpy, gradient) }
        var mask: Picture = 0
        let radius = pixelRadius(cornerRadius, shape)
        if radius >= 0.5 { mask = roundedMask(shape, radius: radius)?.picture ?? 0 }
        applyServerClip()
        XRenderComposite(dpy, PictOpOver, gradient, mask, target.picture,
                         Int32(visible.x0 - target.originX), Int32(visible.y0 - target.originY),
                         Int32(visible.x0 - shape.x0), Int32(visible.y0 - shape.y0),
                         Int32(visible.x0 - target.originX), Int32(visible.y0 - target.originY),
                         UInt32(visible.width), UInt32(visible.height))
        requestCount += 3
    }

    func fillPath(_ path: CGPath, evenOdd: Bool, color: UIColor, alpha: CGFloat) {
        let pixels = pixelPath(path)
        compositePathMask(pixels, outset: 0, color: color, alpha: alpha) { area in
            AlphaMask.fill(pixels, evenOdd: evenOdd, width: area.width, height: area.height,
                           origin: CGPoint(x: area.x0, y: area.y0))
        }
    }

    func strokePath(_ path: CGPath, lineWidth: CGFloat, color: UIColor, alpha: CGFloat) {
        strokePath(path, style: StrokeStyle(lineWidth: lineWidth), color: color, alpha: alpha)
    }

    func strokePath(_ path: CGPath, style: StrokeStyle, color: UIColor, alpha: CGFloat) {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
        var pixelStyle = style
        pixelStyle.lineWidth = style.lineWidth * scale
        pixelStyle.dashPattern = style.dashPattern.map { $0 * scale }
        pixelStyle.dashPhase = style.dashPhase * scale
        // Room for the caps and (up to the miter limit) the joins.
        let reach = Double(pixelStyle.lineWidth) / 2 * (style.lineJoin == .miter ? max(1, Double(style.miterLimit)) : 1.5)
        let pixels = pixelPath(path)
        compositePathMask(pixels, outset: reach, color: color, alpha: alpha) { area in
            AlphaMask.stroke(pixels, style: pixelStyle, width: area.width, height: area.height,
                             origin: CGPoint(x: area.x0, y: area.y0))
        }
    }

    func drawShadow(of path: CGPath, blurRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        guard blurRadius.isFinite, blurRadius >= 0 else { return }
        let sigma = Double(blurRadius * scale)
        let pixels = pixelPath(path)
        compositePathMask(pixels, outset: Double(AlphaMask.blurMargin(sigma: sigma)), color: color, alpha: alpha) { area in
            AlphaMask.shadow(pixels, sigma: sigma, width: area.width, height: area.height, origin: CGPoint(x: area.x0, y: area.y0))
        }
    }

    /// `path` in window pixels (curves kept: the mapping is affine).
    private func pixelPath(_ path: CGPath) -> CGPath {
        let mapped = CGMutablePath()
        func map(_ point: CGPoint) -> CGPoint {
            let pixel = toPixels(point)
            return CGPoint(x: pixel.x, y: pixel.y)
        }
        for element in path.elements {
            switch element {
            case .moveToPoint(let p): mapped.move(to: map(p))
            case .addLineToPoint(let p): mapped.addLine(to: map(p))
            case .addQuadCurveToPoint(let c, let p): mapped.addQuadCurve(to: map(p), control: map(c))
            case .addCurveToPoint(let c1, let c2, let p): mapped.addCurve(to: map(p), control1: map(c1), control2: map(c2))
            case .closeSubpath: mapped.closeSubpath()
            }
        }
        return mapped
    }

    /// Paints `color` through a mask made by `make` for the visible part of the path's
    /// bounding box (control points included, grown by `outset`), uploaded for this one
    /// request.
    private func compositePathMask(_ path: CGPath, outset: Double, color: UIColor, alpha: CGFloat,
                                   make: (PixelRect) -> AlphaMask) {
        let target = state.target
        let bounds = path.boundingBox
        guard !path.isEmpty, !bounds.isNull, target.picture != 0, color.alpha * min(max(alpha, 0), 1) > 0,
              bounds.minX.isFinite, bounds.maxX.isFinite, bounds.minY.isFinite, bounds.maxY.isFinite else { return }
        let box = PixelRect(x0: Int((Double(bounds.minX) - outset).rounded(.down)), y0: Int((Double(bounds.minY) - outset).rounded(.down)),
                            x1: Int((Double(bounds.maxX) + outset).rounded(.up)), y1: Int((Double(bounds.maxY) + outset).rounded(.up)))
        let area = box.intersection(state.clip)
        guard !area.isEmpty else { return }
        let mask = make(area)
        guard let picture = resources.temporaryMask(mask) else { return }
        let dpy = display.handle
        defer { XRenderFreePicture(dpy, picture) }
        applyServerClip()
        var render = renderColor(color, alpha: alpha)
        let source = XRenderCreateSolidFill(dpy, &render)
        XRenderComposite(dpy, PictOpOver, source, picture, target.picture, 0, 0, 0, 0,
                         Int32(area.x0 - target.originX), Int32(area.y0 - target.originY), UInt32(area.width), UInt32(area.height))
        XRenderFreePicture(dpy, source)
        requestCount += 4
    }

    /// A rounded clip: what follows paints into an offscreen group of the clipped area,
    /// composited through the rounded mask when the state is restored.
    func clip(to rect: CGRect, cornerRadius: CGFloat) {
        let shape = pixelRect(rect)
        let radius = pixelRadius(cornerRadius, shape)
        guard radius >= 0.5 else { return clip(to: rect) }
        let area = shape.intersection(state.clip)
        guard !area.isEmpty, state.target.picture != 0 else {
            state.clip = .empty
            return
        }
        let picture = makeGroupPicture(area)
        state.target = PaintTarget(groupOver: state.target, picture: picture, area: area, composite: .mask(shape: shape, radius: radius))
        state.clip = area
        requestCount += 3
    }

    /// A scale, rotation or shear: what follows is drawn untransformed into an offscreen
    /// group (as much of it as can show through the clip), composited through the
    /// transform with bilinear filtering when the state is restored.
    func concatenate(_ transform: CGAffineTransform) {
        if transform.isTranslation { return translateBy(x: transform.tx, y: transform.ty) }
        let target = state.target
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard transform.isFinite, abs(determinant) > 1e-9, target.picture != 0, !state.clip.isEmpty else {
            state.clip = .empty
            return
        }
        // Local points → the current target's pixels.
        let toTarget = transform
            .concatenating(CGAffineTransform(translationX: state.translation.x, y: state.translation.y))
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: -CGFloat(target.originX), y: -CGFloat(target.originY)))
        let clip = CGRect(x: CGFloat(state.clip.x0 - target.originX), y: CGFloat(state.clip.y0 - target.originY),
                          width: CGFloat(state.clip.width), height: CGFloat(state.clip.height))
        // The local area that can show, in local pixels (points × scale), one pixel wider
        // for the filter; at most 8192 on a side.
        let local = clip.applying(toTarget.inverted())
        let area = PixelRect(x0: Int((local.minX * scale).rounded(.down)) - 1, y0: Int((local.minY * scale).rounded(.down)) - 1,
                             x1: Int((local.maxX * scale).rounded(.up)) + 1, y1: Int((local.maxY * scale).rounded(.up)) + 1)
        guard !area.isEmpty, area.width <= 8192, area.height <= 8192 else {
            state.clip = .empty
            return
        }
        let picture = makeGroupPicture(area)
        // Group pixels → local points → the target's pixels.
        let toParent = CGAffineTransform(translationX: CGFloat(area.x0), y: CGFloat(area.y0))
            .concatenating(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
            .concatenating(toTarget)
        state.target = PaintTarget(groupOver: target, picture: picture, area: area, composite: .transform(toParent: toParent))
        state.translation = .zero
        state.clip = area
        requestCount += 3
    }

    /// Composites each group from `inner` up to (not including) `outer` into its parent
    /// through its rounded mask, and frees it.
    func finishGroups(from inner: PaintTarget, downTo outer: PaintTarget) {
        var group = inner
        let dpy = display.handle
        while group !== outer, let parent = group.parent {
            // The parent's clip when the group began contained what the group can show.
            if parent === state.target { applyServerClip() }
            switch group.composite {
            case .mask(let shape, let radius)?:
                if let mask = roundedMask(shape, radius: radius) {
                    XRenderComposite(dpy, PictOpOver, group.picture, mask.picture, parent.picture, 0, 0,
                                     Int32(group.area.x0 - shape.x0), Int32(group.area.y0 - shape.y0),
                                     Int32(group.area.x0 - parent.originX), Int32(group.area.y0 - parent.originY),
                                     UInt32(group.area.width), UInt32(group.area.height))
                    requestCount += 1
                }
            case .transform(let toParent)?:
                compositeTransformed(group, into: parent, toParent: toParent)
            case .kept?:
                group = parent
                continue
            case nil:
                break
            }
            XRenderFreePicture(dpy, group.picture)
            group = parent
        }
    }

    /// Composites a transform group into `parent` where its pixels land, sampling the
    /// group through the inverse map (bilinear; transparent beyond its edges).
    private func compositeTransformed(_ group: PaintTarget, into parent: PaintTarget, toParent: CGAffineTransform) {
        let dpy = display.handle
        let landed = CGRect(x: 0, y: 0, width: CGFloat(group.area.width), height: CGFloat(group.area.height)).applying(toParent)
        let clip = state.clip
        let destination = PixelRect(x0: Int(landed.minX.rounded(.down)), y0: Int(landed.minY.rounded(.down)),
                                    x1: Int(landed.maxX.rounded(.up)), y1: Int(landed.maxY.rounded(.up)))
            .intersection(PixelRect(x0: clip.x0 - parent.originX, y0: clip.y0 - parent.originY,
                                    x1: clip.x1 - parent.originX, y1: clip.y1 - parent.originY))
        guard !destination.isEmpty else { return }
        let back = toParent.inverted()
        var matrix = XTransform(matrix: ((xFixed(Double(back.a)), xFixed(Double(back.c)), xFixed(Double(back.tx))),
                                         (xFixed(Double(back.b)), xFixed(Double(back.d)), xFixed(Double(back.ty))),
                                         (0, 0, xFixed(1))))
        XRenderSetPictureTransform(dpy, group.picture, &matrix)
        XRenderSetPictureFilter(dpy, group.picture, "bilinear", nil, 0)
        XRenderComposite(dpy, PictOpOver, group.picture, 0, parent.picture,
                         Int32(destination.x0), Int32(destination.y0), 0, 0,
                         Int32(destination.x0), Int32(destination.y0), UInt32(destination.width), UInt32(destination.height))
        requestCount += 3
    }

    /// A layer mask: the content and the mask each drawn into an offscreen group of the
    /// clipped area, the content composited through the mask's alpha.
    func drawMasked(content: () -> Void, mask: () -> Void) {
        let outer = state.target
        let area = state.clip
        guard !area.isEmpty, outer.picture != 0 else { return }
        let drawn = drawGroup(area, content)
        let coverage = drawGroup(area, mask)
        let dpy = display.handle
        applyServerClip()
        XRenderComposite(dpy, PictOpOver, drawn, coverage, outer.picture, 0, 0, 0, 0,
                         Int32(area.x0 - outer.originX), Int32(area.y0 - outer.originY), UInt32(area.width), UInt32(area.height))
        XRenderFreePicture(dpy, drawn)
        XRenderFreePicture(dpy, coverage)
        requestCount += 1
    }

    /// What `body` draws, in a new transparent group of `area` (window pixels) that the
    /// caller composites and frees.
    private func drawGroup(_ area: PixelRect, _ body: () -> Void) -> Picture {
        let picture = makeGroupPicture(area)
        saveState()
        state.target = PaintTarget(groupOver: state.target, picture: picture, area: area, composite: .kept)
        body()
        restoreState()
        requestCount += 3
        return picture
    }

    // MARK: Helpers

    /// A transparent ARGB picture of `area`'s size for an offscreen group.
    private func makeGroupPicture(_ area: PixelRect) -> Picture {
        let dpy = display.handle
        let pixmap = XCreatePixmap(dpy, display.root, UInt32(area.width), UInt32(area.height), 32)
        let picture = XRenderCreatePicture(dpy, pixmap, XRenderFindStandardFormat(dpy, Int32(PictStandardARGB32)), 0, nil)
        XFreePixmap(dpy, pixmap)
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(dpy, PictOpSrc, picture, &clear, 0, 0, UInt32(area.width), UInt32(area.height))
        return picture
    }

    /// Whether `shape`, grown by `margin` on every side, touches the clip (masks are made
    /// only for what can show).
    private func isVisible(_ shape: PixelRect, margin: Int) -> Bool {
        !PixelRect(x0: shape.x0 - margin, y0: shape.y0 - margin, x1: shape.x1 + margin, y1: shape.y1 + margin)
            .intersection(state.clip).isEmpty
    }

    /// The cached mask of a rounded rectangle the size of `shape`.
    private func roundedMask(_ shape: PixelRect, radius: Double) -> (picture: Picture, margin: Int)? {
        let key = RenderResources.MaskKey(kind: .fill, width: shape.width, height: shape.height, radius: sixtyFourths(radius), parameter: 0)
        return resources.mask(key) { (AlphaMask.roundedRect(width: shape.width, height: shape.height, radius: radius), 0) }
    }

    /// Paints `color` through `mask` placed on `shape` (the mask extends its margin
    /// beyond the shape on every side).
    private func composite(color: UIColor, alpha: CGFloat, shape: PixelRect, mask: (picture: Picture, margin: Int)) {
        let target = state.target
        guard !shape.isEmpty, target.picture != 0, !state.clip.isEmpty, color.alpha * min(max(alpha, 0), 1) > 0 else { return }
        let placed = PixelRect(x0: shape.x0 - mask.margin, y0: shape.y0 - mask.margin,
                               x1: shape.x1 + mask.margin, y1: shape.y1 + mask.margin)
        let visible = placed.intersection(state.clip)
        guard !visible.isEmpty else { return }
        applyServerClip()
        var render = renderColor(color, alpha: alpha)
        let dpy = display.handle
        let source = XRenderCreateSolidFill(dpy, &render)
        XRenderComposite(dpy, PictOpOver, source, mask.picture, target.picture, 0, 0,
                         Int32(visible.x0 - placed.x0), Int32(visible.y0 - placed.y0),
                         Int32(visible.x0 - target.originX), Int32(visible.y0 - target.originY),
                         UInt32(visible.width), UInt32(visible.height))
        XRenderFreePicture(dpy, source)
        requestCount += 3
    }

    /// A corner radius in pixels, at most half the shape's shorter side.
    private func pixelRadius(_ radius: CGFloat, _ shape: PixelRect) -> Double {
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(Double(radius * scale), Double(min(shape.width, shape.height)) / 2)
    }

    private func sixtyFourths(_ value: Double) -> Int { Int((value * 64).rounded()) }
}

/// `value` in XRender's 16.16 fixed point.
func xFixed(_ value: Double) -> XFixed { XFixed(clamping: Int((value * 65536).rounded())) }
