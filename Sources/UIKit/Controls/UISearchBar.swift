import Foundation

/// A bar for entering search text: a ``searchTextField`` with a magnifying glass, an
/// optional Cancel button, prompt above and scope buttons below.
///
/// The field's events become the delegate's calls: editing begins and ends
/// (``UISearchBarDelegate/searchBarShouldBeginEditing(_:)`` …), each edit by the user calls
/// ``UISearchBarDelegate/searchBar(_:textDidChange:)`` (setting ``text`` in code does not,
/// as in UIKit), Return calls ``UISearchBarDelegate/searchBarSearchButtonClicked(_:)``, and the
/// Cancel button (or Escape while editing, when it shows)
/// ``UISearchBarDelegate/searchBarCancelButtonClicked(_:)``.
///
/// Intrinsic size: no width; 56 points tall (UIKit's height since iOS 11), plus 20 for a
/// prompt and 44 for a scope bar.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's look.
    public enum Style: UInt, Sendable {
        /// A grey bar (prominent).
        case `default`
        /// A grey bar behind the field.
        case prominent
        /// No bar: the field alone.
        case minimal
    }

    /// The row the field sits in, the prompt's line and the scope bar's row.
    static let fieldRowHeight: CGFloat = 56
    static let promptHeight: CGFloat = 20
    static let scopeRowHeight: CGFloat = 44
    static let margin: CGFloat = 8

    /// The field the text is typed in.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// What the bar tells as it is used (held weakly).
    open weak var delegate: (any UISearchBarDelegate)?

    /// The search text (setting it calls no delegate method).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the field (none by default).
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// Whether the Cancel button shows (false by default).
    open var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }
    /// Whether a bookmark button shows (stored; no bookmark button is drawn).
    open var showsBookmarkButton = false
    /// Whether a results list button shows (stored; no such button is drawn).
    open var showsSearchResultsButton = false
    /// The look (``Style/default`` by default).
    open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// The bar's colour (`nil`: ``UIColor/systemGray6``).
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the bar is translucent (true by default; drawn opaque here).
    open var isTranslucent = true
    /// The titles of the scope buttons shown below the field while ``showsScopeBar``.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeControl.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeControl.insertSegment(withTitle: title, at: index, animated: false)
            }
            scopeControl.selectedSegmentIndex = scopeControl.numberOfSegments > 0 ? min(selectedScopeButtonIndex, scopeControl.numberOfSegments - 1) : -1
            scopeBarDidChange()
        }
    }
    /// The selected scope button (0 by default).
    open var selectedScopeButtonIndex: Int {
        get { max(scopeControl.selectedSegmentIndex, 0) }
        set { scopeControl.selectedSegmentIndex = newValue }
    }
    /// Whether the scope buttons show (false by default).
    open var showsScopeBar = false { didSet { scopeBarDidChange() } }

    private let promptLabel = UILabel()
    /// The Cancel button.
    let cancelButton = UIButton(type: .system)
    /// The scope buttons.
    let scopeControl = UISegmentedControl(items: nil)
    private var relay: SearchFieldRelay?

    /// Creates a bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchBar()
    }

    /// Creates a bar from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchBar()
    }

    private func configureSearchBar() {
        isOpaque = false
        searchTextField.placeholder = "Search"
        addSubview(searchTextField)
        let relay = SearchFieldRelay(self)
        self.relay = relay
        searchTextField.delegate = relay
        searchTextField.addAction(UIAction { [weak self] _ in self?.fieldTextDidChange() }, for: .editingChanged)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelClicked() }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeControl.isHidden = true
        scopeControl.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: self.selectedScopeButtonIndex)
        }, for: .valueChanged)
        addSubview(scopeControl)
    }

    /// Shows or hides the Cancel button (no animation).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    /// Shows or hides the scope bar (no animation).
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    private func scopeBarDidChange() {
        scopeControl.isHidden = !showsScopeBarNow
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var showsScopeBarNow: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    // MARK: Events

    private func fieldTextDidChange() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.updateResults()
    }

    /// What the Cancel button does: tells the delegate; a search controller's bar ends the search.
    func cancelClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancelSearch()
    }

    /// Escape while editing, with the Cancel button showing, clicks it.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = presses.filter { press in
            guard press.key?.specialKey == .escape, showsCancelButton, searchTextField.isEditing else { return true }
            cancelClicked()
            return false
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    /// The search controller whose bar this is.
    weak var searchController: UISearchController?

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// The bar's height: the field's row, with the prompt and scope bar when they show.
    var barHeight: CGFloat {
        (prompt == nil ? 0 : UISearchBar.promptHeight) + UISearchBar.fieldRowHeight + (showsScopeBarNow ? UISearchBar.scopeRowHeight : 0)
    }

    /// Places the prompt, the field (36 points tall, 8 from the sides), the Cancel button
    /// after it and the scope bar below.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin = UISearchBar.margin
        var y: CGFloat = 0
        if prompt != nil {
            promptLabel.frame = CGRect(x: margin, y: 2, width: max(bounds.width - 2 * margin, 0), height: UISearchBar.promptHeight - 2)
            y += UISearchBar.promptHeight
        }
        var fieldWidth = bounds.width - 2 * margin
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            cancelButton.frame = CGRect(x: bounds.width - margin - size.width, y: y + ((UISearchBar.fieldRowHeight - size.height) / 2).rounded(),
                                        width: size.width, height: size.height)
            fieldWidth -= size.width + margin
        }
        searchTextField.frame = CGRect(x: margin, y: y + 10, width: max(fieldWidth, 0), height: 36)
        y += UISearchBar.fieldRowHeight
        if showsScopeBarNow {
            scopeControl.frame = CGRect(x: margin, y: y + 6, width: max(bounds.width - 2 * margin, 0), height: 32)
        }
    }

    /// Draws the grey bar behind the field (nothing for ``Style/minimal``).
    open override func draw(_ rect: CGRect) {
        guard searchBarStyle != .minimal, let context = UIGraphicsGetCurrentDrawingContext() else { return }
        context.fill(bounds, color: barTintColor ?? .systemGray6, alpha: 1)
    }
}

/// Turns the search field's delegate calls into the search bar's delegate calls.
@preconcurrency @MainActor
private final class SearchFieldRelay: UITextFieldDelegate {
    private weak var searchBar: UISearchBar?

    init(_ searchBar: UISearchBar) { self.searchBar = searchBar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        searchBar.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }
}
