import Foundation

/// What a tab bar shows for a view controller (``UIViewController/tabBarItem``).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system's standard items.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    /// The image shown above the title.
    open override var image: UIImage? {
        didSet { changed?() }
    }
    /// The image shown while the item is selected (`nil`: ``image``).
    open var selectedImage: UIImage?
    /// Text in a badge at the item's corner.
    open var badgeValue: String? {
        didSet { changed?() }
    }
    open override var title: String? {
        didSet { changed?() }
    }
    var changed: (() -> Void)?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title and images for the normal and selected states.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item (titled after it; no image is drawn here).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.title = "\(systemItem)".capitalized
        self.tag = tag
    }
}

/// What a tab bar tells as its items are clicked.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Called after `item` was selected by a click.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The bar across the bottom of a ``UITabBarController``: one button per item, equal widths.
/// 49 points tall above the bottom safe area.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar above the bottom safe area.
    public static let standardHeight: CGFloat = 49

    /// The items, leading first.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UITabBarItem]?
    /// The item shown as selected.
    open var selectedItem: UITabBarItem? {
        didSet { refreshSelection() }
    }
    /// Told of clicks (a tab bar controller's own bar tells the controller instead).
    open weak var delegate: (any UITabBarDelegate)?
    /// Whether the content shows through (true by default); the content extends under a
    /// translucent bar and stops above an opaque one.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }
    /// The bar's background colour (`nil`: the system bar colour).
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? UIColor.systemBackground }
    }
    /// The colour of unselected items (`nil`: grey).
    open var unselectedItemTintColor: UIColor? {
        didSet { refreshSelection() }
    }

    /// How the bar looks (its background, shadow and item colours).
    open var standardAppearance = UITabBarAppearance() {
        didSet { appearanceDidChange() }
    }
    /// How the bar looks while the content above it is scrolled to its end (kept; the
    /// standard appearance is drawn).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// How the bar looks in a compact-height window (nil: ``standardAppearance``).
    open var compactAppearance: UITabBarAppearance? {
        didSet { appearanceDidChange() }
    }

    weak var tabBarController: UITabBarController?
    private(set) var buttons: [UIButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemBackground
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = UIColor.systemBackground
    }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        storedItems = items
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = UIButton(type: .system)
            button.titleLabel?.font = UIFont.systemFont(ofSize: 10)
            button.addAction(UIAction { [weak self, weak item] _ in
                if let self, let item { self.itemClicked(item) }
            }, for: .primaryActionTriggered)
            addSubview(button)
            item.changed = { [weak self] in self?.refreshSelection() }
            return button
        }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        refreshSelection()
        setNeedsLayout()
    }

    private func itemClicked(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let tabBarController {
            tabBarController.tabBarItemClicked(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    /// The appearance drawn: the compact one in a compact-height window, else the standard one.
    var appearanceInUse: UITabBarAppearance {
        traitCollection.verticalSizeClass == .compact ? compactAppearance ?? standardAppearance : standardAppearance
    }

    private func appearanceDidChange() {
        let appearance = appearanceInUse
        backgroundColor = appearance.setsBackground ? appearance.resolvedBackgroundColor : barTintColor ?? UIColor.systemBackground
        refreshSelection()
    }

    private func refreshSelection() {
        let items = appearanceInUse.stackedLayoutAppearance
        for (button, item) in zip(buttons, storedItems ?? []) {
            let badge = item.badgeValue.map { " (\($0))" } ?? ""
            button.setTitle((item.title ?? "") + badge, for: .normal)
            let selectedColor = items.selected.titleColor ?? tintColor
            let normalColor = items.normal.titleColor ?? unselectedItemTintColor ?? .systemGray
            button.setTitleColor(item === selectedItem ? selectedColor : normalColor, for: .normal)
            button.isEnabled = item.isEnabled
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshSelection()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.standardHeight)
        }
    }
}

/// What a tab bar controller tells as tabs are chosen.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a click may select `viewController` (true by default).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after a click selected `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Controllers shown one at a time, chosen by a ``UITabBar`` at the bottom.
///
/// Switching from A to B calls `A.viewWillDisappear`, `B.viewWillAppear`, then, after the
/// update cycle that laid B out, `A.viewDidDisappear`, `B.viewDidAppear`. The selected
/// controller's view fills the tab bar controller's view; under a translucent bar its
/// `safeAreaInsets.bottom` grows by the bar's 49 points, above an opaque one it stops at
/// the bar.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    open private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar()
        bar.tabBarController = self
        return bar
    }()
    /// Told of clicks on the bar.
    open weak var delegate: (any UITabBarControllerDelegate)?
    private var controllers: [UIViewController] = []
    private var selected: UIViewController?

    /// The tabs' controllers (`nil` when there are none); setting selects the first, or keeps
    /// the selected one if it stays.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected controller.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue, controllers.contains(where: { $0 === newValue }) else { return }
            select(newValue)
        }
    }

    /// The index of the selected controller (`NSNotFound` when there is none).
    open var selectedIndex: Int {
        get { selected.flatMap { current in controllers.firstIndex { $0 === current } } ?? NSNotFound }
        set {
            guard controllers.indices.contains(newValue) else { return }
            select(controllers[newValue])
        }
    }

    /// Replaces the tabs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        for old in controllers where !new.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === selected {
                if appearanceState == .appeared { old.beginAppearanceTransition(false, animated: false) }
                old.viewIfLoaded?.removeFromSuperview()
                if appearanceState == .appeared { old.endAppearanceTransition() }
                selected = nil
            }
            old.hasManagedAppearance = false
            old.removeFromParent()
        }
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.hasManagedAppearance = true
            controller.didMove(toParent: self)
        }
        controllers = new
        tabBar.setItems(new.map { $0.tabBarItem }, animated: animated)
        if let selected, new.contains(where: { $0 === selected }) {
            tabBar.selectedItem = selected.tabBarItem
        } else if let first = new.first {
            select(first)
        }
    }

    func tabBarItemClicked(_ item: UITabBarItem) {
        guard let controller = controllers.first(where: { $0.tabBarItem === item }) else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ controller: UIViewController) {
        tabBar.selectedItem = controller.tabBarItem
        guard controller !== selected else { return }
        let old = selected
        selected = controller
        guard let view = viewIfLoaded else { return }
        let visible = appearanceState == .appeared && view.window != nil
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            controller.beginAppearanceTransition(true, animated: false)
        } else if appearanceState == .appearing {
            old?.beginAppearanceTransition(false, animated: false)
            old?.endAppearanceTransition()
            controller.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        view.insertSubview(controller.view, belowSubview: tabBar)
        layoutSelectedView()
        if visible, let window = view.window {
            window.afterNextUpdateCycle {
                old?.endAppearanceTransition()
                controller.endAppearanceTransition()
            }
        }
    }

    open override func loadView() {
        view = ContainerLayoutView { [weak self] in self?.layoutSelectedView() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        if let selected {
            view.insertSubview(selected.view, belowSubview: tabBar)
            layoutSelectedView()
        }
    }

    override var childrenForwardedAppearance: [UIViewController] {
        guard let selected, selected.viewIfLoaded?.superview === viewIfLoaded else { return [] }
        return [selected]
    }

    /// Places the bar and the selected view, and gives that controller the bar's part of
    /// its safe area.
    func layoutSelectedView() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let bottom = view.safeAreaInsets.bottom
        let barHeight = UITabBar.standardHeight + bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        guard let child = selected, let childView = child.viewIfLoaded, childView.superview === view else { return }
        var frame = bounds
        var inset: CGFloat = 0
        if !tabBar.isHidden {
            let extendsUnder = child.edgesForExtendedLayout.contains(.bottom)
                && (tabBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
            if extendsUnder {
                inset = UITabBar.standardHeight
            } else {
                frame.size.height = max(0, bounds.height - barHeight)
            }
        }
        child.barSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: inset, right: 0)
        childView.refreshSafeAreaInsets()
        if childView.frame != frame { childView.frame = frame }
    }
}

extension UIViewController {
    /// What ``tabBarController`` returns (declared in the class, where it can be `open`).
    var uikitTabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
