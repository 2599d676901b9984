import UIKit

/// One section of the inspector's details list.
@preconcurrency @MainActor
public struct DetailSection {
    public var title: String
    public var rows: [DetailRow]
}

/// One row of the details: text that wraps, and what a click on it does.
@preconcurrency @MainActor
public struct DetailRow {
    public var text: String
    /// The constraint the row shows; a click selects it for editing.
    public var constraint: NSLayoutConstraint?
    /// What a click runs, if anything.
    public var action: (() -> Void)?

    init(_ text: String, constraint: NSLayoutConstraint? = nil, action: (() -> Void)? = nil) {
        self.text = text
        self.constraint = constraint
        self.action = action
    }
}

extension LayoutInspectorViewController {
    /// The details of the selection, then the passes and the edits.
    func detailSections() -> [DetailSection] {
        var result: [DetailSection] = []
        if let selection = model.selection {
            result.append(DetailSection(title: "Selected", rows: propertyRows(of: selection)))
            let states = LayoutConstraintStates(of: selection.view ?? UIView())
            let constraints = selection.affectingConstraints
            result.append(DetailSection(title: "Constraints affecting it (\(constraints.count)) — click one to edit it",
                                        rows: constraints.map { constraintRow($0, states: states) }))
            if case .view(let view) = selection {
                result.append(DetailSection(title: "Why is it here", rows: whyRows(of: view)))
            }
        } else {
            result.append(DetailSection(title: "Nothing selected",
                                        rows: [DetailRow("Click a row of the outline, or a view in the app's window (Ctrl+click passes the click to the app).")]))
        }
        result.append(DetailSection(title: "Layout passes of the app's window (newest first)", rows: passRows()))
        if !model.history.isEmpty || copiedCode != nil {
            var rows = model.history.reversed().map { DetailRow($0.summary) }
            if let copiedCode { rows.append(DetailRow("Copied as Swift:\n" + copiedCode)) }
            result.append(DetailSection(title: "Edits (Undo takes back the newest)", rows: rows))
        }
        return result
    }

    private func rectText(_ r: CGRect) -> String {
        "(\(r.minX.formattedG) \(r.minY.formattedG); \(r.width.formattedG) \(r.height.formattedG))"
    }

    private func insetsText(_ i: UIEdgeInsets) -> String {
        "(top \(i.top.formattedG), left \(i.left.formattedG), bottom \(i.bottom.formattedG), right \(i.right.formattedG))"
    }

    private func propertyRows(of item: InspectedItem) -> [DetailRow] {
        switch item {
        case .guide(let guide):
            return [DetailRow("\(guide.layoutDescriptionName) owned by \(guide.owningView?.layoutDescriptionName ?? "nothing")"),
                    DetailRow("layoutFrame \(rectText(guide.layoutFrame)) in the owner's coordinates")]
        case .view(let view):
            let intrinsic = view.intrinsicContentSize
            func metric(_ value: CGFloat) -> String { value == UIView.noIntrinsicMetric ? "none" : value.formattedG }
            return [
                DetailRow("\(view.layoutDescriptionName)" + (view.accessibilityIdentifier.map { "  '\($0)'" } ?? "")),
                DetailRow("frame \(rectText(view.frame))   alignment rect \(rectText(view.alignmentRect(forFrame: view.frame)))"),
                DetailRow("intrinsic content size width \(metric(intrinsic.width)), height \(metric(intrinsic.height))"),
                DetailRow("content hugging H \(view.contentHuggingPriority(for: .horizontal).rawValue.formattedPriority) V \(view.contentHuggingPriority(for: .vertical).rawValue.formattedPriority)"
                          + "   compression resistance H \(view.contentCompressionResistancePriority(for: .horizontal).rawValue.formattedPriority) V \(view.contentCompressionResistancePriority(for: .vertical).rawValue.formattedPriority)"),
                DetailRow("layoutMargins \(insetsText(view.layoutMargins))"),
                DetailRow("safeAreaInsets \(insetsText(view.safeAreaInsets))"),
                DetailRow("translatesAutoresizingMaskIntoConstraints \(view.translatesAutoresizingMaskIntoConstraints)   isHidden \(view.isHidden)"
                          + "   hasAmbiguousLayout \(view.hasAmbiguousLayout)"),
            ]
        }
    }

    private func constraintRow(_ constraint: NSLayoutConstraint, states: LayoutConstraintStates) -> DetailRow {
        var facts = ["priority \(constraint.priority.rawValue.formattedPriority)", "constant \(constraint.constant.formattedG)",
                     "multiplier \(constraint.multiplier.formattedG)", constraint.isActive ? "active" : "inactive"]
        if let identifier = constraint.identifier, !identifier.isEmpty { facts.append("identifier '\(identifier)'") }
        facts.append(states.satisfaction(of: constraint).description)
        let marker = constraint === model.selectedConstraint ? "▶ " : ""
        return DetailRow("\(marker)\(constraint.description)\n   \(facts.joined(separator: " · "))", constraint: constraint)
    }

    private func whyRows(of view: UIView) -> [DetailRow] {
        let explanation = view.explainLayout()
        if let note = explanation.note { return [DetailRow(note)] }
        var rows: [DetailRow] = []
        for value in explanation.values {
            var lines = ["\(value.name) \(value.value.formattedG)" + (value.isAmbiguous ? " — not fixed (ambiguous)" : "")]
            if let sum = value.sum { lines.append("  " + sum) }
            lines += value.chain.map { String(repeating: "  ", count: $0.depth + 1) + $0.text }
            for gave in value.gaveWay {
                lines.append("  gave way: \(gave.constraintDescription)" + (gave.equation.map { "   \($0)" } ?? "")
                             + "   \(gave.satisfaction)")
            }
            if !value.freeDirections.isEmpty {
                lines.append("  free to move with: \(value.freeDirections.joined(separator: ", "))")
            }
            rows.append(DetailRow(lines.joined(separator: "\n")))
        }
        if explanation.values.contains(where: \.isAmbiguous) {
            rows.append(DetailRow("▶ Exercise ambiguity: show another layout that satisfies the same constraints (click)") {
                view.exerciseAmbiguityInLayout()
            })
        }
        return rows
    }

    private func passRows() -> [DetailRow] {
        guard let window = inspectedWindow, let recorder else { return [] }
        let id = ObjectIdentifier(window)
        let passes = recorder.passes.filter { $0.window == id }.suffix(12).reversed()
        guard !passes.isEmpty else { return [DetailRow("No pass recorded yet: resize the window or edit a constraint.")] }
        return passes.map { pass in
            var lines = [pass.summary]
            if !pass.causes.isEmpty { lines.append("  caused by: " + pass.causes.joined(separator: "; ")) }
            for callback in [LayoutPassRecorder.Callback.updateConstraints, .layoutSubviews, .draw] {
                // Name only the views shown: a pass of a big window calls thousands.
                var names: [String] = []
                let total = pass.counts[callback] ?? 0
                for event in pass.events where event.callback == callback && names.count < 12 { names.append(event.view) }
                guard total > 0 else { continue }
                lines.append("  \(callback.rawValue): \(names.joined(separator: ", "))" + (total > 12 ? ", … (\(total) in all)" : ""))
            }
            return DetailRow(lines.joined(separator: "\n"))
        }
    }
}
