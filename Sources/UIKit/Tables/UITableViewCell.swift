import Foundation

/// One row of a ``UITableView``: a ``contentView`` for the row's own views, the built-in
/// labels of its ``CellStyle``, an accessory at the trailing edge, a selection
/// background and a separator line along the bottom.
///
/// Cells registered by class are made by the table with ``init(style:reuseIdentifier:)``
/// (through ``init(registeredReuseIdentifier:)``, which subclasses inherit when they
/// override `init(style:reuseIdentifier:)` and `init?(coder:)`, as UIKit cells do).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in arrangements of ``textLabel`` and ``detailTextLabel``.
    public enum CellStyle: Int, Sendable {
        /// A left-aligned text label (no detail).
        case `default`
        /// Text on the left, a right-aligned grey detail on the right (Settings).
        case value1
        /// A right-aligned blue label, then a left-aligned detail (Contacts).
        case value2
        /// Text above a smaller grey detail, both left-aligned.
        case subtitle
    }

    /// The standard mark at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected row looks.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The line between rows.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// The control an editing row shows at its leading edge.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A red circle with a minus: the row can be deleted.
        case delete
        /// A green circle with a plus: a row can be inserted.
        case insert
    }

    /// The cell's built-in arrangement.
    public let style: CellStyle
    /// The identifier the table reuses the cell under.
    open internal(set) var reuseIdentifier: String?
    /// The view the row's content goes in (inset from the accessory and the separator).
    public let contentView: UIView
    private var builtInText: UILabel?
    private var builtInDetail: UILabel?

    /// The accessory drawn at the trailing edge (`.none` by default).
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { setNeedsLayout(); setNeedsDisplay() } } }
    /// A view shown at the trailing edge instead of ``accessoryType``'s mark.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// How the selected row looks (`.default` by default).
    open var selectionStyle: SelectionStyle = .default
    /// A view behind the content while the row is selected or highlighted.
    open var selectedBackgroundView: UIView?
    /// Insets of the separator from the cell's edges; only left and right count
    /// (16 on the leading side by default, as on iPhone).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsDisplay() } }
    /// Whether the row is selected.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the pointer is down on the row.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selected = false
    private var highlighted = false

    // MARK: Editing state (see UITableViewCell+Editing.swift)

    /// Whether the row shows its editing controls (the table sets it from its own
    /// ``UITableView/isEditing``).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// The editing control the row shows (the table sets it from its delegate's
    /// ``UITableViewDelegate/tableView(_:editingStyleForRowAt:)``).
    open internal(set) var editingStyle: EditingStyle = .none { didSet { if editingStyle != oldValue { editingLayoutDidChange() } } }
    /// Whether the row shows the reorder control while editing, when its data source can
    /// move it (false by default).
    open var showsReorderControl = false { didSet { if showsReorderControl != oldValue { editingLayoutDidChange() } } }
    /// Whether the content moves aside for the editing control (true by default).
    open var shouldIndentWhileEditing = true { didSet { if shouldIndentWhileEditing != oldValue { editingLayoutDidChange() } } }
    /// The accessory drawn while editing, in place of ``accessoryType`` (`.none` by default).
    open var editingAccessoryType: AccessoryType = .none { didSet { if editingAccessoryType != oldValue { editingLayoutDidChange() } } }
    /// A view shown at the trailing edge while editing, in place of ``accessoryView``.
    open var editingAccessoryView: UIView? {
        didSet {
            guard editingAccessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let editingAccessoryView { addSubview(editingAccessoryView) }
            editingLayoutDidChange()
        }
    }
    /// Whether the row shows its swipe actions (a delete confirmation, or the actions of
    /// a swipe configuration).
    open internal(set) var showingDeleteConfirmation = false
    /// Set by the table: whether the reorder control shows while editing.
    var showsReorderHandle = false { didSet { if showsReorderHandle != oldValue { editingLayoutDidChange() } } }
    /// Set by the table: how far the row's content is slid sideways by a swipe (negative:
    /// to the left, showing trailing actions).
    var swipeOffset: CGFloat = 0 { didSet { if swipeOffset != oldValue { setNeedsLayout() } } }
    /// The view showing the swipe actions, while they show.
    var swipeActionsView: UIView?

    /// Shows or hides the editing controls (no animation; `animated` is accepted for
    /// UIKit's signature). Overrides call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        editingLayoutDidChange()
    }

    // MARK: Configurations

    /// Updates the cell's appearance for its state, as UIKit's.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void
    let configurationHost = CellConfigurationHost()
    /// Whether the content configuration is updated for each new state (true by default).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for each new state (true by default).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell's state whenever its configuration is updated.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The cell's state: traits, selection and highlight.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for ``updateConfiguration(using:)`` before the cell is next laid out or measured.
    open func setNeedsUpdateConfiguration() {
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`, then calls the ``configurationUpdateHandler``.
    /// Overrides call super.
    open func updateConfiguration(using state: UICellConfigurationState) {
        showConfigurations(for: state)
        configurationUpdateHandler?(self, state)
    }

    /// Runs a pending configuration update.
    func updateConfigurationIfNeeded() {
        configurationHost.updateIfNeeded { updateConfiguration(using: configurationState) }
    }

    /// Set by the table: whether the separator is drawn, and in which colour.
    var separatorColor: UIColor? = .separator

    // MARK: Initialisers

    /// Creates a cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        configureCell()
    }

    /// Creates a cell from an archive (style `.default`).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = UIView()
        super.init(coder: coder)
        configureCell()
    }

    /// A `.default` cell with `frame` and no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a cell registered by class: `init(style: .default,
    /// reuseIdentifier:)`, dispatched to the subclass's override.
    ///
    /// UIKit calls `initWithStyle:reuseIdentifier:` through the Objective-C runtime; Swift
    /// can only call an initialiser through a metatype when it is `required`, and making
    /// `init(style:reuseIdentifier:)` itself required would make every override in app
    /// code spell `required`. This required convenience initialiser is inherited by any
    /// subclass that overrides both designated initialisers (or none), which is what
    /// UIKit cells do. App code does not call it.
    public required convenience init(registeredReuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: registeredReuseIdentifier)
    }

    private func configureCell() {
        backgroundColor = .systemBackground
        layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        contentView.preservesSuperviewLayoutMargins = false
        // The cell's size from the start, as UIKit gives it: constraints made before the
        // first layout (a label pinned inside the margins) meet a content view that has room.
        contentView.frame = bounds
        addSubview(contentView)
    }

    // MARK: Built-in labels

    /// The main label, made on first use (nil is never returned).
    open var textLabel: UILabel? {
        if let builtInText { return builtInText }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        if style == .value2 {
            label.textColor = .systemBlue
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .right
        }
        builtInText = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles, made on
    /// first use; nil for `.default`.
    open var detailTextLabel: UILabel? {
        if style == .default { return nil }
        if let builtInDetail { return builtInDetail }
        let label = UILabel()
        switch style {
        case .value1: label.font = .systemFont(ofSize: 17); label.textColor = .secondaryLabel; label.textAlignment = .right
        case .value2: label.font = .systemFont(ofSize: 15)
        case .subtitle: label.font = .systemFont(ofSize: 12); label.textColor = .secondaryLabel
        case .default: break
        }
        builtInDetail = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    // MARK: Reuse and state

    /// Called by the table just before a dequeue hands this cell out again; reset state
    /// that is not content here. Overrides call super.
    open func prepareForReuse() {}

    /// Selects or deselects the row's look.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != self.selected else { return }
        self.selected = selected
        selectionDidChange()
    }

    /// Highlights the row's look while the pointer is down on it.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != self.highlighted else { return }
        self.highlighted = highlighted
        selectionDidChange()
    }

    private func selectionDidChange() {
        setNeedsUpdateConfiguration()
        let shows = (selected || highlighted) && selectionStyle != .none
        if let selectedBackgroundView {
            if shows && selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, at: 0)
                selectedBackgroundView.frame = bounds
            } else if !shows {
                selectedBackgroundView.removeFromSuperview()
            }
        }
        setNeedsDisplay()
    }

    var showsSelection: Bool { (selected || highlighted) && selectionStyle != .none }

    // MARK: Geometry

    /// The width the accessory takes at the trailing edge (0 without one).
    var accessoryWidth: CGFloat {
        if let accessoryView = currentAccessoryView { return accessoryView.frame.width + 16 }
        switch currentAccessoryType {
        case .none: return 0
        case .disclosureIndicator, .checkmark: return 34
        case .detailButton: return 38
        case .detailDisclosureButton: return 58
        }
    }

    /// The separator's height: one pixel.
    var separatorHeight: CGFloat { separatorColor == nil ? 0 : 1 / max(1, UIScreen.main.scale) }

    /// The content view's frame in a cell of `size`: the width less the accessory, the
    /// height less the separator.
    func contentFrame(in size: CGSize) -> CGRect {
        let leading = editingIndentation
        let trailing = accessoryWidth + (showsReorderControlNow ? UITableViewCell.reorderControlWidth : 0)
        let width = max(0, size.width - leading - trailing)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? size.width - width - leading : leading
        return CGRect(x: x + swipeOffset, y: 0, width: width, height: max(0, size.height - separatorHeight))
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = contentFrame(in: bounds.size)
        accessoryView?.isHidden = currentAccessoryView !== accessoryView
        editingAccessoryView?.isHidden = currentAccessoryView !== editingAccessoryView
        if let accessoryView = currentAccessoryView {
            let size = accessoryView.frame.size
            let reorder = showsReorderControlNow ? UITableViewCell.reorderControlWidth : 0
            let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? 16 + reorder : bounds.width - 16 - size.width - reorder
            accessoryView.frame = CGRect(x: x + swipeOffset, y: ((bounds.height - size.height) / 2).rounded(),
                                         width: size.width, height: size.height)
        }
        layoutSwipeActionsView()
        selectedBackgroundView?.frame = bounds
        layoutBuiltInLabels()
    }

    /// Places the built-in labels by ``style`` inside the content view's margins.
    private func layoutBuiltInLabels() {
        guard builtInText != nil || builtInDetail != nil else { return }
        let area = contentView.bounds.inset(by: contentView.layoutMargins)
        let text = builtInText, detail = builtInDetail
        let textSize = text?.sizeThatFits(CGSize(width: area.width, height: 0)) ?? .zero
        let detailSize = detail?.sizeThatFits(CGSize(width: area.width, height: 0)) ?? .zero
        switch style {
        case .default:
            text?.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height)
        case .subtitle:
            let total = textSize.height + detailSize.height
            let top = area.minY + max(0, (area.height - total) / 2).rounded()
            text?.frame = CGRect(x: area.minX, y: top, width: area.width, height: textSize.height)
            detail?.frame = CGRect(x: area.minX, y: top + textSize.height, width: area.width, height: detailSize.height)
        case .value1:
            let detailWidth = min(detailSize.width, area.width / 2)
            text?.frame = CGRect(x: area.minX, y: area.minY, width: max(0, area.width - detailWidth - 8), height: area.height)
            detail?.frame = CGRect(x: area.maxX - detailWidth, y: area.minY, width: detailWidth, height: area.height)
        case .value2:
            let labelWidth = (area.width * 0.3).rounded()
            text?.frame = CGRect(x: area.minX, y: area.minY, width: labelWidth, height: area.height)
            detail?.frame = CGRect(x: area.minX + labelWidth + 6, y: area.minY, width: max(0, area.width - labelWidth - 6), height: area.height)
        }
    }

    /// The row height this cell needs at `width`: its content view fitted at the content
    /// width (required) and the smallest height its constraints allow, plus the
    /// separator. A content view without constraints is measured by its built-in labels
    /// (at least 44 points).
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        updateConfigurationIfNeeded()
        let contentWidth = contentFrame(in: CGSize(width: width, height: 44)).width
        let content: CGFloat
        if contentView.hasConstraintsForFitting {
            content = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                          withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel).height
        } else {
            let area = contentWidth - contentView.layoutMargins.left - contentView.layoutMargins.right
            let text = builtInText?.sizeThatFits(CGSize(width: area, height: 0)).height ?? 0
            let detail = builtInDetail?.sizeThatFits(CGSize(width: area, height: 0)).height ?? 0
            let labels = style == .subtitle ? text + detail : max(text, detail)
            content = max(44 - separatorHeight, labels + contentView.layoutMargins.top + contentView.layoutMargins.bottom)
        }
        return content + separatorHeight
    }

    // MARK: Drawing

    /// Draws the selection background, the accessory mark and the separator.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        if showsSelection && selectedBackgroundView == nil {
            context.fill(bounds, color: .systemGray4, alpha: 1)
        }
        drawAccessory(in: context)
        drawEditingControls(in: context)
        if let separatorColor {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let left = rtl ? separatorInset.right : separatorInset.left
            let right = rtl ? separatorInset.left : separatorInset.right
            let y = bounds.height - separatorHeight
            context.fill(CGRect(x: left, y: y, width: max(0, bounds.width - left - right), height: separatorHeight),
                         color: separatorColor, alpha: 1)
        }
    }

    private func drawAccessory(in context: DrawingContext) {
        let accessoryType = currentAccessoryType
        guard currentAccessoryView == nil, accessoryType != .none else { return }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let midY = (bounds.height - separatorHeight) / 2
        let reorder = showsReorderControlNow ? UITableViewCell.reorderControlWidth : 0
        let edge = (rtl ? CGFloat(16) + reorder : bounds.width - 16 - reorder) + swipeOffset
        let direction: CGFloat = rtl ? 1 : -1
        switch accessoryType {
        case .disclosureIndicator, .detailDisclosureButton:
            // A chevron pointing to the trailing edge.
            let tip = CGPoint(x: edge + direction * 2, y: midY)
            let back = edge + direction * 8
            context.drawLine(from: CGPoint(x: back, y: midY - 6), to: tip, color: .tertiaryLabel, lineWidth: 2, alpha: 1)
            context.drawLine(from: CGPoint(x: back, y: midY + 6), to: tip, color: .tertiaryLabel, lineWidth: 2, alpha: 1)
        case .checkmark:
            let x = edge + direction * 14
            context.drawLine(from: CGPoint(x: x, y: midY), to: CGPoint(x: x + 4, y: midY + 5), color: .systemBlue, lineWidth: 2, alpha: 1)
            context.drawLine(from: CGPoint(x: x + 4, y: midY + 5), to: CGPoint(x: x + 13, y: midY - 6), color: .systemBlue, lineWidth: 2, alpha: 1)
        case .detailButton, .none:
            break
        }
        if accessoryType == .detailButton || accessoryType == .detailDisclosureButton {
            let x = accessoryType == .detailButton ? edge + direction * 22 : edge + direction * 42
            let circle = CGRect(x: min(x, x - direction * 22), y: midY - 11, width: 22, height: 22)
            context.stroke(circle, color: .systemBlue, lineWidth: 1.5, alpha: 1)
        }
    }
}

extension UIView {
    /// Whether constraints (on this view or its subviews, not generated ones) could size
    /// this view in a fitting pass: whether a cell's content view uses Auto Layout.
    var hasConstraintsForFitting: Bool {
        if !engineState.installedConstraints.isEmpty { return true }
        return subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints || $0.hasConstraintsForFitting }
    }
}
