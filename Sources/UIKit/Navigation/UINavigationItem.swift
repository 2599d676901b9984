import Foundation

/// What a navigation bar shows for a view controller: its title or title view and the
/// bar button items beside it (``UIViewController/navigationItem``).
///
/// A bar showing the item follows its changes as they are made: setting ``title`` in
/// `viewDidLoad`, after the controller was pushed, retitles the bar, as in UIKit.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// When a large title is shown.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    /// The title (a view controller's ``UIViewController/title`` is copied here).
    open var title: String? { didSet { showingBar?.itemDidChange(self) } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { showingBar?.itemDidChange(self) } }
    /// A line of text above the title.
    open var prompt: String? { didSet { showingBar?.itemDidChange(self) } }
    /// The item a controller pushed after this one shows to come back here.
    open var backBarButtonItem: UIBarButtonItem? { didSet { showingBar?.itemDidChange(self) } }
    /// The title of that back item (`nil`: this item's title).
    open var backButtonTitle: String? { didSet { showingBar?.itemDidChange(self) } }
    /// Whether the back button is hidden.
    open var hidesBackButton = false { didSet { showingBar?.itemDidChange(self) } }
    /// Whether left items appear beside the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false { didSet { showingBar?.itemDidChange(self) } }
    /// When a large title is shown (`.automatic` by default).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { showingBar?.itemDidChange(self) } }
    /// The items at the leading end, first outermost.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { showingBar?.itemDidChange(self) } }
    /// The items at the trailing end, first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { showingBar?.itemDidChange(self) } }

    /// The bar that shows the item (set when the item becomes one of its items).
    /// How the bar looks while this item is on top (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? { didSet { showingBar?.itemDidChange(self) } }
    /// How a compact-height bar looks while this item is on top.
    open var compactAppearance: UINavigationBarAppearance? { didSet { showingBar?.itemDidChange(self) } }
    /// How the bar looks at the scroll edge while this item is on top.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { showingBar?.itemDidChange(self) } }
    /// How a compact-height bar looks at the scroll edge while this item is on top.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { showingBar?.itemDidChange(self) } }
    /// A search controller whose bar shows under the navigation bar while this item is on
    /// top (see ``UISearchController``).
    open var searchController: UISearchController? {
        didSet {
            showingBar?.itemDidChange(self)
            showingBar?.navigationController?.viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Whether the search bar hides when the content scrolls (true by default; the bar
    /// stays shown here).
    open var hidesSearchBarWhenScrolling = true

    weak var showingBar: UINavigationBar?

    /// Creates an item with no title.
    public override init() { super.init() }

    /// Creates an item titled `title`.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item from an archive (required, as in UIKit; no format is read yet).
    public required init?(coder: NSCoder) {}

    /// The outermost leading item; setting it replaces ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The outermost trailing item; setting it replaces ``rightBarButtonItems``.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItem`` (with no bar, there is nothing to animate).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem``.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``leftBarButtonItems``.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems``.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets ``hidesBackButton``.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
