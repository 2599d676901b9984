import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UISearchBar and UISearchController: the delegate's calls for editing, typing, Return
/// and Cancel; sizes; the controller's activity, results updating and overlay; and the
/// bar under a navigation bar.
@MainActor
@Suite struct ControlsSearchTests {
    final class Recorder: UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate {
        var log: [String] = []
        var allowsBegin = true
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("should begin"); return allowsBegin }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("did begin") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("did end") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search \(searchBar.text ?? "")") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
        func updateSearchResults(for searchController: UISearchController) { log.append("update \(searchController.searchBar.text ?? "")") }
        func willPresentSearchController(_ searchController: UISearchController) { log.append("will present") }
        func didDismissSearchController(_ searchController: UISearchController) { log.append("did dismiss") }
    }

    /// The search bar's Cancel button (its only button).
    private func cancelButton(of bar: UISearchBar) -> UIButton {
        bar.subviews.compactMap { $0 as? UIButton }.first!
    }

    @Test func defaultsAndSize() {
        let bar = UISearchBar()
        #expect(bar.text == "" && bar.placeholder == "Search" && bar.prompt == nil)
        #expect(!bar.showsCancelButton && bar.searchBarStyle == .default && bar.delegate == nil)
        #expect(bar.searchTextField.borderStyle == .roundedRect && bar.searchTextField.clearButtonMode == .whileEditing)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        bar.prompt = "Find a book"
        #expect(bar.intrinsicContentSize.height == 76)
        bar.scopeButtonTitles = ["All", "Title"]
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 120)
    }

    @Test func typingReturnAndCancelReachTheDelegate() {
        let (_, root, events) = makeEventStage()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let recorder = Recorder()
        bar.delegate = recorder
        bar.showsCancelButton = true
        root.addSubview(bar)
        turn()
        events.click(bar.searchTextField)
        events.type("ab")
        events.key(.returnKey)
        bar.text = "code"  // no delegate call
        events.click(cancelButton(of: bar))
        #expect(recorder.log == ["should begin", "did begin", "text a", "text ab", "search ab", "cancel"])
        #expect(bar.searchTextField.frame.maxX < cancelButton(of: bar).frame.minX)
    }

    @Test func aRefusedBeginKeepsTheFieldIdle() {
        let (_, root, events) = makeEventStage()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let recorder = Recorder()
        recorder.allowsBegin = false
        bar.delegate = recorder
        root.addSubview(bar)
        turn()
        events.click(bar.searchTextField)
        #expect(!bar.searchTextField.isEditing && recorder.log == ["should begin"])
    }

    @Test func scopeButtonsTellTheDelegate() {
        let (_, root, events) = makeEventStage()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let recorder = Recorder()
        bar.delegate = recorder
        bar.scopeButtonTitles = ["All", "Title", "Author"]
        bar.showsScopeBar = true
        root.addSubview(bar)
        turn()
        #expect(bar.selectedScopeButtonIndex == 0)
        events.click(280, 56 + 22)
        #expect(bar.selectedScopeButtonIndex == 2 && recorder.log == ["scope 2"])
    }

    @Test func theControllerUpdatesResultsAndEndsOnCancel() {
        let (_, root, events) = makeEventStage(width: 320, height: 400)
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        #expect(search.obscuresBackgroundDuringPresentation && search.hidesNavigationBarDuringPresentation)
        #expect(!search.isActive && search.searchResultsController === results)
        let recorder = Recorder()
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        root.addSubview(search.searchBar)
        turn()
        events.click(search.searchBar.searchTextField)
        #expect(search.isActive && search.searchBar.showsCancelButton)
        #expect(results.viewIfLoaded?.superview == nil)  // no text yet: only dimmed
        events.type("x")
        #expect(results.view.superview != nil && results.view.window != nil)
        turn()
        events.click(cancelButton(of: search.searchBar))
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.showsCancelButton)
        #expect(results.view.superview == nil)
        #expect(recorder.log == ["will present", "update ", "update x", "did dismiss", "update "])
    }

    @Test func aNavigationItemsSearchBarShowsUnderTheBar() {
        let content = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        content.navigationItem.searchController = search
        #expect(content.navigationItem.hidesSearchBarWhenScrolling)
        let navigation = UINavigationController(rootViewController: content)
        let window = makeWindow(width: 320, height: 480, root: navigation)
        turn()
        let bar = navigation.navigationBar
        #expect(search.searchBar.superview === navigation.view)
        #expect(search.searchBar.frame.minY == bar.frame.maxY && search.searchBar.frame.height == 56)
        #expect(content.view.safeAreaInsets.top >= bar.frame.maxY + 56 || content.view.frame.minY >= bar.frame.maxY + 56)
        content.navigationItem.searchController = nil
        turn()
        #expect(search.searchBar.superview == nil)
        #expect(window.rootViewController === navigation)
    }
}
