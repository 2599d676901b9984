import Foundation
import UIKit

/// A ``DrawingContext`` for tests: UIKit's own recorder (the one the display pass gives
/// each view), so a rendered window can be compared with a snapshot.
public typealias RecordingRenderer = RecordingDrawingContext

extension RecordingDrawingContext {
    /// The commands, one per line.
    public var transcript: String { commands.map(\.description).joined(separator: "\n") }

    /// Forgets everything recorded.
    public func reset() { removeAll() }
}

/// A ``WindowPresenting`` for tests: remembers each dirty rectangle it was given.
@MainActor
public final class RecordingPresenter: WindowPresenting {
    /// The dirty rectangles, one per update cycle that changed something.
    public private(set) var presented: [CGRect] = []
    /// The same updates in detail: dirty rectangles and scrolled areas.
    public private(set) var updates: [PresentationUpdate] = []
    /// Creates a presenter.
    public init() {}
    public func windowNeedsPresent(_ window: UIWindow, dirtyRect: CGRect) {
        windowNeedsPresent(window, update: PresentationUpdate(scrolled: nil, dirtyRects: [dirtyRect]))
    }
    public func windowNeedsPresent(_ window: UIWindow, update: PresentationUpdate) {
        updates.append(update)
        presented.append(update.boundingRect)
    }
}
