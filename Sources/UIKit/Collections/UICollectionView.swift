import Foundation

/// A scrolling collection of items in sections, placed by a ``UICollectionViewLayout``
/// (usually a ``UICollectionViewFlowLayout``), as UIKit's.
///
/// Only the items in view have cells: `layoutSubviews` (which runs whenever the content
/// offset or the size changes) asks the layout for the elements in the visible rectangle,
/// asks the data source for the cells that came into view, lets self-sizing cells tell
/// the layout their size (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``)
/// and sends the cells that left into a reuse queue that
/// ``dequeueReusableCell(withReuseIdentifier:for:)`` draws from. Batch updates animate:
/// cells that stay slide to their new frames, new ones fade in, deleted ones fade out.
///
/// Differences from UIKit, all forced or deliberate: ``UIScrollView/delegate`` is the scroll view's
/// (assign a ``UICollectionViewDelegate``; it is read back as one); a flow layout's headers
/// do not pin to the visible bounds (a compositional layout's do).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Where ``scrollToItem(at:at:animated:)`` puts the item, per axis.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Which kind of element layout attributes describe.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// Which way a layout scrolls.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// The kind of section headers in a flow layout.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers in a flow layout.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout that places the items. Setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            attach(collectionViewLayout)
        }
    }

    /// Where the items come from (held weakly). Setting it reloads on the next layout.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// A view behind the items, sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// Whether the user can select items (true by default).
    open var allowsSelection = true
    /// Whether several items can be selected at once (false by default).
    open var allowsMultipleSelection = false
    /// Whether the collection view is editing: list cells show their editing accessories
    /// (delete, reorder) (false by default).
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleCellsByPath.values { cell.setNeedsUpdateConfiguration(); cell.setNeedsLayout() }
        }
    }

    /// The delegate, read as a collection view delegate.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: State

    /// Items per section, as the data source last said.
    var sectionCounts: [Int] = []
    var needsReload = true
    /// Whether the elements are being placed (a reload then waits for the next pass).
    var isTiling = false
    /// The bounds the layout was last asked about.
    var layoutBounds = CGRect.null
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaries: [ElementKey: UICollectionReusableView] = [:]
    /// Decoration views in view, and the nested scroll views of orthogonal sections, by section.
    var visibleDecorations: [ElementKey: UICollectionReusableView] = [:]
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    /// Views waiting for reuse, and the classes registered, by kind and identifier.
    var reusableViews = ReuseQueues<ElementKey, UICollectionReusableView>()
    var registeredClasses: [ElementKey: UICollectionReusableView.Type] = [:]
    /// Nibs registered, by kind and identifier (a registration replaces the other kind's).
    var registeredNibs: [ElementKey: UINib] = [:]
    var selectedPaths: Set<IndexPath> = []
    /// The item under the pointer since it went down, while it may still become a tap.
    var pressedPath: IndexPath?
    /// Batched changes (``performBatchUpdates(_:completion:)``).
    var updates = BatchRecorder()
    /// Sideways drags over items: orthogonal sections' scrolls and list swipe actions.
    var nestedDrags = CollectionNestedDrags()
    /// Cells of deleted and reloaded items fading out after an animated batch update, with
    /// the index paths they had; they are queued for reuse when the animation ends.
    var disappearingCells: [(cell: UICollectionViewCell, indexPath: IndexPath)] = []
    /// While ``reconfigureItems(at:)`` asks the data source again: the cells it configures
    /// again, which dequeuing for their index paths returns.
    var cellsBeingReconfigured: [IndexPath: UICollectionViewCell] = [:]

    /// A supplementary view's kind with its index path, or a registration's kind (cells:
    /// ``elementKindCell``) with its reuse identifier (then `indexPath` is empty).
    struct ElementKey: Hashable {
        var kind: String
        var indexPath: IndexPath
        var identifier: String = ""
    }

    // MARK: Initialisers

    /// Creates a collection view placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        configureCollectionView()
    }

    /// Creates a collection view from an archive, with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        configureCollectionView()
    }

    private func configureCollectionView() {
        backgroundColor = .systemBackground
        attach(collectionViewLayout)
    }

    private func attach(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            LayoutDiagnostics.error("UICollectionView: the layout \(type(of: layout)) already belongs to another collection view; a layout serves one collection view at a time.")
        }
        layout.collectionView = self
        layout.invalidateLayout()
        layoutBounds = .null
    }

    /// Replaces the layout (not animated here), then calls `completion` with true.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: Registration and reuse

    /// Registers the class the collection view makes cells of for `identifier` (nil
    /// unregisters). The class must be ``UICollectionViewCell`` or a subclass.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let key = ElementKey(kind: UICollectionView.elementKindCell, indexPath: IndexPath(), identifier: identifier)
        registeredClasses[key] = registrableClass(cellClass, as: UICollectionViewCell.Type.self, identifier: identifier, registeredBy: "UICollectionView")
        registeredNibs[key] = nil
    }

    /// Registers a nib whose top-level object is the cell to make for `identifier` (nil
    /// unregisters); each cell made is a new instance of the nib.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        let key = ElementKey(kind: UICollectionView.elementKindCell, indexPath: IndexPath(), identifier: identifier)
        registeredNibs[key] = nib
        registeredClasses[key] = nil
    }

    /// Registers the class the collection view makes supplementary views of `elementKind`
    /// of for `identifier`. The class must be ``UICollectionReusableView`` or a subclass.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = ElementKey(kind: elementKind, indexPath: IndexPath(), identifier: identifier)
        registeredClasses[key] = registrableClass(viewClass, as: UICollectionReusableView.Type.self, identifier: identifier, registeredBy: "UICollectionView")
    }

    /// A cell for the item at `indexPath`: from the reuse queue (after its
    /// ``UICollectionReusableView/prepareForReuse()``) or made from the registered class.
    /// An identifier nothing was registered for is an error in UIKit (it raises); here
    /// UIKit's message is logged and a plain cell is returned.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let view = dequeueView(ofKind: UICollectionView.elementKindCell, withReuseIdentifier: identifier, for: indexPath) {
            UICollectionViewCell(frame: .zero)
        }
        return view as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or made from the
    /// registered class; an unregistered identifier is logged and gets a plain view.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath) { UICollectionReusableView(frame: .zero) }
    }

    /// The kind cells are registered and queued under.
    static let elementKindCell = "UICollectionElementKindCell"

    private func dequeueView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath,
                             plain: () -> UICollectionReusableView) -> UICollectionReusableView {
        if kind == UICollectionView.elementKindCell, let cell = cellsBeingReconfigured[indexPath], cell.reuseIdentifier == identifier {
            cellsBeingReconfigured[indexPath] = nil
            return cell
        }
        let key = ElementKey(kind: kind, indexPath: IndexPath(), identifier: identifier)
        if let view = reusableViews.dequeue(key) {
            view.prepareForReuse()
            return view
        }
        if let viewClass = registeredClasses[key] {
            return viewClass.init(registeredReuseIdentifier: identifier)
        }
        if let nib = registeredNibs[key],
           let view = nib.reusableView(UICollectionReusableView.self, identifier: identifier, registeredBy: "UICollectionView") {
            view.reuseIdentifier = identifier
            return view
        }
        LayoutDiagnostics.error("could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        let view = plain()
        view.reuseIdentifier = identifier
        return view
    }

    /// Queues a view that left the screen for reuse under its kind and identifier.
    func enqueueForReuse(_ view: UICollectionReusableView, kind: String, identifier: String) {
        reusableViews.enqueue(view, under: ElementKey(kind: kind, indexPath: IndexPath(), identifier: identifier))
    }

    // MARK: Reloading and counts

    /// Asks the data source again for everything on the next layout pass; selection is
    /// cleared and self-sized items are measured again.
    open func reloadData() {
        selectedPaths.removeAll()
        setNeedsReload()
    }

    /// How many sections the collection view shows.
    open var numberOfSections: Int {
        loadIfNeeded()
        return sectionCounts.count
    }

    /// How many items `section` shows (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
    }

    // MARK: Queries

    /// The item's attributes as displayed (mirrored in a right-to-left layout).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath).map(displayed)
    }

    /// The supplementary view's attributes as displayed.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(displayed)
    }

    /// The item at `point` (in the collection view's coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return elementAttributes(in: probe)
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }
            .map(\.indexPath).min()
    }

    /// The item `cell` shows, if it is visible.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The visible cell of the item, if it is visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByPath[indexPath]
    }

    /// The visible cells, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByPath[$0] }
    }

    /// The visible items, in index path order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByPath.keys.sorted()
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, if any.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaries[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of `elementKind`, in index path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            visibleSupplementaries[ElementKey(kind: elementKind, indexPath: $0)]
        }
    }

    /// The index paths of the visible supplementary views of `elementKind`.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Scrolls so that the item sits at `scrollPosition` on each axis (none on an axis:
    /// the least movement that shows it), within the content. An item that does not exist
    /// is an error in UIKit (it raises); here UIKit's message is logged and nothing scrolls.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let sections = numberOfSections
        guard indexPath.section >= 0, indexPath.section < sections else {
            LayoutDiagnostics.error("Attempted to scroll the collection view to an out-of-bounds section (\(indexPath.section)) when there are only \(sections) sections. Collection view: \(description).")
            return
        }
        let items = numberOfItems(inSection: indexPath.section)
        guard indexPath.item >= 0, indexPath.item < items else {
            LayoutDiagnostics.error("Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(items) items in section \(indexPath.section). Collection view: \(description).")
            return
        }
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        var placed = false
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top; placed = true }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2; placed = true }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight; placed = true }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left; placed = true }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2; placed = true }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth; placed = true }
        guard placed else {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    // MARK: Layout and input
    // UIScrollView's layout and input overrides call the collection view's
    // (SectionedCellView, in UICollectionView+Tiling.swift and +Selection.swift).

    open override var canBecomeFirstResponder: Bool { true }

    // MARK: Declared here to be overridable, as in UIKit (UICollectionView+Selection.swift)
    /// The selected items in order, or nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? { uikitIndexPathsForSelectedItems }

    /// Selects the item (deselecting the others unless ``allowsMultipleSelection``) and
    /// scrolls to it; as in UIKit, the delegate hears nothing. A nil index path clears
    /// the selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        performSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item; the delegate hears nothing.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        performDeselectItem(at: indexPath, animated: animated)
    }

    // MARK: Declared here to be overridable, as in UIKit (UICollectionView+Updates.swift)
    /// Inserts items (at their index paths after the change).
    open func insertItems(at indexPaths: [IndexPath]) {
        performInsertItems(at: indexPaths)
    }

    /// Deletes items (at their index paths before the change).
    open func deleteItems(at indexPaths: [IndexPath]) {
        performDeleteItems(at: indexPaths)
    }

    /// Asks the data source again for these items' cells (and sizes).
    open func reloadItems(at indexPaths: [IndexPath]) {
        performReloadItems(at: indexPaths)
    }

    /// Configures the cells of these items again without replacing them: the data source
    /// is asked for each visible item's cell, and dequeuing for that index path (with the
    /// cell's reuse identifier, as a cell registration does) returns the existing cell,
    /// without ``UICollectionReusableView/prepareForReuse()``. The cell then measures itself
    /// again. Items not in view have no cell and need nothing. Inside
    /// ``performBatchUpdates(_:completion:)`` the index paths are those before the batch.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        performReconfigureItems(at: indexPaths)
    }

    /// Moves an item (its cell slides to the new place).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        performMoveItem(at: indexPath, to: newIndexPath)
    }

    /// Inserts sections (at their indexes after the change).
    open func insertSections(_ sections: IndexSet) {
        performInsertSections(sections)
    }

    /// Deletes sections (at their indexes before the change).
    open func deleteSections(_ sections: IndexSet) {
        performDeleteSections(sections)
    }

    /// Asks the data source again for these sections.
    open func reloadSections(_ sections: IndexSet) {
        performReloadSections(sections)
    }

    /// Runs `updates` (calls to the methods above) as one batch and applies it, animated
    /// (see ``UICollectionViewLayout/initialLayoutAttributesForAppearingItem(at:)``) unless
    /// animations are off or it runs inside `UIView.performWithoutAnimation`; calls
    /// `completion` when the animation ends, with true unless it was interrupted; at once
    /// with false when the batch did not fit the data source and was refused (UIKit raises
    /// there and never completes).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        applyBatchUpdates(updates, completion: completion)
    }

    // MARK: Touches

    /// A drag sideways from an item scrolls its orthogonal section or swipes the list item
    /// (UICollectionView+NestedDrags.swift); other drags scroll, presses select.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if nestedTouchesBegan(touches) { return }
        super.touchesBegan(touches, with: event)
        noteNestedDragCandidate(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if nestedTouchesMoved(touches) { return }
        super.touchesMoved(touches, with: event)
        routeSidewaysDrag(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if nestedTouchesEnded() { return }
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        nestedTouchesCancelled()
        super.touchesCancelled(touches, with: event)
    }
}
