import Foundation

/// Columns (components) of rows, each with one selected row, drawn as wheels: the
/// selected row in the middle band, highlighted, the rows before and after it above and
/// below.
///
/// A click on a row above or below selects it; the mouse wheel over a component moves its
/// selection a row per step; with the keyboard focus (Tab), Up/Down move the selection of
/// the focused component and Left/Right change component. Each selection by the user
/// tells the delegate (``UIPickerViewDelegate/pickerView(_:didSelectRow:inComponent:)``);
/// ``selectRow(_:inComponent:animated:)`` does not, as in UIKit.
///
/// Intrinsic size: 320 × 216 points, UIKit's picker size.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// UIKit's picker size, and the default row height.
    static let pickerSize = CGSize(width: 320, height: 216)
    public static let defaultRowHeight: CGFloat = 32
    static let titleFont = UIFont.systemFont(ofSize: 20)

    /// Where the components and rows come from (held weakly); setting it reloads.
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
    /// The delegate (held weakly); setting it redraws.
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// Kept for UIKit's API (the selection band always shows).
    open var showsSelectionIndicator = true

    /// The row counts, per component.
    private(set) var rowCounts: [Int] = []
    /// The selected row, per component (-1 in a component without rows).
    private(set) var selectedRows: [Int] = []
    /// The component the keys act on.
    private(set) var focusedComponent = 0
    /// Row views the delegate gave, by component and row place.
    private var rowViews: [Int: [Int: UIView]] = [:]

    /// Creates a picker with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a picker from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: Data

    /// The number of components (read from the data source at the last reload).
    open var numberOfComponents: Int { rowCounts.count }

    /// The number of rows of `component` (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// Asks the data source again for every component; selections are kept where they
    /// still exist.
    open func reloadAllComponents() {
        let count = max(dataSource.map { $0.numberOfComponents(in: self) } ?? 0, 0)
        rowCounts = (0..<count).map { component in max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0) }
        selectedRows = rowCounts.indices.map { component in
            let old = component < selectedRows.count ? selectedRows[component] : 0
            return rowCounts[component] == 0 ? -1 : min(max(old, 0), rowCounts[component] - 1)
        }
        focusedComponent = min(focusedComponent, max(count - 1, 0))
        for views in rowViews.values { for view in views.values { view.removeFromSuperview() } }
        rowViews.removeAll()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Asks the data source again for the rows of `component`.
    open func reloadComponent(_ component: Int) {
        guard rowCounts.indices.contains(component) else {
            print("UIPickerView.reloadComponent(_:): component \(component) does not exist; ignored")
            return
        }
        let count = max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
        rowCounts[component] = count
        selectedRows[component] = count == 0 ? -1 : min(max(selectedRows[component], 0), count - 1)
        for view in (rowViews[component] ?? [:]).values { view.removeFromSuperview() }
        rowViews[component] = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Selects `row` of `component` (clamped to its rows; logged when the component does
    /// not exist). The delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard rowCounts.indices.contains(component) else {
            print("UIPickerView.selectRow(_:inComponent:animated:): component \(component) does not exist; ignored")
            return
        }
        guard rowCounts[component] > 0 else { return }
        let clamped = min(max(row, 0), rowCounts[component] - 1)
        guard clamped != selectedRows[component] else { return }
        selectedRows[component] = clamped
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The selected row of `component` (-1 when it has no rows or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        selectedRows.indices.contains(component) ? selectedRows[component] : -1
    }

    /// The size of a row of `component`: its width and height.
    open func rowSize(forComponent component: Int) -> CGSize {
        let frames = componentFrames()
        guard frames.indices.contains(component) else { return .zero }
        return CGSize(width: frames[component].width, height: rowHeight(component))
    }

    /// The view the delegate gave for a row on show, if any.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let views = rowViews[component], selectedRows.indices.contains(component) else { return nil }
        return views[row - selectedRows[component]]
    }

    /// Selects a row as the user did, telling the delegate when it changed.
    func userSelect(_ row: Int, inComponent component: Int) {
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return }
        let clamped = min(max(row, 0), rowCounts[component] - 1)
        guard clamped != selectedRows[component] else { return }
        selectRow(clamped, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: clamped, inComponent: component)
    }

    // MARK: Geometry

    open override var intrinsicContentSize: CGSize { UIPickerView.pickerSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.pickerSize }

    func rowHeight(_ component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        return height > 0 && height.isFinite ? height : UIPickerView.defaultRowHeight
    }

    /// The components' columns: the delegate's widths, the rest shared equally, the whole
    /// centred, 4 points apart.
    func componentFrames() -> [CGRect] {
        let count = rowCounts.count
        guard count > 0 else { return [] }
        let gap: CGFloat = 4
        let asked = (0..<count).map { max(delegate?.pickerView(self, widthForComponent: $0) ?? 0, 0) }
        let fixed = asked.reduce(0, +)
        let flexible = asked.filter { $0 == 0 }.count
        let free = max(bounds.width - 16 - fixed - gap * CGFloat(count - 1), 0)
        let widths = asked.map { $0 > 0 ? $0 : free / CGFloat(max(flexible, 1)) }
        let total = widths.reduce(0, +) + gap * CGFloat(count - 1)
        var x = (bounds.midX - total / 2).rounded()
        return widths.map { width in
            defer { x += width + gap }
            return CGRect(x: x, y: bounds.minY, width: width.rounded(), height: bounds.height)
        }
    }

    /// The row at `place` (0: the selected row, -1 the one above…) of `component`, in
    /// this view's coordinates.
    func rowRect(place: Int, component: Int, in column: CGRect) -> CGRect {
        let height = rowHeight(component)
        let middle = (bounds.midY - height / 2).rounded()
        return CGRect(x: column.minX, y: middle + CGFloat(place) * height, width: column.width, height: height)
    }

    /// The places (offsets from the selected row) of the rows that show in `component`.
    func visiblePlaces(_ component: Int) -> ClosedRange<Int> {
        let reach = Int((bounds.height / 2 / rowHeight(component)).rounded(.up))
        let selected = max(selectedRows[component], 0)
        return max(-reach, -selected)...min(reach, rowCounts[component] - 1 - selected)
    }

    // MARK: Row views

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = componentFrames()
        for component in rowCounts.indices where rowCounts[component] > 0 {
            var shown: [Int: UIView] = [:]
            let old = rowViews[component] ?? [:]
            for place in visiblePlaces(component) {
                let row = selectedRows[component] + place
                guard let delegate else { break }
                let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: old[place])
                if view === PickerTitleRowView.notImplemented { break }
                if view.superview !== self { addSubview(view) }
                view.frame = rowRect(place: place, component: component, in: frames[component])
                shown[place] = view
            }
            for (place, view) in old where shown[place] !== view { view.removeFromSuperview() }
            rowViews[component] = shown.isEmpty ? nil : shown
        }
    }

    // MARK: Input

    /// A click on a row that shows selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch.tapCount >= 1 else { return super.touchesEnded(touches, with: event) }
        let point = touch.location(in: self)
        for (component, column) in componentFrames().enumerated() where column.contains(point) && rowCounts[component] > 0 {
            focusedComponent = component
            for place in visiblePlaces(component) where rowRect(place: place, component: component, in: column).contains(point) {
                userSelect(selectedRows[component] + place, inComponent: component)
            }
            return
        }
        super.touchesEnded(touches, with: event)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The mouse wheel over a component moves its selection (a row per wheel step).
    func scrollWheel(at point: CGPoint, deltaY: CGFloat) -> Bool {
        guard deltaY != 0 else { return false }
        for (component, column) in componentFrames().enumerated() where column.contains(point) && rowCounts[component] > 0 {
            userSelect(selectedRows[component] + (deltaY > 0 ? 1 : -1), inComponent: component)
            return true
        }
        return false
    }

    open override var canBecomeFirstResponder: Bool { !rowCounts.isEmpty }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        setNeedsDisplay()
        return became
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        setNeedsDisplay()
        return resigned
    }

    /// Up/Down move the focused component's selection, Home/End to its ends, Left/Right
    /// change the focused component.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isFirstResponder, !rowCounts.isEmpty else { return super.pressesBegan(presses, with: event) }
        let unused = unusedPresses(presses) { key in
            guard key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return false }
            let component = focusedComponent
            switch key.specialKey {
            case .upArrow: userSelect(selectedRows[component] - 1, inComponent: component)
            case .downArrow: userSelect(selectedRows[component] + 1, inComponent: component)
            case .home: userSelect(0, inComponent: component)
            case .end: userSelect(rowCounts[component] - 1, inComponent: component)
            case .leftArrow: focusedComponent = max(component - 1, 0); setNeedsDisplay()
            case .rightArrow: focusedComponent = min(component + 1, rowCounts.count - 1); setNeedsDisplay()
            default: return false
            }
            return true
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    // MARK: Drawing

    /// Draws the selection band across the middle, then each component's rows that show
    /// (titles centred; the selected row's in the label colour, the others grey), and the
    /// focused component's outline while the picker has the keyboard focus.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let frames = componentFrames()
        guard !frames.isEmpty else { return }
        let bandHeight = rowHeight(0)
        let band = CGRect(x: bounds.minX + 8, y: (bounds.midY - bandHeight / 2).rounded(), width: bounds.width - 16, height: bandHeight)
        context.fill(band, cornerRadius: 8, color: .systemGray5, alpha: 1)
        let measurer = TextSystem.measurer
        let metrics = measurer.metrics(for: UIPickerView.titleFont)
        for (component, column) in frames.enumerated() where rowCounts[component] > 0 {
            context.saveState()
            context.clip(to: column)
            for place in visiblePlaces(component) where rowViews[component]?[place] == nil {
                let row = selectedRows[component] + place
                let title = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
                    ?? delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
                let rowRect = rowRect(place: place, component: component, in: column)
                let width = measurer.size(of: title, font: UIPickerView.titleFont, wrappingAt: nil).width
                let origin = CGPoint(x: (rowRect.midX - width / 2).rounded(),
                                     y: (rowRect.midY - metrics.lineHeight / 2).rounded() + metrics.ascent)
                let alpha: CGFloat = place == 0 ? 1 : max(0.25, 1 - CGFloat(abs(place)) * 0.25)
                context.drawText(title, at: origin, font: UIPickerView.titleFont, color: place == 0 ? .label : .secondaryLabel, alpha: alpha)
            }
            context.restoreState()
            if isFirstResponder && component == focusedComponent {
                context.stroke(column.insetBy(dx: 1, dy: 1), color: tintColor.withAlphaComponent(0.6), lineWidth: 2, alpha: 1)
            }
        }
    }
}

/// The marker the delegate's default `pickerView(_:viewForRow:forComponent:reusing:)`
/// returns: the picker then draws the row's title.
@MainActor
enum PickerTitleRowView {
    static let notImplemented = UIView()
}
