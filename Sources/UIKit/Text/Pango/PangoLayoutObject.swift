internal import CPango
import Foundation

/// A `PangoLayout` owned by Swift: unreffed when the object goes.
@preconcurrency @MainActor
final class PangoLayoutObject {
    /// The layout (`PangoLayout *`).
    let handle: OpaquePointer
    /// The scale its sizes are in (pixels per point).
    let scale: CGFloat

    /// The text the layout was made of, and where marks were inserted into it.
    let text: PangoLayoutText?

    /// Takes the reference `handle` holds; `text` is what it was made of (`nil`: read its
    /// text back from Pango, no marks).
    init(adopting handle: OpaquePointer, scale: CGFloat, text: PangoLayoutText? = nil) {
        self.handle = handle
        self.scale = scale
        self.text = text
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// Pango units → points.
    func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) / scale }

    /// The metrics of the layout, the first `maximumNumberOfLines` lines (0: all) counted.
    func metrics(maximumNumberOfLines limit: Int) -> TextLayoutMetrics {
        if let original = text?.original {
            return original.utf8.withContiguousStorageIfAvailable { metrics(limit: limit, bytes: $0) }
                ?? metrics(limit: limit, bytes: Array(original.utf8))
        }
        let string = pango_layout_get_text(handle).map { String(cString: $0) } ?? ""
        return metrics(limit: limit, bytes: Array(string.utf8))
    }

    /// The metrics, with the lines' text cut from `bytes` (the spec's string: layout
    /// offsets are mapped back past the inserted marks).
    private func metrics<Bytes: RandomAccessCollection<UInt8>>(limit: Int, bytes: Bytes) -> TextLayoutMetrics
        where Bytes.Index == Int {
        guard let iterator = pango_layout_get_iter(handle) else { return .empty }
        defer { pango_layout_iter_free(iterator) }
        var lines: [String] = []
        var widest: Int32 = 0
        var bottom: Int32 = 0
        var firstBaseline: Int32 = 0, lastBaseline: Int32 = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &y0, &y1)
            let baseline = pango_layout_iter_get_baseline(iterator)
            if lines.isEmpty { firstBaseline = baseline }
            lastBaseline = baseline
            widest = max(widest, logical.width)
            bottom = y1
            var start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            if let text, !text.insertions.isEmpty {
                start = text.textOffset(start)
                end = text.textOffset(end)
            }
            start = min(start, bytes.count)
            end = min(end, bytes.count)
            // Without the spaces and line ending that hang at the line's end.
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D || bytes[end - 1] == 0x09 {
                end -= 1
            }
            lines.append(String(decoding: bytes[min(start, end)..<end], as: UTF8.self))
            if limit > 0 && lines.count >= limit { break }
        } while pango_layout_iter_next_line(iterator) != 0
        let total = Int(pango_layout_get_line_count(handle))
        let rightToLeft = pango_layout_get_line_readonly(handle, 0).map { $0.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue } ?? false
        return TextLayoutMetrics(size: CGSize(width: points(widest), height: points(bottom)),
                                 firstBaseline: points(firstBaseline), lastBaseline: points(lastBaseline), lines: lines,
                                 isTruncated: pango_layout_is_ellipsized(handle) != 0 || lines.count < total,
                                 isRightToLeft: rightToLeft)
    }

    /// The rectangles (points, from the layout's top-left) of the attachments of `text`.
    func attachmentRects(of text: StyledText) -> [(rect: CGRect, image: UIImage)] {
        var result: [(CGRect, UIImage)] = []
        for run in text.runs {
            guard let attachment = run.style.attachment, let image = attachment.image else { continue }
            var position = PangoRectangle()
            let index = Int32(self.text?.layoutOffset(run.range.lowerBound) ?? run.range.lowerBound)
            pango_layout_index_to_pos(handle, index, &position)
            let x = min(points(position.x), points(position.x + position.width))
            // The line's baseline: the position's top plus the line's ascent.
            var line: Int32 = 0, xPos: Int32 = 0
            pango_layout_index_to_line_x(handle, index, 0, &line, &xPos)
            let baseline = baseline(ofLine: Int(line))
            let box = attachment.bounds
            result.append((CGRect(x: x + box.minX, y: baseline - box.maxY, width: box.width, height: box.height), image))
        }
        return result
    }

    /// The baseline of line `index`, from the top, in points.
    func baseline(ofLine index: Int) -> CGFloat {
        guard let iterator = pango_layout_get_iter(handle) else { return 0 }
        defer { pango_layout_iter_free(iterator) }
        var current = 0
        while current < index, pango_layout_iter_next_line(iterator) != 0 { current += 1 }
        return points(pango_layout_iter_get_baseline(iterator))
    }
}
