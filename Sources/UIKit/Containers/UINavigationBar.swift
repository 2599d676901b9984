import Foundation

/// The bar across the top of a ``UINavigationController``: the top item's title, centred,
/// its bar button items at either end, and a back button (titled with the previous
/// item's ``UINavigationItem/backButtonTitle``, else its title, else "Back") that pops.
///
/// 44 points tall; 96 with ``prefersLargeTitles`` when the top item shows a large title
/// (its ``UINavigationItem/largeTitleDisplayMode`` is `.always`, or `.automatic` and the
/// item below does not say `.never`), the title then drawn large at the bar's leading
/// edge below the buttons.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of a bar with a standard title.
    public static let standardHeight: CGFloat = 44
    /// The height of a bar showing a large title.
    public static let largeTitleHeight: CGFloat = 96

    /// The stack of items, bottom first (`nil` until set).
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UINavigationItem]?
    /// The item shown.
    open var topItem: UINavigationItem? { storedItems?.last }
    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items = storedItems, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
    /// Whether the bar lets what is under it show through (true by default); a navigation
    /// controller's top view extends under a translucent bar and starts below an opaque one.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { refreshBackground(); navigationController?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// Whether the bar shows large titles (false by default).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { refreshContent() } }
    }
    /// The bar's background colour (`nil`: the system bar colour).
    open var barTintColor: UIColor? {
        didSet { refreshBackground() }
    }
    /// Attributes of the title's text (only `.foregroundColor` and `.font` are read).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { refreshContent() }
    }

    /// How the bar looks normally (its items' own appearances win over it).
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { appearanceDidChange() }
    }
    /// How the bar looks in a compact-height window (nil: ``standardAppearance``).
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// How the bar looks while the content under it is scrolled to its top (nil:
    /// ``standardAppearance``).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// How a compact-height bar looks at the scroll edge (nil: ``scrollEdgeAppearance``
    /// rules, then ``compactAppearance``).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// The default ``standardAppearance``, to tell an app's own from it.
    let initialStandardAppearance: UINavigationBarAppearance
    /// The hairline under the bar, while the appearance in use draws one.
    var shadowLine: UIView?

    weak var navigationController: UINavigationController?
    let titleLabel = UILabel()
    /// The top item's title view, while the bar shows it.
    private weak var shownTitleView: UIView?
    private(set) var leftButtons: [UIView] = []
    private(set) var rightButtons: [UIView] = []
    private(set) var backButton: UIButton?

    public override init(frame: CGRect) {
        initialStandardAppearance = UINavigationBarAppearance()
        super.init(frame: frame)
        standardAppearance = initialStandardAppearance
        configure()
    }

    public required init?(coder: NSCoder) {
        initialStandardAppearance = UINavigationBarAppearance()
        super.init(coder: coder)
        standardAppearance = initialStandardAppearance
        configure()
    }

    private func configure() {
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        addSubview(titleLabel)
        refreshBackground()
    }

    /// Replaces the items (the bar does not animate here).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        storedItems = items
        for item in items ?? [] { item.showingBar = self }
        refreshContent()
    }

    /// Called by an item of the bar when one of its properties changes: the bar shows the
    /// top item and the back item's title, so only their changes are redrawn.
    func itemDidChange(_ item: UINavigationItem) {
        guard item === topItem || item === backItem else { return }
        refreshContent()
    }

    /// Pushes `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((storedItems ?? []) + [item], animated: animated)
    }

    /// Pops the top item and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items = storedItems, let last = items.popLast() else { return nil }
        setItems(items, animated: animated)
        return last
    }

    /// Whether the top item shows a large title.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items = storedItems, !items.isEmpty else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height: ``standardHeight`` or, with a large title, ``largeTitleHeight``.
    var barHeight: CGFloat { showsLargeTitle ? Self.largeTitleHeight : Self.standardHeight }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshContent()
    }

    func refreshBackground() {
        if let appearance = appearanceInUse(), appearance.setsBackground {
            backgroundColor = appearance.resolvedBackgroundColor
            return
        }
        let base = barTintColor ?? UIColor.systemBackground
        backgroundColor = isTranslucent ? base.withAlphaComponent(0.94) : base
    }

    /// The title of the back button: the previous item's back title, else its title,
    /// else "Back".
    var backButtonTitle: String? {
        guard let back = backItem, let top = topItem, !top.hidesBackButton else { return nil }
        return back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
    }

    /// Rebuilds the title, the back button and the item buttons.
    func refreshContent() {
        let top = topItem
        titleLabel.text = top?.title
        titleLabel.font = showsLargeTitle ? UIFont.boldSystemFont(ofSize: 34) : UIFont.boldSystemFont(ofSize: 17)
        if let color = titleTextAttributes?[.foregroundColor] as? UIColor { titleLabel.textColor = color }
        if let custom = titleTextAttributes?[.font] as? UIFont, !showsLargeTitle { titleLabel.font = custom }
        applyTitleAppearance()
        titleLabel.textAlignment = showsLargeTitle ? .natural : .center
        titleLabel.isHidden = top?.titleView != nil
        for view in leftButtons + rightButtons { view.removeFromSuperview() }
        backButton?.removeFromSuperview()
        backButton = nil
        leftButtons = (top?.leftBarButtonItems ?? []).map(makeButton)
        rightButtons = (top?.rightBarButtonItems ?? []).map(makeButton)
        if let title = backButtonTitle, leftButtons.isEmpty || top?.leftItemsSupplementBackButton == true {
            let button = UIButton(type: .system)
            button.setTitle("‹ " + title, for: .normal)
            button.setTitleColor(tintColor, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.backButtonTapped() }, for: .primaryActionTriggered)
            addSubview(button)
            backButton = button
        }
        for view in leftButtons + rightButtons { addSubview(view) }
        applyButtonAppearance()
        if shownTitleView !== top?.titleView, shownTitleView?.superview === self { shownTitleView?.removeFromSuperview() }
        shownTitleView = top?.titleView
        if let titleView = top?.titleView, titleView.superview !== self { addSubview(titleView) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        navigationController?.viewIfLoaded?.setNeedsLayout()
    }

    /// The buttons showing the top item's bar button items, leading first, then trailing.
    var itemButtons: [UIView] { leftButtons + rightButtons }
    /// The back button, when one is shown.
    var shownBackButton: UIButton? { backButton }

    private func makeButton(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        item.applyAppearanceProxiesOnce(in: self)
        let button = UIButton(type: .system)
        if let image = item.image, item.title == nil {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(item.title ?? item.systemItem.map(Self.title(of:)) ?? "", for: .normal)
        }
        button.setTitleColor(item.tintColor ?? tintColor, for: .normal)
        if item.style == .done { button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 17) }
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { [weak item] _ in item?.performPrimaryAction() }, for: .primaryActionTriggered)
        if let attributes = item.titleTextAttributes(for: .normal) {
            if let color = attributes[.foregroundColor] as? UIColor { button.setTitleColor(color, for: .normal) }
            if let font = attributes[.font] as? UIFont { button.titleLabel?.font = font }
        }
        button.menu = item.menu
        button.showsMenuAsPrimaryAction = item.menu != nil && !item.hasPrimaryAction
        return button
    }

    private static func title(of systemItem: UIBarButtonItem.SystemItem) -> String {
        switch systemItem {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "+"
        case .close: "×"
        case .flexibleSpace, .fixedSpace: ""
        default: "\(systemItem)".capitalized
        }
    }

    private func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    /// UIKit's back title: the previous item's title when it fits, else "Back", else the
    /// chevron alone.
    private func fitBackTitle(of button: UIButton, within limit: CGFloat) {
        guard let full = backButtonTitle, let font = button.titleLabel?.font else { return }
        func textWidth(_ text: String) -> CGFloat { TextSystem.measurer.size(of: text, font: font, wrappingAt: nil).width }
        let current = button.title(for: .normal) ?? ""
        let padding = button.sizeThatFits(CGSize(width: bounds.width, height: Self.standardHeight)).width - textWidth(current)
        let chosen = ["‹ " + full, "‹ Back"].first { textWidth($0) + padding <= limit } ?? "‹"
        // Set only on a change: a new title lays the bar out again.
        if chosen != current { button.setTitle(chosen, for: .normal) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshBackground()
        layoutShadowLine()
        let width = bounds.width
        let rowHeight = Self.standardHeight
        let margin: CGFloat = 8
        var leading = margin
        func fittingWidth(_ view: UIView) -> CGFloat {
            let fitting = view.sizeThatFits(CGSize(width: width, height: rowHeight)).width
            return min(max(fitting, 24), width / 3)
        }
        if let backButton {
            fitBackTitle(of: backButton, within: topItem?.title != nil || topItem?.titleView != nil ? width / 3 : width / 2)
            let w = fittingWidth(backButton)
            backButton.frame = CGRect(x: leading, y: 0, width: w, height: rowHeight)
            leading += w + margin
        }
        for view in leftButtons {
            let w = fittingWidth(view)
            view.frame = CGRect(x: leading, y: 0, width: w, height: rowHeight)
            leading += w + margin
        }
        var trailing = width - margin
        for view in rightButtons {
            let w = fittingWidth(view)
            trailing -= w
            view.frame = CGRect(x: trailing, y: 0, width: w, height: rowHeight)
            trailing -= margin
        }
        if showsLargeTitle {
            titleLabel.frame = CGRect(x: 16, y: rowHeight, width: max(0, width - 32), height: bounds.height - rowHeight)
        } else {
            // Centred in the bar, narrowed symmetrically to clear the buttons.
            let inset = max(leading, width - trailing)
            titleLabel.frame = CGRect(x: inset, y: 0, width: max(0, width - 2 * inset), height: rowHeight)
        }
        if let titleView = topItem?.titleView {
            let size = titleView.bounds.size == .zero ? titleView.sizeThatFits(CGSize(width: width, height: rowHeight)) : titleView.bounds.size
            titleView.frame = CGRect(x: (width - size.width) / 2, y: (rowHeight - size.height) / 2, width: size.width, height: size.height)
        }
    }
}
