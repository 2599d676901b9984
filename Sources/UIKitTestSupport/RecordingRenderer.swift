import Foundation
import UIKit

/// A ``DrawingContext`` for tests: records every call as a line of text, so a rendered
/// window can be compared with a snapshot.
@MainActor
public final class RecordingRenderer: DrawingContext {
    /// The recorded commands.
    public private(set) var commands: [DrawingCommand] = []

    /// Creates an empty renderer.
    public init() {}

    /// The commands, one per line.
    public var transcript: String { commands.map(\.description).joined(separator: "\n") }

    /// Forgets everything recorded.
    public func reset() { commands.removeAll() }

    public func saveState() { commands.append(.saveState) }
    public func restoreState() { commands.append(.restoreState) }
    public func translateBy(x: CGFloat, y: CGFloat) { commands.append(.translate(x: x, y: y)) }
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
}

/// A ``WindowPresenting`` for tests: remembers each dirty rectangle it was given.
@MainActor
public final class RecordingPresenter: WindowPresenting {
    /// The dirty rectangles, one per update cycle that changed something.
    public private(set) var presented: [CGRect] = []
    /// Creates a presenter.
    public init() {}
    public func windowNeedsPresent(_ window: UIWindow, dirtyRect: CGRect) { presented.append(dirtyRect) }
}
