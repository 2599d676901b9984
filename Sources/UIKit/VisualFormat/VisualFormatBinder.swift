import Foundation

/// Why a constraint made from a visual format prints the way it does (see
/// `NSLayoutConstraint+VisualFormatDescription.swift`). Only the standard spacings need it:
/// every other constraint the binder makes already prints in visual format (`H:[A]-(8)-[B]`,
/// `H:|-(20)-[A]`) or as an equation (`A.width == 100`, `B.top == A.top`).
enum VisualFormatConstraintOrigin: Sendable {
    /// A lone `-` between two siblings: 8 points, printed `-(NSSpace(8))-`.
    case standardSpacing
    /// `|-` or `-|`: 0 points from the superview's layout margin, printed `-(NSSpace(0))-`
    /// with the superview named by its margins.
    case standardMarginSpacing
}

/// Turns a ``VisualFormatSyntax`` tree into constraints, looking names up in the views and
/// metrics dictionaries.
///
/// For two neighbours in writing order, the one further along the axis (the "higher" one:
/// the later one, except in right-to-left formats) is the constraint's first item:
/// `higher.lowEdge (relation) lower.highEdge + constant`, where the superview contributes the
/// edge on the same side as its subview. This is the form UIKit prints as `H:[A]-(8)-[B]`,
/// `H:|-(20)-[A]` and `H:[A]-(20)-|`.
@preconcurrency @MainActor
struct VisualFormatBinder {
    /// The standard spacing between siblings.
    static let standardSiblingSpacing: CGFloat = 8

    private let format: String
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// One end of a connection: the superview bar (resolved to the view) or a view or
    /// layout guide.
    private struct End {
        let view: any LayoutItem
        let isSuperview: Bool
    }

    /// The attributes a format uses, from its orientation and options.
    private struct Axis {
        var low: NSLayoutConstraint.Attribute
        var high: NSLayoutConstraint.Attribute
        var size: NSLayoutConstraint.Attribute
        /// Whether writing order runs towards higher coordinates.
        var forward: Bool
        /// Vertical baseline-to-baseline spacing between views.
        var baselines: Bool
    }

    /// Builds every constraint of `syntax`.
    /// - Throws: ``VisualFormatError`` for a binding mistake (see
    ///   ``NSLayoutConstraint/parseVisualFormat(_:options:metrics:views:)``).
    func constraints(for syntax: VisualFormatSyntax) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let axis = try makeAxis(syntax.orientation)
        let alignments = try alignmentAttributes(syntax.orientation)

        // Resolve every view once, in order; bars take the neighbouring view's superview.
        var chainViews: [any LayoutItem] = []
        chainViews.reserveCapacity(syntax.items.count)
        for item in syntax.items {
            guard case .view(let node) = item else { continue }
            // Apple's caret for an unknown name goes just after it (the VFL appendix:
            // `|[whiteBox2][blackBox]` puts it under the closing `]`).
            chainViews.append(try resolveView(node.name, at: node.nameRange.upperBound))
        }
        var ends: [End] = []
        ends.reserveCapacity(syntax.items.count)
        var viewIndex = 0
        for (index, item) in syntax.items.enumerated() {
            switch item {
            case .view:
                ends.append(End(view: chainViews[viewIndex], isSuperview: false))
                viewIndex += 1
            case .superview(let offset):
                // The bar is first or last; its neighbour is the first or last view.
                let neighbourIndex = index == 0 ? 1 : index - 1
                guard syntax.items.indices.contains(neighbourIndex), case .view(let neighbour) = syntax.items[neighbourIndex],
                      let neighbourView = index == 0 ? chainViews.first : chainViews.last else {
                    throw error(.expectedView, at: offset)  // unreachable for a parsed tree
                }
                // A view's superview; a layout guide's owning view.
                guard let superview = neighbourView.layoutParent else {
                    throw error(.missingSuperview(name: neighbour.name), at: offset)
                }
                ends.append(End(view: superview, isSuperview: true))
            }
        }

        var result: [NSLayoutConstraint] = []
        result.reserveCapacity(syntax.items.count * 2 + chainViews.count * alignments.count)
        for (index, item) in syntax.items.enumerated() {
            if case .view(let node) = item {
                for predicate in node.predicates {
                    result.append(try sizeConstraint(ends[index].view, predicate, axis))
                }
            }
            guard index < syntax.connections.count else { break }
            let earlier = ends[index], later = ends[index + 1]
            switch syntax.connections[index] {
            case .flush:
                result.append(gap(earlier, later, .equal, 0, .required, axis, margins: false, origin: nil))
            case .standard:
                let touchesBar = earlier.isSuperview || later.isSuperview
                result.append(gap(earlier, later, .equal, touchesBar ? 0 : Self.standardSiblingSpacing, .required, axis,
                                  margins: touchesBar, origin: touchesBar ? .standardMarginSpacing : .standardSpacing))
            case .predicates(let predicates):
                for predicate in predicates {
                    let constant = try number(predicate.object)
                    let priority = try priority(predicate.priority)
                    result.append(gap(earlier, later, relation(predicate.relation), constant, priority, axis,
                                      margins: false, origin: nil))
                }
            }
        }

        // Alignment options: each view to the one before it.
        for attribute in alignments {
            for index in chainViews.indices.dropFirst() {
                result.append(make(chainViews[index], attribute, .equal, chainViews[index - 1], attribute, 0))
            }
        }
        return result
    }

    // MARK: Options

    private func makeAxis(_ orientation: VisualFormatSyntax.Orientation) throws(VisualFormatError) -> Axis {
        let direction = options.rawValue & NSLayoutConstraint.FormatOptions.directionMask.rawValue
        guard direction != NSLayoutConstraint.FormatOptions.directionMask.rawValue else {
            throw error(.conflictingOptions, at: 0)
        }
        let baselines = options.contains(.spacingBaselineToBaseline)
        switch orientation {
        case .vertical:
            return Axis(low: .top, high: .bottom, size: .height, forward: true, baselines: baselines)
        case .horizontal:
            guard !baselines else { throw error(.optionOnWrongAxis, at: 0) }
            if direction == NSLayoutConstraint.FormatOptions.directionLeftToRight.rawValue {
                return Axis(low: .left, high: .right, size: .width, forward: true, baselines: false)
            }
            if direction == NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue {
                return Axis(low: .left, high: .right, size: .width, forward: false, baselines: false)
            }
            return Axis(low: .leading, high: .trailing, size: .width, forward: true, baselines: false)
        }
    }

    /// The alignment attributes the options ask for, checked against the orientation.
    private func alignmentAttributes(_ orientation: VisualFormatSyntax.Orientation) throws(VisualFormatError) -> [NSLayoutConstraint.Attribute] {
        guard !options.intersection(.alignmentMask).isEmpty else { return [] }
        var attributes: [NSLayoutConstraint.Attribute] = []
        for (option, attribute, allowed) in Self.alignments where options.contains(option) {
            guard allowed == orientation else { throw error(.optionOnWrongAxis, at: 0) }
            attributes.append(attribute)
        }
        return attributes
    }

    /// Each alignment option, its attribute, and the orientation it is allowed with.
    private static let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute, VisualFormatSyntax.Orientation)] = [
        (.alignAllLeft, .left, .vertical), (.alignAllRight, .right, .vertical),
        (.alignAllTop, .top, .horizontal), (.alignAllBottom, .bottom, .horizontal),
        (.alignAllLeading, .leading, .vertical), (.alignAllTrailing, .trailing, .vertical),
        (.alignAllCenterX, .centerX, .vertical), (.alignAllCenterY, .centerY, .horizontal),
        (.alignAllLastBaseline, .lastBaseline, .horizontal), (.alignAllFirstBaseline, .firstBaseline, .horizontal),
    ]

    // MARK: Constraints

    /// `view.size (relation) constant-or-otherView.size @priority`.
    private func sizeConstraint(_ view: any LayoutItem, _ predicate: VisualFormatSyntax.Predicate, _ axis: Axis) throws(VisualFormatError) -> NSLayoutConstraint {
        let priority = try priority(predicate.priority)
        let relation = relation(predicate.relation)
        let constraint: NSLayoutConstraint
        switch predicate.object.value {
        case .number(let value):
            constraint = make(view, axis.size, relation, nil, .notAnAttribute, CGFloat(value))
        case .name(let name):
            if metrics[name] != nil {
                constraint = make(view, axis.size, relation, nil, .notAnAttribute, try number(predicate.object))
            } else if views[name] != nil {
                let other = try resolveView(name, at: predicate.object.range.upperBound)
                constraint = make(view, axis.size, relation, other, axis.size, 0)
            } else {
                throw error(.unknownName(name: name), at: predicate.object.range.lowerBound)
            }
        }
        constraint.priority = priority
        return constraint
    }

    /// The spacing between two neighbours (see the type's comment for the form).
    private func gap(_ earlier: End, _ later: End, _ relation: NSLayoutConstraint.Relation, _ constant: CGFloat,
                     _ priority: UILayoutPriority, _ axis: Axis, margins: Bool,
                     origin: VisualFormatConstraintOrigin?) -> NSLayoutConstraint {
        let (lower, higher) = axis.forward ? (earlier, later) : (later, earlier)
        let betweenViews = !lower.isSuperview && !higher.isSuperview
        let firstAttribute: NSLayoutConstraint.Attribute
        let secondAttribute: NSLayoutConstraint.Attribute
        if higher.isSuperview {
            firstAttribute = margins ? Self.margin(axis.high) : axis.high
            secondAttribute = axis.high
        } else if lower.isSuperview {
            firstAttribute = axis.low
            secondAttribute = margins ? Self.margin(axis.low) : axis.low
        } else if axis.baselines && betweenViews {
            firstAttribute = .firstBaseline
            secondAttribute = .lastBaseline
        } else {
            firstAttribute = axis.low
            secondAttribute = axis.high
        }
        let constraint = make(higher.view, firstAttribute, relation, lower.view, secondAttribute, constant)
        constraint.priority = priority
        constraint.visualFormatOrigin = origin
        return constraint
    }

    /// A constraint known valid by construction (view items, paired attribute kinds, finite
    /// numbers), so UIKit's creation-time validation is skipped.
    private func make(_ first: any LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ second: (any LayoutItem)?, _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(uncheckedItem: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                           attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: 1, constant: constant)
    }

    private static func margin(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: attribute
        }
    }

    private func relation(_ relation: VisualFormatSyntax.Relation) -> NSLayoutConstraint.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    // MARK: Names

    /// The view or layout guide called `name` in the views dictionary.
    private func resolveView(_ name: String, at offset: Int) throws(VisualFormatError) -> any LayoutItem {
        guard let value = views[name] else { throw error(.unknownView(name: name), at: offset) }
        if let view = value as? UIView { return view }
        if let guide = value as? UILayoutGuide { return guide }
        throw error(.invalidView(name: name), at: offset)
    }

    /// A constant: a number, or a metric's value.
    private func number(_ operand: VisualFormatSyntax.Operand) throws(VisualFormatError) -> CGFloat {
        switch operand.value {
        case .number(let value):
            return CGFloat(value)
        case .name(let name):
            guard let value = metrics[name] else {
                throw error(views[name] != nil ? .viewNameNotAllowed(name: name) : .unknownMetric(name: name),
                            at: operand.range.lowerBound)
            }
            guard let number = Self.double(from: value), number.isFinite else {
                throw error(.invalidMetric(name: name), at: operand.range.lowerBound)
            }
            return CGFloat(number)
        }
    }

    /// A priority, `.required` when none was written.
    private func priority(_ operand: VisualFormatSyntax.Operand?) throws(VisualFormatError) -> UILayoutPriority {
        guard let operand else { return .required }
        let value = Double(try number(operand))
        guard value > 0 && value <= 1000 else {
            throw error(.priorityOutOfRange(value), at: operand.range.lowerBound)
        }
        return UILayoutPriority(Float(value))
    }

    /// A metric value of any number type as a `Double`, or `nil`.
    static func double(from value: Any) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        case let number as Float: return Double(number)
        case let number as Int: return Double(number)
        case let priority as UILayoutPriority: return Double(priority.rawValue)
        case let number as NSNumber: return number.doubleValue
        case let number as any BinaryInteger: return Double(number)
        case let number as any BinaryFloatingPoint: return Double(number)
        default: return nil
        }
    }

    private func error(_ kind: VisualFormatError.Kind, at utf8Offset: Int) -> VisualFormatError {
        VisualFormatError(kind, format: format, utf8Offset: utf8Offset)
    }
}
