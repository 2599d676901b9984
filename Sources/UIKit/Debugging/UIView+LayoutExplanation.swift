import Cassowary
import Foundation

extension UIView {
    /// Why the view's frame is what it is, in plain text (this project's; UIKit has no
    /// such call): ``explainLayout()`` printed.
    public func layoutExplanation() -> String {
        explainLayout().description
    }

    /// Why the view's frame is what it is (this project's; UIKit has no such call): for
    /// each of the alignment rectangle's minX, minY, width and height, its value, the
    /// constraints on it that hold exactly with their equation in numbers, those that
    /// hold with room to spare, the optional ones that gave way and by how much, the
    /// chain of constraints that fixes the value (through other views' values, down to
    /// constants and the window's size), and the directions it is free to move in.
    ///
    /// Items are named by their `accessibilityIdentifier` where they have one.
    public func explainLayout() -> LayoutExplanation {
        let name = explanationName
        return withLayoutEngine { engine in
            guard let variables = layoutVariables, variables.belongs(to: engine) else {
                return LayoutExplanation(viewName: name, frame: frame, values: [], note: "not laid out by constraints.")
            }
            let index = SolverConstraintIndex(engine: engine)
            let names = ["minX", "minY", "width", "height"]
            let values = zip(names, variables.all).map { label, variable in
                explainValue(named: label, variable, in: engine, index: index)
            }
            return LayoutExplanation(viewName: name, frame: frame, values: values, note: nil)
        } ?? LayoutExplanation(viewName: name, frame: frame, values: [], note: "no layout engine.")
    }

    /// The name explanations use: the `accessibilityIdentifier`, else `window` for a
    /// window, else `Class:0x…`.
    var explanationName: String {
        if let identifier = accessibilityIdentifier, !identifier.isEmpty { return identifier }
        return self is UIWindow ? "window" : layoutDescriptionName
    }

    private func explainValue(named label: String, _ variable: Cassowary.Variable, in engine: LayoutEngine,
                              index: SolverConstraintIndex) -> LayoutExplanation.Value {
        var value = LayoutExplanation.Value(name: label, value: CGFloat(variable.value),
                                            isAmbiguous: engine.solver.isAmbiguous(variable),
                                            binding: [], slack: [], gaveWay: [], chain: [], freeDirections: [], sum: nil)
        for layout in layoutConstraints(mentioning: [variable], in: engine, index: index) {
            let satisfaction = index.satisfaction(of: layout)
            let report = LayoutExplanation.ConstraintReport(constraintDescription: layout.description,
                                                            equation: Self.equationInNumbers(layout), satisfaction: satisfaction)
            switch satisfaction {
            case .exact: value.binding.append(report)
            case .slack: value.slack.append(report)
            case .broken: value.gaveWay.append(report)
            case .notInstalled: break
            }
        }
        let dependencies = engine.solver.dependencies(of: variable)
        value.chain = Self.chain(from: variable, through: dependencies.constraints, in: engine)
        value.freeDirections = dependencies.freeVariables.map(Self.variableName)
        if dependencies.freeVariables.isEmpty { value.sum = Self.sum(of: dependencies, value: variable.value, in: engine) }
        return value
    }

    /// The layout constraints whose solver constraints mention any of `variables` (all
    /// this view's), in the order the solver took them. Only the constraints that can name
    /// the view are looked at: those naming it, its content-size ones, and the
    /// autoresizing translations of it and its subviews; never the whole engine.
    func layoutConstraints(mentioning variables: [Cassowary.Variable], in engine: LayoutEngine,
                           index: SolverConstraintIndex) -> [NSLayoutConstraint] {
        let wanted = Set(variables.map(ObjectIdentifier.init))
        var candidates = Array(involvingConstraints.values) + contentSizeConstraints + engineState.autoresizingConstraints
        for subview in subviews { candidates += subview.engineState.autoresizingConstraints }
        var found: [(order: Int, layout: NSLayoutConstraint)] = []
        var seen = Set<ObjectIdentifier>()
        for layout in candidates where seen.insert(ObjectIdentifier(layout)).inserted {
            let parts = index.parts(of: layout)
            guard parts.contains(where: { $0.expression.terms.contains { wanted.contains(ObjectIdentifier($0.variable)) } }) else { continue }
            found.append((parts.compactMap { engine.solver.addedOrder(of: $0) }.min() ?? Int.max, layout))
        }
        found.sort { $0.order < $1.order }
        return found.map(\.layout)
    }

    /// The dependencies laid out breadth first from `variable`: the links on it, then
    /// the links on the values those read, and so on; each constraint once.
    private static func chain(from variable: Cassowary.Variable, through constraints: [Cassowary.Constraint],
                              in engine: LayoutEngine) -> [LayoutExplanation.ChainLink] {
        var links: [LayoutExplanation.ChainLink] = []
        var used = Set<ObjectIdentifier>()
        var reached: Set<ObjectIdentifier> = [ObjectIdentifier(variable)]
        // Which of the constraints mention each variable, in their order.
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (position, constraint) in constraints.enumerated() {
            for term in constraint.expression.terms { byVariable[ObjectIdentifier(term.variable), default: []].append(position) }
        }
        var queue: [(Cassowary.Variable, Int)] = [(variable, 0)]
        var head = 0
        while head < queue.count {
            let (current, depth) = queue[head]
            head += 1
            for position in byVariable[ObjectIdentifier(current)] ?? [] {
                let constraint = constraints[position]
                guard used.insert(ObjectIdentifier(constraint)).inserted else { continue }
                links.append(LayoutExplanation.ChainLink(depth: depth, text: linkText(constraint, in: engine)))
                for term in constraint.expression.terms where reached.insert(ObjectIdentifier(term.variable)).inserted {
                    queue.append((term.variable, depth + 1))
                }
            }
        }
        for constraint in constraints where !used.contains(ObjectIdentifier(constraint)) {
            links.append(LayoutExplanation.ChainLink(depth: 0, text: linkText(constraint, in: engine)))
        }
        return links
    }

    /// `348 = 428 (window.width: the window's size) − 20 (yellow.leading = root.leading + 20) − …`:
    /// each constant's contribution (sensitivity × constant) with the constraint it comes
    /// from, larger ones first; nil if they do not add up to the value (rounding aside).
    private static func sum(of dependencies: ValueDependencies, value: Double, in engine: LayoutEngine) -> String? {
        var parts: [(amount: Double, label: String)] = []
        for (index, constraint) in dependencies.constraints.enumerated() {
            let amount = dependencies.sensitivities[index] * dependencies.constants[index]
            guard abs(amount) > 1e-9 else { continue }
            parts.append((amount, sumLabel(constraint, in: engine)))
        }
        guard abs(parts.reduce(0) { $0 + $1.amount } - value) < 0.01 else { return nil }
        guard !parts.isEmpty else { return "= 0" }
        let ordered = parts.enumerated().sorted { a, b in
            abs(a.element.amount) != abs(b.element.amount) ? abs(a.element.amount) > abs(b.element.amount) : a.offset < b.offset
        }.map(\.element)
        var text = "= "
        for (index, part) in ordered.enumerated() {
            let number = CGFloat(abs(part.amount)).formattedG
            if index == 0 {
                text += (part.amount < 0 ? "−" : "") + number
            } else {
                text += (part.amount < 0 ? " − " : " + ") + number
            }
            text += " (\(part.label))"
        }
        return text
    }

    /// What a sum's term comes from: the constraint in words, an intrinsic size, the window.
    private static func sumLabel(_ constraint: Cassowary.Constraint, in engine: LayoutEngine) -> String {
        switch constraint.context {
        case let content as NSContentSizeLayoutConstraint:
            let name = (content.firstItem as? UIView)?.explanationName ?? "?"
            return "\(name)'s intrinsic \(content.firstAttribute == .width ? "width" : "height")"
        case let layout as NSLayoutConstraint:
            return inWords(layout, withIdentifier: false)
        default:
            let terms = constraint.expression.terms
            if terms.count == 1, engine.solver.hasEditVariable(terms[0].variable) {
                return "\(variableName(terms[0].variable)): the window's size"
            }
            return constraint.description
        }
    }

    /// `yellow.leading == root.leading + 20`, `red.height == 2 × green.height`,
    /// `box.width == 150 'box-width'`: a constraint in its items' explanation names.
    static func inWords(_ constraint: NSLayoutConstraint, withIdentifier: Bool) -> String {
        var text = "\(itemName(constraint.firstItem)).\(constraint.firstAttribute.name) \(constraint.relation.symbol)"
        if constraint.secondItem != nil, constraint.secondAttribute != .notAnAttribute {
            text += " " + (constraint.multiplier == 1 ? "" : "\(constraint.multiplier.formattedG) × ")
            text += "\(itemName(constraint.secondItem)).\(constraint.secondAttribute.name)"
            if constraint.constant != 0 {
                text += constraint.constant < 0 ? " − \((-constraint.constant).formattedG)" : " + \(constraint.constant.formattedG)"
            }
        } else {
            text += " \(constraint.constant.formattedG)"
        }
        if withIdentifier, let identifier = constraint.identifier, !identifier.isEmpty { text += " '\(identifier)'" }
        return text
    }

    /// One link in words: the layout constraint with its numbers, an intrinsic size with
    /// its priority, or the window's size.
    private static func linkText(_ constraint: Cassowary.Constraint, in engine: LayoutEngine) -> String {
        switch constraint.context {
        case let content as NSContentSizeLayoutConstraint:
            let size = content.firstAttribute == .width ? "width" : "height"
            let name = (content.firstItem as? UIView)?.explanationName ?? "?"
            let current = content.firstItem.flatMap { attributeValue($0, content.firstAttribute) }?.formattedG ?? "?"
            return constraint.relation == .lessThanOrEqual
                ? "\(name).\(size) \(current) ≤ its intrinsic \(size) \(content.constant.formattedG) (content hugging \(CGFloat(content.hugging.rawValue).formattedG))"
                : "\(name).\(size) \(current) ≥ its intrinsic \(size) \(content.constant.formattedG) (compression resistance \(CGFloat(content.compressionResistance.rawValue).formattedG))"
        case let layout as NSLayoutConstraint:
            var text = namedEquation(layout)
            if !layout.priority.isRequired { text += " @\(CGFloat(layout.priority.rawValue).formattedG)" }
            if let identifier = layout.identifier, !identifier.isEmpty { text += "   '\(identifier)'" }
            return text
        default:
            let terms = constraint.expression.terms
            if terms.count == 1, engine.solver.hasEditVariable(terms[0].variable) {
                let variable = terms[0].variable
                return "\(variableName(variable)) \(CGFloat(variable.value).formattedG) = the window's size (set from outside, not by constraints)"
            }
            if terms.count == 1 {
                return "\(variableName(terms[0].variable)) \(CGFloat(terms[0].variable.value).formattedG) = 0 (the root view sits at its window's origin)"
            }
            return constraint.description
        }
    }

    /// `red.width 280 = 2 × green.width 140 + 0`, with names and values.
    private static func namedEquation(_ constraint: NSLayoutConstraint) -> String {
        func operand(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
            let value = item.flatMap { attributeValue($0, attribute) }.map { " \($0.formattedG)" } ?? ""
            return "\(itemName(item)).\(attribute.name)\(value)"
        }
        let relation = constraint.relation.glyph
        let constant = constraint.constant
        let left = operand(constraint.firstItem, constraint.firstAttribute)
        guard constraint.secondItem != nil, constraint.secondAttribute != .notAnAttribute else {
            return "\(left) \(relation) \(constant.formattedG)"
        }
        var right = operand(constraint.secondItem, constraint.secondAttribute)
        if constraint.multiplier != 1 { right = "\(constraint.multiplier.formattedG) × \(right)" }
        if constant != 0 { right += constant < 0 ? " − \((-constant).formattedG)" : " + \(constant.formattedG)" }
        return "\(left) \(relation) \(right)"
    }

    /// A view's or guide's explanation name; a guide is named after its owner.
    static func itemName(_ item: AnyObject?) -> String {
        switch item {
        case let view as UIView: return view.explanationName
        case let guide as UILayoutGuide:
            let owner = guide.owningView?.explanationName ?? "(no owner)"
            return guide.identifier.isEmpty ? "\(owner).\(guide.layoutDescriptionName)" : "\(owner).\(guide.identifier)"
        default: return "(nil)"
        }
    }

    /// `red.width`: the item of a layout variable and which of its four values it is.
    static func variableName(_ variable: Cassowary.Variable) -> String {
        guard let item = (variable.context as? LayoutItemReference)?.item else { return variable.name }
        let name = itemName(item as AnyObject)
        guard let variables = item.layoutVariables else { return name }
        let labels = ["minX", "minY", "width", "height"]
        let position = variables.all.firstIndex { $0 === variable }
        return position.map { "\(name).\(labels[$0])" } ?? name
    }

    /// `first = multiplier × second + constant` with the values of the layout now, e.g.
    /// `300 = 1 × 340 − 40`; nil when an attribute has no value from frames (baselines).
    static func equationInNumbers(_ constraint: NSLayoutConstraint) -> String? {
        guard let first = constraint.firstItem.flatMap({ Self.attributeValue($0, constraint.firstAttribute) }) else { return nil }
        let relation = constraint.relation.glyph
        let constant = constraint.constant
        let sign = constant < 0 ? "−" : "+"
        guard let item = constraint.secondItem, constraint.secondAttribute != .notAnAttribute else {
            return "\(first.formattedG) \(relation) \(constant.formattedG)"
        }
        guard let second = Self.attributeValue(item, constraint.secondAttribute) else { return nil }
        let product = constraint.multiplier == 1 ? second.formattedG : "\(constraint.multiplier.formattedG) × \(second.formattedG)"
        return constant == 0 ? "\(first.formattedG) \(relation) \(product)"
            : "\(first.formattedG) \(relation) \(product) \(sign) \(abs(constant).formattedG)"
    }

    /// An attribute of a view's or guide's alignment rectangle in the window's coordinates.
    static func attributeValue(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        let rect: CGRect
        let rightToLeft: Bool
        switch item {
        case let view as UIView:
            var base = view.alignmentRect(forFrame: view.frame)
            if let superview = view.superview { base = superview.convert(base, to: nil) }
            if attribute.withoutMargin != attribute {
                let margins = view.layoutMargins
                base = CGRect(x: base.minX + margins.left, y: base.minY + margins.top,
                              width: base.width - margins.left - margins.right, height: base.height - margins.top - margins.bottom)
            }
            rect = base
            rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        case let guide as UILayoutGuide:
            guard let owner = guide.owningView else { return nil }
            rect = owner.convert(guide.layoutFrame, to: nil)
            rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        default:
            return nil
        }
        switch attribute.withoutMargin {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .leading: return rightToLeft ? rect.maxX : rect.minX
        case .trailing: return rightToLeft ? rect.minX : rect.maxX
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        default: return nil
        }
    }
}
