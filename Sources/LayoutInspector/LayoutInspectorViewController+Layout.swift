import UIKit

extension LayoutInspectorViewController: UITextFieldDelegate {
    /// Builds the window's views (called from `viewDidLoad`).
    func buildViews() {
        let root: UIView = view
        root.backgroundColor = .white
        root.accessibilityIdentifier = "inspector"

        filterField.placeholder = "Filter the outline: type a class, a name or a badge"
        filterField.borderStyle = .roundedRect
        filterField.font = InspectorStyle.font
        filterField.accessibilityIdentifier = "filter"
        filterField.addAction(UIAction { [unowned self] _ in model.filter = filterField.text ?? "" }, for: .editingChanged)

        outline.accessibilityIdentifier = "outline"
        outline.register(OutlineCell.self, forCellReuseIdentifier: OutlineCell.identifier)
        outline.rowHeight = 18
        outline.dataSource = self
        outline.delegate = self

        details.accessibilityIdentifier = "details"
        details.register(DetailCell.self, forCellReuseIdentifier: DetailCell.identifier)
        details.rowHeight = UITableView.automaticDimension
        details.estimatedRowHeight = 30
        details.dataSource = self
        details.delegate = self

        let editBar = makeEditBar()
        for subview in [filterField, outline, editBar, details] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            filterField.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            filterField.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            filterField.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            outline.topAnchor.constraint(equalTo: filterField.bottomAnchor, constant: 6),
            outline.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            outline.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            outline.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.42),
            editBar.topAnchor.constraint(equalTo: filterField.bottomAnchor, constant: 6),
            editBar.leadingAnchor.constraint(equalTo: outline.trailingAnchor, constant: 8),
            editBar.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8),
            details.topAnchor.constraint(equalTo: editBar.bottomAnchor, constant: 6),
            details.leadingAnchor.constraint(equalTo: outline.trailingAnchor, constant: 4),
            details.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            details.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        refresh()
    }

    private func label(_ text: String, bold: Bool = false) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = bold ? InspectorStyle.boldFont : InspectorStyle.font
        return label
    }

    private func configure(_ field: UITextField, name: String, width: CGFloat) {
        field.borderStyle = .roundedRect
        field.font = InspectorStyle.font
        field.delegate = self
        field.accessibilityIdentifier = name
        field.widthAnchor.constraint(equalToConstant: width).isActive = true
    }

    private func row(_ views: [UIView]) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .horizontal
        stack.spacing = 6
        stack.alignment = .center
        return stack
    }

    /// Three rows: the selected constraint's constant, priority and activity; the
    /// selected view's visibility, hugging and compression resistance; the commands.
    private func makeEditBar() -> UIView {
        configure(constantField, name: "constant", width: 64)
        configure(priorityField, name: "priority", width: 48)
        configure(huggingFields.0, name: "hugging H", width: 40)
        configure(huggingFields.1, name: "hugging V", width: 40)
        configure(resistanceFields.0, name: "resistance H", width: 40)
        configure(resistanceFields.1, name: "resistance V", width: 40)
        activeSwitch.accessibilityIdentifier = "active"
        activeSwitch.addAction(UIAction { [unowned self] _ in model.setActive(activeSwitch.isOn) }, for: .valueChanged)
        hiddenSwitch.accessibilityIdentifier = "hidden"
        hiddenSwitch.addAction(UIAction { [unowned self] _ in model.setHidden(hiddenSwitch.isOn) }, for: .valueChanged)
        for (button, title, name) in [(undoButton, "Undo", "undo"), (copyButton, "Copy as Swift", "copy"),
                                      (copySnapKitButton, "…as SnapKit", "copy snapkit"),
                                      (exerciseButton, "Exercise ambiguity", "exercise")] {
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = InspectorStyle.font
            button.accessibilityIdentifier = name
        }
        undoButton.addAction(UIAction { [unowned self] _ in model.undo() }, for: .touchUpInside)
        copyButton.addAction(UIAction { [unowned self] _ in copyAsSwift() }, for: .touchUpInside)
        copySnapKitButton.addAction(UIAction { [unowned self] _ in copyAsSwift(style: .snapKit) }, for: .touchUpInside)
        exerciseButton.addAction(UIAction { [unowned self] _ in
            if case .view(let view) = model.selection { view.exerciseAmbiguityInLayout() }
        }, for: .touchUpInside)
        let bar = UIStackView(arrangedSubviews: [
            row([label("Constraint", bold: true), label("constant"), constantField, label("priority"), priorityField,
                 label("active"), activeSwitch]),
            row([label("View", bold: true), label("hidden"), hiddenSwitch, label("hug H"), huggingFields.0, label("V"),
                 huggingFields.1, label("resist H"), resistanceFields.0, label("V"), resistanceFields.1]),
            row([undoButton, copyButton, copySnapKitButton, exerciseButton]),
        ])
        bar.axis = .vertical
        bar.spacing = 4
        bar.alignment = .leading
        return bar
    }

    /// Puts the model's values into the edit bar (leaving the field being typed in alone
    /// unless `force`); controls without a subject are disabled.
    func refreshEditBar(force: Bool = false) {
        func set(_ field: UITextField, _ text: String) {
            if force || !field.isFirstResponder { field.text = text }
        }
        let constraint = model.selectedConstraint
        set(constantField, constraint.map { $0.constant.formattedG } ?? "")
        set(priorityField, constraint.map { "\($0.priority.rawValue.formattedPriority)" } ?? "")
        activeSwitch.isOn = constraint?.isActive ?? false
        for control in [constantField, priorityField, activeSwitch] as [UIControl] { control.isEnabled = constraint != nil }
        var selectedView: UIView?
        if case .view(let view) = model.selection { selectedView = view }
        hiddenSwitch.isOn = selectedView?.isHidden ?? false
        set(huggingFields.0, selectedView.map { $0.contentHuggingPriority(for: .horizontal).rawValue.formattedPriority } ?? "")
        set(huggingFields.1, selectedView.map { $0.contentHuggingPriority(for: .vertical).rawValue.formattedPriority } ?? "")
        set(resistanceFields.0, selectedView.map { $0.contentCompressionResistancePriority(for: .horizontal).rawValue.formattedPriority } ?? "")
        set(resistanceFields.1, selectedView.map { $0.contentCompressionResistancePriority(for: .vertical).rawValue.formattedPriority } ?? "")
        for control in [hiddenSwitch, huggingFields.0, huggingFields.1, resistanceFields.0, resistanceFields.1] as [UIControl] {
            control.isEnabled = selectedView != nil
        }
        undoButton.isEnabled = !model.history.isEmpty
        copyButton.isEnabled = !model.history.isEmpty
        copySnapKitButton.isEnabled = !model.history.isEmpty
        exerciseButton.isEnabled = selectedView?.hasAmbiguousLayout ?? false
    }

    /// Return in a field applies its number.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let text = (textField.text ?? "").trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "−", with: "-")
        guard let number = Double(text), number.isFinite else {
            refreshEditBar(force: true)
            return false
        }
        if textField === constantField { model.setConstant(CGFloat(number)) }
        else if textField === priorityField { model.setPriority(Float(number)) }
        else if textField === huggingFields.0 { model.setHugging(Float(number), for: .horizontal) }
        else if textField === huggingFields.1 { model.setHugging(Float(number), for: .vertical) }
        else if textField === resistanceFields.0 { model.setCompressionResistance(Float(number), for: .horizontal) }
        else if textField === resistanceFields.1 { model.setCompressionResistance(Float(number), for: .vertical) }
        refreshEditBar(force: true)
        return false
    }

    /// "Copy as Swift": the code for the edits, in anchors (or SnapKit) spelling, on the
    /// pasteboard (the X clipboard under the X11 host) and to ``onCopy``.
    public func copyAsSwift(style: SwiftCode.Style = .anchors) {
        let code = model.swiftCode(style: style)
        copiedCode = code
        UIPasteboard.general.string = code
        onCopy?(code)
        setNeedsRefresh(now: true)
    }
}

extension Float {
    /// `250`, `999.5`.
    var formattedPriority: String { self == rounded() ? String(Int(self)) : String(self) }
}
