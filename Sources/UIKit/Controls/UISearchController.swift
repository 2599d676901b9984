import Foundation

/// What a search controller asks to refresh its results.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search became active, or its text or scope changed: update the results.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells as it becomes active and inactive. Every method is
/// optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Runs a search from its ``searchBar``: editing the bar makes it active (the Cancel
/// button shows, the content below the bar is dimmed while
/// ``obscuresBackgroundDuringPresentation``, and the ``searchResultsController``'s view
/// covers it while there is text), each edit asks the ``searchResultsUpdater`` to update
/// the results, and Cancel (or a click on the dimmed content) ends it.
///
/// Show the bar with ``UINavigationItem/searchController`` (under the navigation bar) or
/// as a table's header view. The results cover the area below the bar in the bar's
/// superview. ``hidesNavigationBarDuringPresentation`` is kept but the navigation bar stays.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The bar the search is typed in.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.fieldRowHeight))
    /// The controller showing the results (`nil`: results show in the presenting controller).
    public private(set) var searchResultsController: UIViewController?
    /// Asked to update the results (held weakly).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told as the search becomes active and inactive (held weakly).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content below the bar is dimmed while the search is active (true by default).
    open var obscuresBackgroundDuringPresentation = true { didSet { refreshOverlay() } }
    /// Whether the navigation bar hides while the search is active (true by default; kept only).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows while the search is active (true by default).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows by itself once there is text (true by default).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows (set with text; settable to show it empty).
    open var showsSearchResultsController = false { didSet { refreshOverlay() } }

    /// Whether the search is active; setting it begins or ends the search.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { activate() } else { deactivate() }
        }
    }
    private var active = false
    private var overlay: SearchOverlayView?

    /// Creates a search controller whose results `searchResultsController` shows (`nil`:
    /// the controller presenting the search shows them, filtering its own content).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// Creates a search controller without a results controller.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// Creates a search controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBar.searchController = self
    }

    // MARK: Activity

    private func activate() {
        delegate?.willPresentSearchController(self)
        active = true
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        refreshOverlay()
        if !searchBar.searchTextField.isEditing { searchBar.searchTextField.becomeFirstResponder() }
        delegate?.didPresentSearchController(self)
        updateResults()
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        active = false
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        if searchBar.searchTextField.isEditing { searchBar.searchTextField.resignFirstResponder() }
        refreshOverlay()
        delegate?.didDismissSearchController(self)
    }

    /// The bar began editing: the search becomes active.
    func searchBarDidBeginEditing() { isActive = true }

    /// Cancel: the text empties and the search ends.
    func cancelSearch() {
        searchBar.text = ""
        isActive = false
        updateResults()
    }

    /// Asks the updater for results and shows or hides the results controller.
    func updateResults() {
        refreshOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: The overlay below the bar

    /// Whether the results controller's view shows now.
    var showsResults: Bool {
        guard active, searchResultsController != nil else { return false }
        return showsSearchResultsController || (automaticallyShowsSearchResultsController && !(searchBar.text ?? "").isEmpty)
    }

    private func refreshOverlay() {
        let wanted = active && (obscuresBackgroundDuringPresentation || showsResults)
        guard wanted, let host = searchBar.superview else {
            overlay?.removeFromSuperview()
            overlay = nil
            return
        }
        let overlay = self.overlay ?? SearchOverlayView(controller: self)
        self.overlay = overlay
        if overlay.superview !== host { host.addSubview(overlay) }
        overlay.frame = CGRect(x: 0, y: searchBar.frame.maxY, width: host.bounds.width, height: max(host.bounds.height - searchBar.frame.maxY, 0))
        overlay.backgroundColor = obscuresBackgroundDuringPresentation ? UIColor(white: 0, alpha: 0.2) : nil
        if let results = searchResultsController?.view {
            if showsResults {
                if results.superview !== overlay { overlay.addSubview(results) }
                results.frame = overlay.bounds
                results.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            } else if results.superview === overlay {
                results.removeFromSuperview()
            }
        }
    }
}

/// The area below an active search's bar: dimmed, or showing the results; a click on the
/// dimmed part ends the search.
@preconcurrency @MainActor
final class SearchOverlayView: UIView {
    private weak var controller: UISearchController?

    init(controller: UISearchController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        controller?.cancelSearch()
    }
}

extension UINavigationController {
    /// Shows the top item's search bar under the navigation bar (and removes one that is
    /// no longer the top item's); returns its height (0 without one, or with the bar hidden).
    func placeSearchBar(below y: CGFloat, width: CGFloat) -> CGFloat {
        guard let view = viewIfLoaded else { return 0 }
        let wanted = navigationBar.isHidden ? nil : topViewController?.navigationItem.searchController?.searchBar
        for case let searchBar as UISearchBar in view.subviews where searchBar !== wanted { searchBar.removeFromSuperview() }
        guard let wanted else { return 0 }
        if wanted.superview !== view { view.addSubview(wanted) }
        let height = wanted.barHeight
        wanted.frame = CGRect(x: 0, y: y, width: width, height: height)
        return height
    }
}
