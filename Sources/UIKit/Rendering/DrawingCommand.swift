import Foundation

/// One drawing operation, as a value: what a view's ``UIView/draw(_:)`` recorded, replayed
/// onto the host's ``DrawingContext`` whenever the window is painted (a layer's backing
/// store, kept as a display list).
public enum DrawingCommand: Hashable, Sendable, CustomStringConvertible {
    case saveState
    case restoreState
    case translate(x: CGFloat, y: CGFloat)
    case concatenate(CGAffineTransform)
    case clip(CGRect)
    case fill(CGRect, UIColor, alpha: CGFloat)
    case stroke(CGRect, UIColor, lineWidth: CGFloat, alpha: CGFloat)
    case line(from: CGPoint, to: CGPoint, UIColor, lineWidth: CGFloat, alpha: CGFloat)
    case text(String, at: CGPoint, UIFont, UIColor, alpha: CGFloat)
    case textLayout(TextLayoutSpec, at: CGPoint, alpha: CGFloat)
    case roundedFill(CGRect, cornerRadius: CGFloat, UIColor, alpha: CGFloat)
    case border(CGRect, cornerRadius: CGFloat, width: CGFloat, UIColor, alpha: CGFloat)
    case roundedClip(CGRect, cornerRadius: CGFloat)
    case shadow(CGRect, cornerRadius: CGFloat, blurRadius: CGFloat, UIColor, alpha: CGFloat)
    case image(UIImage, from: CGRect, in: CGRect, alpha: CGFloat)
    case linearGradient(CGRect, cornerRadius: CGFloat, colors: [UIColor], locations: [CGFloat], from: CGPoint, to: CGPoint,
                        alpha: CGFloat)
    case fillPath(CGPath, evenOdd: Bool, UIColor, alpha: CGFloat)
    case strokePath(CGPath, lineWidth: CGFloat, UIColor, alpha: CGFloat)
    case styledStrokePath(CGPath, StrokeStyle, UIColor, alpha: CGFloat)
    case pathShadow(CGPath, blurRadius: CGFloat, UIColor, alpha: CGFloat)

    /// Performs the command on `context`, with every alpha multiplied by `alpha`.
    @preconcurrency @MainActor
    public func replay(on context: any DrawingContext, alpha opacity: CGFloat = 1) {
        switch self {
        case .saveState: context.saveState()
        case .restoreState: context.restoreState()
        case .translate(let x, let y): context.translateBy(x: x, y: y)
        case .concatenate(let transform): context.concatenate(transform)
        case .clip(let rect): context.clip(to: rect)
        case .fill(let rect, let color, let alpha): context.fill(rect, color: color, alpha: alpha * opacity)
        case .stroke(let rect, let color, let width, let alpha):
            context.stroke(rect, color: color, lineWidth: width, alpha: alpha * opacity)
        case .line(let from, let to, let color, let width, let alpha):
            context.drawLine(from: from, to: to, color: color, lineWidth: width, alpha: alpha * opacity)
        case .text(let text, let at, let font, let color, let alpha):
            context.drawText(text, at: at, font: font, color: color, alpha: alpha * opacity)
        case .textLayout(let layout, let at, let alpha):
            context.drawText(layout, at: at, alpha: alpha * opacity)
        case .roundedFill(let rect, let radius, let color, let alpha):
            context.fill(rect, cornerRadius: radius, color: color, alpha: alpha * opacity)
        case .border(let rect, let radius, let width, let color, let alpha):
            context.strokeBorder(of: rect, cornerRadius: radius, width: width, color: color, alpha: alpha * opacity)
        case .roundedClip(let rect, let radius): context.clip(to: rect, cornerRadius: radius)
        case .shadow(let rect, let radius, let blur, let color, let alpha):
            context.drawShadow(of: rect, cornerRadius: radius, blurRadius: blur, color: color, alpha: alpha * opacity)
        case .image(let image, let source, let rect, let alpha):
            context.drawImage(image, from: source, in: rect, alpha: alpha * opacity)
        case .linearGradient(let rect, let radius, let colors, let locations, let start, let end, let alpha):
            context.drawLinearGradient(in: rect, cornerRadius: radius, colors: colors, locations: locations, from: start, to: end,
                                       alpha: alpha * opacity)
        case .fillPath(let path, let evenOdd, let color, let alpha):
            context.fillPath(path, evenOdd: evenOdd, color: color, alpha: alpha * opacity)
        case .strokePath(let path, let width, let color, let alpha):
            context.strokePath(path, lineWidth: width, color: color, alpha: alpha * opacity)
        case .styledStrokePath(let path, let style, let color, let alpha):
            context.strokePath(path, style: style, color: color, alpha: alpha * opacity)
        case .pathShadow(let path, let blur, let color, let alpha):
            context.drawShadow(of: path, blurRadius: blur, color: color, alpha: alpha * opacity)
        }
    }

    /// A stable one-line form for snapshots, e.g. `fill (0,0,100,20) UIColor(…) a=1`.
    public var description: String {
        func r(_ rect: CGRect) -> String {
            "(\(rect.minX.formattedG),\(rect.minY.formattedG),\(rect.width.formattedG),\(rect.height.formattedG))"
        }
        func p(_ point: CGPoint) -> String { "(\(point.x.formattedG),\(point.y.formattedG))" }
        switch self {
        case .saveState: return "save"
        case .restoreState: return "restore"
        case .translate(let x, let y): return "translate \(x.formattedG) \(y.formattedG)"
        case .concatenate(let t):
            return "transform [\(t.a.formattedG) \(t.b.formattedG) \(t.c.formattedG) \(t.d.formattedG) \(t.tx.formattedG) \(t.ty.formattedG)]"
        case .clip(let rect): return "clip \(r(rect))"
        case .fill(let rect, let color, let alpha): return "fill \(r(rect)) \(color) a=\(alpha.formattedG)"
        case .stroke(let rect, let color, let width, let alpha):
            return "stroke \(r(rect)) \(color) w=\(width.formattedG) a=\(alpha.formattedG)"
        case .line(let from, let to, let color, let width, let alpha):
            return "line \(p(from))-\(p(to)) \(color) w=\(width.formattedG) a=\(alpha.formattedG)"
        case .text(let text, let at, let font, let color, let alpha):
            return "text \"\(text)\" at \(p(at)) \(font) \(color) a=\(alpha.formattedG)"
        case .textLayout(let layout, let at, let alpha):
            let width = layout.width.map { " width=\($0.formattedG)" } ?? ""
            let style = layout.text.firstStyle
            return "text \"\(layout.text.string)\" at \(p(at))\(width) \(style.font) \(style.foregroundColor) a=\(alpha.formattedG)"
        case .roundedFill(let rect, let radius, let color, let alpha):
            return "fill \(r(rect)) r=\(radius.formattedG) \(color) a=\(alpha.formattedG)"
        case .border(let rect, let radius, let width, let color, let alpha):
            return "border \(r(rect)) r=\(radius.formattedG) w=\(width.formattedG) \(color) a=\(alpha.formattedG)"
        case .roundedClip(let rect, let radius): return "clip \(r(rect)) r=\(radius.formattedG)"
        case .shadow(let rect, let radius, let blur, let color, let alpha):
            return "shadow \(r(rect)) r=\(radius.formattedG) blur=\(blur.formattedG) \(color) a=\(alpha.formattedG)"
        case .image(let image, let source, let rect, let alpha):
            return "image \(image.bitmap.width)x\(image.bitmap.height)@\(image.scale.formattedG) \(r(source)) in \(r(rect)) a=\(alpha.formattedG)"
        case .linearGradient(let rect, let radius, let colors, let locations, let start, let end, let alpha):
            return "gradient \(r(rect)) r=\(radius.formattedG) \(p(start))-\(p(end)) "
                + zip(colors, locations).map { "\($0.0)@\($0.1.formattedG)" }.joined(separator: " ") + " a=\(alpha.formattedG)"
        case .fillPath(let path, let evenOdd, let color, let alpha):
            return "fill path \(r(path.boundingBox)) \(path.elements.count) elements\(evenOdd ? " even-odd" : "") \(color) a=\(alpha.formattedG)"
        case .strokePath(let path, let width, let color, let alpha):
            return "stroke path \(r(path.boundingBox)) \(path.elements.count) elements w=\(width.formattedG) \(color) a=\(alpha.formattedG)"
        case .styledStrokePath(let path, let style, let color, let alpha):
            return "stroke path \(r(path.boundingBox)) \(path.elements.count) elements w=\(style.lineWidth.formattedG) "
                + "cap=\(style.lineCap.rawValue) join=\(style.lineJoin.rawValue) miter=\(style.miterLimit.formattedG) "
                + "dash=\(style.dashPattern.map(\.formattedG)) phase=\(style.dashPhase.formattedG) \(color) a=\(alpha.formattedG)"
        case .pathShadow(let path, let blur, let color, let alpha):
            return "shadow path \(r(path.boundingBox)) blur=\(blur.formattedG) \(color) a=\(alpha.formattedG)"
        }
    }
}

/// A ``DrawingContext`` that records commands instead of painting.
///
/// The display pass gives one to each view's ``UIView/draw(_:)``; tests and tools can use
/// it as a renderer too.
@preconcurrency @MainActor
public final class RecordingDrawingContext: DrawingContext {
    /// The commands so far, in order.
    public private(set) var commands: [DrawingCommand] = []

    /// Creates an empty recorder.
    public init() {}

    /// Forgets every command.
    public func removeAll() { commands.removeAll() }

    public func saveState() { commands.append(.saveState) }
    public func restoreState() { commands.append(.restoreState) }
    public func translateBy(x: CGFloat, y: CGFloat) { commands.append(.translate(x: x, y: y)) }
    public func concatenate(_ transform: CGAffineTransform) {
        commands.append(transform.isTranslation ? .translate(x: transform.tx, y: transform.ty) : .concatenate(transform))
    }
    public func clip(to rect: CGRect) { commands.append(.clip(rect)) }
    public func fill(_ rect: CGRect, color: UIColor, alpha: CGFloat) { commands.append(.fill(rect, color, alpha: alpha)) }
    public func stroke(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
        commands.append(.stroke(rect, color, lineWidth: lineWidth, alpha: alpha))
    }
    public func drawLine(from start: CGPoint, to end: CGPoint, color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
        commands.append(.line(from: start, to: end, color, lineWidth: lineWidth, alpha: alpha))
    }
    public func drawText(_ text: String, at baselineOrigin: CGPoint, font: UIFont, color: UIColor, alpha: CGFloat) {
        commands.append(.text(text, at: baselineOrigin, font, color, alpha: alpha))
    }
    public func drawText(_ layout: TextLayoutSpec, at origin: CGPoint, alpha: CGFloat) {
        commands.append(.textLayout(layout, at: origin, alpha: alpha))
    }
    public func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        commands.append(cornerRadius > 0 ? .roundedFill(rect, cornerRadius: cornerRadius, color, alpha: alpha) : .fill(rect, color, alpha: alpha))
    }
    public func strokeBorder(of rect: CGRect, cornerRadius: CGFloat, width: CGFloat, color: UIColor, alpha: CGFloat) {
        commands.append(.border(rect, cornerRadius: cornerRadius, width: width, color, alpha: alpha))
    }
    public func clip(to rect: CGRect, cornerRadius: CGFloat) {
        commands.append(cornerRadius > 0 ? .roundedClip(rect, cornerRadius: cornerRadius) : .clip(rect))
    }
    public func drawShadow(of rect: CGRect, cornerRadius: CGFloat, blurRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        commands.append(.shadow(rect, cornerRadius: cornerRadius, blurRadius: blurRadius, color, alpha: alpha))
    }
    public func drawImage(_ image: UIImage, from source: CGRect, in rect: CGRect, alpha: CGFloat) {
        commands.append(.image(image, from: source, in: rect, alpha: alpha))
    }
    public func fillPath(_ path: CGPath, evenOdd: Bool, color: UIColor, alpha: CGFloat) {
        commands.append(.fillPath(path.copy()!, evenOdd: evenOdd, color, alpha: alpha))
    }
    public func drawShadow(of path: CGPath, blurRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        commands.append(.pathShadow(path.copy()!, blurRadius: blurRadius, color, alpha: alpha))
    }
    public func strokePath(_ path: CGPath, lineWidth: CGFloat, color: UIColor, alpha: CGFloat) {
        commands.append(.strokePath(path.copy()!, lineWidth: lineWidth, color, alpha: alpha))
    }
    public func strokePath(_ path: CGPath, style: StrokeStyle, color: UIColor, alpha: CGFloat) {
        if style == StrokeStyle(lineWidth: style.lineWidth) {
            commands.append(.strokePath(path.copy()!, lineWidth: style.lineWidth, color, alpha: alpha))
        } else {
            commands.append(.styledStrokePath(path.copy()!, style, color, alpha: alpha))
        }
    }
    public func drawLinearGradient(in rect: CGRect, cornerRadius: CGFloat, colors: [UIColor], locations: [CGFloat],
                                   from start: CGPoint, to end: CGPoint, alpha: CGFloat) {
        commands.append(.linearGradient(rect, cornerRadius: cornerRadius, colors: colors, locations: locations, from: start, to: end,
                                        alpha: alpha))
    }
}
