import Foundation

/// A button of a ``UIAlertController``: a title, a style and what a click runs.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the button is drawn and where it goes.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default`
        /// The button that cancels (bold in an alert; apart, at the bottom, in a sheet).
        case cancel
        /// A button that destroys data (red).
        case destructive
    }

    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    open private(set) var style: Style
    /// Whether the button can be clicked (true by default).
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { enabledDidChange?(isEnabled) } }
    }
    let handler: ((UIAlertAction) -> Void)?
    var enabledDidChange: ((Bool) -> Void)?

    /// Creates an action; `handler` runs after the alert is dismissed by this button.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or an action sheet: a title, a message, text fields and buttons, shown with
/// ``UIViewController/present(_:animated:completion:)`` over what is there (the presenter
/// gets no disappearance callbacks). A click on a button dismisses the controller and
/// then runs the action's handler.
///
/// An alert is a 270-point box in the middle of the window over a dimmed background; an
/// action sheet is a box at the bottom, its cancel button apart below the others.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// The message under the title.
    open var message: String? {
        didSet { alertView?.refresh() }
    }
    /// Alert or action sheet.
    open private(set) var preferredStyle: Style = .alert
    /// The buttons, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold, that Return runs (must be one of ``actions``).
    open var preferredAction: UIAlertAction? {
        didSet { alertView?.refresh() }
    }
    /// The text fields, in the order added (`nil` when there are none).
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []
    private var alertView: AlertView? { viewIfLoaded as? AlertView }

    /// Creates an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    open override var title: String? {
        didSet { alertView?.refresh() }
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        action.enabledDidChange = { [weak self] _ in self?.alertView?.refresh() }
        alertView?.refresh()
    }

    /// Adds a text field (alerts only), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            LayoutDiagnostics.error("Text fields can only be added to an alert controller of style .alert.")
            return
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        configurationHandler?(field)
        fields.append(field)
        alertView?.refresh()
    }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// Dismisses the alert, then runs `action`'s handler (as a click on its button does).
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// The buttons in the order they are drawn: an alert's cancel action goes first when
    /// there are two (leading), else last; a sheet's cancel action last.
    var orderedActions: [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if preferredStyle == .alert && actions.count == 2 { return cancel + others }
        return others + cancel
    }
}

/// A dimmed full-window view holding the alert's box.
final class AlertView: UIView {
    private weak var controller: UIAlertController?
    let box = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private(set) var buttons: [UIButton] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        box.backgroundColor = UIColor(white: 0.97, alpha: 1)
        box.layer.cornerRadius = 14
        box.clipsToBounds = true
        addSubview(box)
        for label in [titleLabel, messageLabel] {
            label.textAlignment = .center
            label.numberOfLines = 0
            box.addSubview(label)
        }
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        messageLabel.font = UIFont.systemFont(ofSize: 13)
        refresh()
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func refresh() {
        guard let controller else { return }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        for button in buttons { button.removeFromSuperview() }
        buttons = controller.orderedActions.map { action in
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            let bold = action.style == .cancel || action === controller.preferredAction
            button.titleLabel?.font = bold ? UIFont.boldSystemFont(ofSize: 17) : UIFont.systemFont(ofSize: 17)
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.isEnabled = action.isEnabled
            button.addAction(UIAction { [weak controller, weak action] _ in
                if let controller, let action { controller.choose(action) }
            }, for: .primaryActionTriggered)
            box.addSubview(button)
            return button
        }
        for field in controller.textFields ?? [] where field.superview !== box {
            box.addSubview(field)
            field.addAction(UIAction { [weak controller] _ in controller?.performReturnKey() }, for: .editingDidEndOnExit)
        }
        setNeedsLayout()
    }

    // Keyboard (UIAlertController+Keyboard.swift): Return runs the preferred action,
    // Escape the cancel action.
    override var canBecomeFirstResponder: Bool { true }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { takeKeyboardFocus() }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let controller, let key = presses.first?.key?.specialKey, controller.handleAlertKey(key) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        let isAlert = controller.preferredStyle == .alert
        let width = isAlert ? min(270, bounds.width - 32) : bounds.width - 16
        let inner = width - 32
        var y: CGFloat = 20
        for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
            let height = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: 16, y: y, width: inner, height: height)
            y += height + 4
        }
        for field in controller.textFields ?? [] {
            y += 8
            field.frame = CGRect(x: 16, y: y, width: inner, height: 28)
            y += 28
        }
        y += 16
        let rowHeight: CGFloat = isAlert ? 44 : 57
        if isAlert && buttons.count == 2 {
            buttons[0].frame = CGRect(x: 0, y: y, width: width / 2, height: rowHeight)
            buttons[1].frame = CGRect(x: width / 2, y: y, width: width / 2, height: rowHeight)
            y += rowHeight
        } else {
            for button in buttons {
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        let x = (bounds.width - width) / 2
        let boxY = isAlert ? (bounds.height - y) / 2 : bounds.height - y - 8 - safeAreaInsets.bottom
        box.frame = CGRect(x: x, y: max(0, boxY), width: width, height: y)
    }
}
