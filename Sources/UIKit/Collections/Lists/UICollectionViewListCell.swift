import Foundation

/// How a list section shows one of its cells: the list's configuration and the cell's
/// place in its section (for separators and rounded inset-grouped corners).
struct ListCellContext {
    var configuration: UICollectionLayoutListConfiguration
    var isFirst: Bool
    var isLast: Bool
}

/// A cell of a list (a compositional layout's list section), as UIKit's (iOS 14):
/// accessories at its edges (``accessories``), indentation for outline levels, the list's
/// background and separators, and a list content configuration by default
/// (``defaultContentConfiguration()``).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown at the cell's edges.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }
    /// How deep the cell is indented (nil set: the outline level of its item in the
    /// diffable data source's section snapshot).
    open var indentationLevel: Int {
        get { explicitIndentationLevel ?? outlineLevel }
        set { explicitIndentationLevel = newValue; setNeedsLayout() }
    }
    /// The width of one indentation level (10 by default).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the leading accessories are indented with the content (true by default).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    private var explicitIndentationLevel: Int?
    private var outlineLevel = 0
    private var accessoryViews: [CellAccessoryView] = []
    private let separatorView = UIView()
    private var listContext: ListCellContext?
    /// How far the content is slid sideways to uncover swipe actions (negative: toward
    /// the leading edge, showing the trailing actions).
    var swipeOffset: CGFloat = 0 { didSet { if swipeOffset != oldValue { setNeedsLayout() } } }
    /// The swipe actions shown in the area the slid content uncovers.
    private(set) var swipeActionsView: SwipeActionsView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureListCell()
    }

    private func configureListCell() {
        separatorView.backgroundColor = .separator
        separatorView.isHidden = true
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    /// A list content configuration for a cell (``UIListContentConfiguration/cell()``), to
    /// fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        listContext?.configuration.appearance == .sidebar || listContext?.configuration.appearance == .sidebarPlain
            ? .sidebarCell() : .cell()
    }

    /// The state, with the item's outline expansion from the diffable data source.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = collectionView?.isEditing ?? false
        if let collectionView, let path = collectionView.indexPath(for: self),
           let outline = collectionView.dataSource as? OutlineTogglingDataSource {
            state.isExpanded = outline.isExpanded(at: path)
        }
        return state
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        if backgroundConfiguration == nil, let listContext {
            // The list's own background for the cell, as UIKit gives list cells by default.
            var background = listContext.configuration.cellBackground
            if listContext.configuration.appearance == .insetGrouped { background.cornerRadius = 10 }
            configurationHost.showBackground(background.updated(for: state), in: self)
            configurationHost.backgroundView?.roundedCorners = (listContext.isFirst, listContext.isLast)
        }
        for view in accessoryViews { view.isExpanded = state.isExpanded }
        super.updateConfiguration(using: state)
    }

    private var collectionView: UICollectionView? {
        var view = superview
        while let current = view {
            if let collectionView = current as? UICollectionView { return collectionView }
            view = current.superview
        }
        return nil
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let old = listContext, new = layoutAttributes.listContext
        let changed = old?.isFirst != new?.isFirst || old?.isLast != new?.isLast
            || old?.configuration.appearance != new?.configuration.appearance
        listContext = new
        if let collectionView, let path = collectionView.indexPath(for: self),
           let outline = collectionView.dataSource as? OutlineTogglingDataSource {
            outlineLevel = max(0, outline.outlineLevel(at: path))
        }
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Makes the accessories' views, keeping those that can show the new accessory at their position.
    private func rebuildAccessories() {
        let previous = accessoryViews
        accessoryViews = accessories.enumerated().map { index, accessory in
            let view: CellAccessoryView
            if index < previous.count, previous[index].reuse(for: accessory) {
                view = previous[index]
            } else {
                view = CellAccessoryView(accessory: accessory)
                addSubview(view)
            }
            view.defaultAction = { [weak self] in self?.accessoryTapped(accessory) }
            return view
        }
        for (index, view) in previous.enumerated() where index >= accessoryViews.count || accessoryViews[index] !== view {
            view.removeFromSuperview()
        }
        setNeedsUpdateConfiguration()
        setNeedsLayout()
    }

    /// What an accessory without its own handler does: an outline disclosure expands or
    /// collapses the item, a delete control reveals the trailing swipe actions (as UIKit's).
    private func accessoryTapped(_ accessory: UICellAccessory) {
        if case .delete = accessory.kind {
            guard let collectionView, let path = collectionView.indexPath(for: self) else { return }
            collectionView.beginSwipe(at: path, trailing: true, open: true)
        } else {
            toggleOutline()
        }
    }

    // MARK: Swipe actions

    /// Shows `view` under the content (the collection view slides the content with ``swipeOffset``).
    func showSwipeActions(_ view: SwipeActionsView) {
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = view
        addSubview(view)
        setNeedsLayout()
    }

    /// Removes the swipe actions and slides the content back.
    func hideSwipeActions() {
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = nil
        swipeOffset = 0
    }

    private func toggleOutline() {
        guard let collectionView, let path = collectionView.indexPath(for: self),
              let outline = collectionView.dataSource as? OutlineTogglingDataSource else { return }
        outline.toggleExpansion(at: path)
    }

    /// The accessories shown now, at each edge (leading in order, trailing from the edge in).
    private func displayedAccessories() -> (leading: [CellAccessoryView], trailing: [CellAccessoryView]) {
        let editing = collectionView?.isEditing ?? false
        var leading: [CellAccessoryView] = [], trailing: [CellAccessoryView] = []
        for view in accessoryViews {
            let shown = view.accessory.isDisplayed(editing: editing)
            view.isHidden = !shown || view.accessory.isHidden
            guard shown else { continue }
            if view.accessory.isLeading { leading.append(view) } else { trailing.append(view) }
        }
        return (leading, trailing)
    }

    /// The widths the accessories and the indentation take at each edge.
    private func edgeWidths() -> (leading: CGFloat, trailing: CGFloat, indent: CGFloat) {
        let shown = displayedAccessories()
        let indent = CGFloat(indentationLevel) * indentationWidth
        return (shown.leading.reduce(0) { $0 + $1.layoutWidth }, shown.trailing.reduce(0) { $0 + $1.layoutWidth } + (shown.trailing.isEmpty ? 0 : 8), indent)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = displayedAccessories()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let indent = CGFloat(indentationLevel) * indentationWidth
        var leadingEdge: CGFloat = indentsAccessories ? indent : 0
        for view in shown.leading {
            let width = view.layoutWidth
            view.frame = CGRect(x: rtl ? bounds.width - leadingEdge - width : leadingEdge, y: 0, width: width, height: bounds.height)
            leadingEdge += width
        }
        if !indentsAccessories { leadingEdge += indent }
        var trailingEdge: CGFloat = shown.trailing.isEmpty ? 0 : 8
        for view in shown.trailing {
            let width = view.layoutWidth
            view.frame = CGRect(x: rtl ? trailingEdge : bounds.width - trailingEdge - width, y: 0, width: width, height: bounds.height)
            trailingEdge += width
        }
        let contentWidth = max(0, bounds.width - leadingEdge - trailingEdge)
        contentView.frame = CGRect(x: rtl ? trailingEdge : leadingEdge, y: 0, width: contentWidth, height: bounds.height)
        layoutSeparator(leadingEdge: leadingEdge, rtl: rtl)
        layoutSwipe(shown.leading + shown.trailing)
    }

    /// Slides the content and accessories by ``swipeOffset`` and puts the swipe actions in
    /// the area uncovered.
    private func layoutSwipe(_ accessories: [CellAccessoryView]) {
        guard let swipeActionsView else { return }
        if swipeOffset != 0 {
            contentView.frame.origin.x += swipeOffset
            for view in accessories { view.frame.origin.x += swipeOffset }
            configurationHost.backgroundView?.frame.origin.x += swipeOffset
        }
        swipeActionsView.frame = swipeOffset < 0
            ? CGRect(x: bounds.width + swipeOffset, y: 0, width: -swipeOffset, height: bounds.height)
            : CGRect(x: 0, y: 0, width: swipeOffset, height: bounds.height)
        bringSubviewToFront(swipeActionsView)
    }

    private func layoutSeparator(leadingEdge: CGFloat, rtl: Bool) {
        guard let listContext, listContext.configuration.showsSeparators,
              !(listContext.isLast && listContext.configuration.isGrouped) else {
            separatorView.isHidden = true
            return
        }
        // From the content's leading margin (where the text starts) to the trailing edge.
        let inset = leadingEdge + contentView.directionalLayoutMargins.leading
        let height: CGFloat = 0.5
        separatorView.isHidden = false
        separatorView.frame = CGRect(x: rtl ? 0 : inset, y: bounds.height - height, width: max(0, bounds.width - inset), height: height)
        bringSubviewToFront(separatorView)
    }

    /// Sizes the content at the width the accessories leave it.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        updateConfigurationIfNeeded()
        let edges = edgeWidths()
        let taken = edges.leading + edges.trailing + edges.indent
        let narrowed = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        narrowed.size = CGSize(width: max(0, layoutAttributes.size.width - taken), height: layoutAttributes.size.height)
        let fitted = super.preferredLayoutAttributesFitting(narrowed)
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size = CGSize(width: layoutAttributes.selfSizingAxes?.width == true ? fitted.size.width + taken : layoutAttributes.size.width,
                                height: fitted.size.height)
        return preferred
    }
}
