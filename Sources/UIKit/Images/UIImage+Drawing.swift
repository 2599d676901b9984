import Foundation

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`, into
    /// ``UIGraphicsGetCurrentContext()``.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled into `rect` (caps kept for a resizable image), upright,
    /// into ``UIGraphicsGetCurrentContext()``.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image with its top-left corner at `point` in `blendMode` at `alpha`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled into `rect` in `blendMode` at `alpha`, into
    /// ``UIGraphicsGetCurrentContext()``.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        draw(in: rect, alpha: alpha, on: BitmapDrawingContext(context: context))
        context.restoreGState()
    }

    /// Draws the image into `rect` on `context`, in slices when it has cap insets.
    @preconcurrency @MainActor
    func draw(in rect: CGRect, alpha: CGFloat, on context: any DrawingContext) {
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return }
        for piece in pieces(filling: rect) {
            context.drawImage(self, from: piece.source, in: piece.destination, alpha: alpha)
        }
    }

    /// The parts of the image (in its points) and where each goes to fill `rect`: the
    /// whole image once, or nine slices for a resizable image, the middle tiled or stretched.
    func pieces(filling rect: CGRect) -> [(source: CGRect, destination: CGRect)] {
        let caps = capInsets
        guard caps != .zero else { return [(CGRect(origin: .zero, size: size), rect)] }
        let columns = Self.segments(length: size.width, start: caps.left, end: caps.right,
                                    target: rect.minX, targetLength: rect.width, tiled: resizingMode == .tile)
        let rows = Self.segments(length: size.height, start: caps.top, end: caps.bottom,
                                 target: rect.minY, targetLength: rect.height, tiled: resizingMode == .tile)
        var pieces: [(source: CGRect, destination: CGRect)] = []
        for row in rows {
            for column in columns {
                pieces.append((CGRect(x: column.source.lowerBound, y: row.source.lowerBound,
                                      width: column.source.upperBound - column.source.lowerBound,
                                      height: row.source.upperBound - row.source.lowerBound),
                               CGRect(x: column.target.lowerBound, y: row.target.lowerBound,
                                      width: column.target.upperBound - column.target.lowerBound,
                                      height: row.target.upperBound - row.target.lowerBound)))
            }
        }
        return pieces
    }

    /// One axis of a nine-slice: the start cap, the middle (tiled or stretched) and the
    /// end cap; caps shrink in proportion when the target is shorter than both.
    static func segments(length: CGFloat, start: CGFloat, end: CGFloat, target: CGFloat, targetLength: CGFloat,
                         tiled: Bool) -> [(source: ClosedRange<CGFloat>, target: ClosedRange<CGFloat>)] {
        let start = min(max(start, 0), length), end = min(max(end, 0), length - start)
        let shrink = start + end > targetLength && start + end > 0 ? targetLength / (start + end) : 1
        let startTarget = start * shrink, endTarget = end * shrink
        var result: [(source: ClosedRange<CGFloat>, target: ClosedRange<CGFloat>)] = []
        if startTarget > 0 { result.append((0...start, target...(target + startTarget))) }
        let middle = length - start - end
        let middleTarget = targetLength - startTarget - endTarget
        if middle > 0 && middleTarget > 0 {
            if tiled {
                var position: CGFloat = 0
                while position < middleTarget - 0.001 {
                    let piece = min(middle, middleTarget - position)
                    result.append((start...(start + piece),
                                   (target + startTarget + position)...(target + startTarget + position + piece)))
                    position += piece
                }
            } else {
                result.append((start...(start + middle), (target + startTarget)...(target + startTarget + middleTarget)))
            }
        }
        if endTarget > 0 {
            result.append(((length - end)...length, (target + targetLength - endTarget)...(target + targetLength)))
        }
        return result
    }
}
