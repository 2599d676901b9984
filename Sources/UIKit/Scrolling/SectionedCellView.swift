import Foundation

/// A scroll view that shows rows or items in sections through reused cells: a table or a
/// collection view. ``UIScrollView``'s layout and input overrides call the members below,
/// so the two views share one copy of the layout pass's entry (load if a reload is
/// pending, then place the visible cells), of the tap that selects (press, drag or
/// release) and of recycling views into reuse queues.
@preconcurrency @MainActor
protocol SectionedCellView: UIScrollView {
    /// The element under the pointer since it went down, while it may still become a tap.
    var pressedPath: IndexPath? { get set }
    /// Whether the user can select elements.
    var allowsSelection: Bool { get }
    /// The selected elements.
    var selectedPaths: Set<IndexPath> { get set }
    /// Whether the data source is to be asked again for everything on the next layout pass.
    var needsReload: Bool { get set }
    /// Reads the counts from the data source if a reload is pending.
    func loadIfNeeded()
    /// Gives every element in view a cell and places it; recycles the cells that left.
    func tileVisibleContent()
    /// The element at `point` (in the view's coordinates), if any.
    func elementIndexPath(at point: CGPoint) -> IndexPath?
    /// Highlights the element's cell while the pointer is down on it, if the delegate agrees.
    func highlightElement(at path: IndexPath)
    /// Ends the highlight of the element's cell.
    func unhighlightElement(at path: IndexPath)
    /// What a tap on the element does (asks the delegate, selects, tells the delegate).
    func userSelect(_ path: IndexPath)
    /// Moves or confirms the selection with a key; whether the key was handled.
    func handleSelectionKey(_ presses: Set<UIPress>) -> Bool
}

extension SectionedCellView {
    /// Asks the data source again for everything on the next layout pass.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The layout pass: loads if a reload is pending, then places the visible elements.
    func layOutCells() {
        loadIfNeeded()
        tileVisibleContent()
    }

    /// The pointer went down: the element under it is pressed and highlights.
    func cellTouchesBegan(_ touches: Set<UITouch>) {
        guard allowsSelection, let touch = touches.first, let path = elementIndexPath(at: touch.location(in: self)) else { return }
        pressedPath = path
        highlightElement(at: path)
    }

    /// A drag scrolls; it is not a tap on the pressed element.
    func cellTouchesMoved() {
        if isDragging, let path = pressedPath {
            unhighlightElement(at: path)
            pressedPath = nil
        }
    }

    /// A tap (the button went up on the element it went down on, without dragging)
    /// selects it. `path` and `wasDragging` are as they were before the scroll view ended
    /// its drag.
    func cellTouchesEnded(_ touches: Set<UITouch>, path: IndexPath?, wasDragging: Bool) {
        guard let path else { return }
        unhighlightElement(at: path)
        guard !wasDragging, let touch = touches.first, elementIndexPath(at: touch.location(in: self)) == path else { return }
        _ = becomeFirstResponder()
        userSelect(path)
    }

    func cellTouchesCancelled() {
        if let path = pressedPath { unhighlightElement(at: path) }
        pressedPath = nil
    }

    /// Hides a view that left the screen and hands it to `enqueue` with its reuse
    /// identifier. It stays a subview: taking it out and putting it back would remove and
    /// add its constraints in the window's engine on every scrolled row; hidden, only its
    /// frame changes when it is reused. A view without an identifier (or no longer a
    /// subview) cannot be reused and leaves.
    func park(_ view: UIView, identifier: String?, enqueue: (String) -> Void) {
        if let identifier, view.superview === self {
            view.isHidden = true
            enqueue(identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    /// Adds a cell that came into view below the other subviews (above the background
    /// view, if any), unless it is a subview already.
    func addCell(_ cell: UIView, backgroundView: UIView?) {
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
    }
}

/// Reuse queues of views by key (a reuse identifier, or a kind and identifier).
struct ReuseQueues<Key: Hashable, View: UIView> {
    private var queues: [Key: [View]] = [:]

    /// Queues `view` for reuse under `key`.
    mutating func enqueue(_ view: View, under key: Key) {
        queues[key, default: []].append(view)
    }

    /// The view queued last under `key`, taken off its queue, if any.
    mutating func dequeue(_ key: Key) -> View? {
        guard var queue = queues[key], let view = queue.popLast() else { return nil }
        queues[key] = queue
        return view
    }
}
