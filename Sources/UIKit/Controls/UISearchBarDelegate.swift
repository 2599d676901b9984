import Foundation

/// What a search bar asks and tells as it is used. Every method is optional (the
/// extension gives the defaults: allow everything, do nothing).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin (a click or Tab is about to focus the field).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, pasting, the clear button).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `text`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Return was pressed (the keyboard's Search button).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was clicked.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was clicked (or Escape pressed while editing).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results list button was clicked.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user chose another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
