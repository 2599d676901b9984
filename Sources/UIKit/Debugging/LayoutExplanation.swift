import Foundation

/// How a constraint holds in the current solution (this project's; UIKit has no such
/// query): exactly, with room to spare, broken by some amount, or not in the engine.
public enum ConstraintSatisfaction: Equatable, Sendable, CustomStringConvertible {
    /// Holds with equality: it is one of the constraints that fix the layout.
    case exact
    /// An inequality that holds with this much to spare.
    case slack(CGFloat)
    /// Does not hold, by this much (an optional constraint that gave way).
    case broken(CGFloat)
    /// Not in the engine: inactive, not yet laid out, or dropped in a conflict.
    case notInstalled

    public var description: String {
        switch self {
        case .exact: "satisfied exactly"
        case .slack(let amount): "satisfied, \(amount.formattedG) to spare"
        case .broken(let amount): "broken by \(amount.formattedG)"
        case .notInstalled: "not installed"
        }
    }
}

/// Why a view's frame is what it is: for each of its alignment rectangle's minX, minY,
/// width and height, the constraints on it by how they hold, and the chain of
/// constraints that fixes its value in the current solution, down to constants and the
/// window's size. Made by ``UIView/explainLayout()``; its `description` is the text
/// ``UIView/layoutExplanation()`` returns.
public struct LayoutExplanation: CustomStringConvertible, Sendable {
    /// One constraint on the value, with its equation in the layout's numbers.
    public struct ConstraintReport: Sendable {
        /// The constraint as UIKit prints it.
        public var constraintDescription: String
        /// `first = multiplier × second + constant` in numbers, e.g. `280 = 2 × 140`.
        public var equation: String?
        /// How it holds now.
        public var satisfaction: ConstraintSatisfaction
    }

    /// One link of the chain: a constraint that holds exactly, and the values it relates
    /// (`red.width 280 = 2 × green.width 140`). Deeper links fix the values a shallower
    /// one reads.
    public struct ChainLink: Sendable {
        /// 0 for links on the value itself, 1 for those on the values they read, …
        public var depth: Int
        /// The link in words and numbers.
        public var text: String
    }

    /// One of the four values of the alignment rectangle.
    public struct Value: Sendable {
        /// `minX`, `minY`, `width` or `height`.
        public var name: String
        /// The value, in the superview's coordinates.
        public var value: CGFloat
        /// Whether it could move without breaking anything (ambiguous layout).
        public var isAmbiguous: Bool
        /// Constraints mentioning it that hold exactly.
        public var binding: [ConstraintReport]
        /// Inequalities mentioning it that hold with room to spare.
        public var slack: [ConstraintReport]
        /// Optional constraints mentioning it that gave way.
        public var gaveWay: [ConstraintReport]
        /// The constraints that fix it, as a chain down to constants and the window.
        public var chain: [ChainLink]
        /// The values it moves with that nothing fixes (the ambiguous directions).
        public var freeDirections: [String]
        /// The value as the sum of what each constant contributes, e.g.
        /// `348 = 428 (window.width: the window's size) − 20 (yellow.leading = root.leading + 20) − …`;
        /// nil when the value is not fixed.
        public var sum: String?
    }

    /// The view, as the explanation names it.
    public var viewName: String
    /// The view's frame.
    public var frame: CGRect
    /// minX, minY, width and height, in that order; empty when the view is not laid out
    /// by constraints.
    public var values: [Value]
    /// Why there is nothing to explain, when ``values`` is empty.
    public var note: String?

    public var description: String {
        var lines = ["\(viewName) frame = (\(frame.minX.formattedG) \(frame.minY.formattedG); \(frame.width.formattedG) \(frame.height.formattedG))"]
        if let note {
            lines[0] = "\(viewName): \(note)"
            return lines[0]
        }
        lines.append("(values of the alignment rectangle in the superview's coordinates; equations in the window's)")
        for value in values {
            var line = "\(value.name) \(value.value.formattedG)"
            if value.isAmbiguous { line += " — not fixed: the constraints let it move (ambiguous)" }
            lines.append(line)
            if let sum = value.sum { lines.append("  " + sum) }
            if !value.binding.isEmpty {
                lines.append("  holds exactly (what fixes it):")
                lines += value.binding.map { "    " + $0.line }
            }
            if !value.slack.isEmpty {
                lines.append("  holds with room to spare:")
                lines += value.slack.map { "    " + $0.line }
            }
            if !value.gaveWay.isEmpty {
                lines.append("  gave way (optional, lower priority than what won):")
                lines += value.gaveWay.map { "    " + $0.line }
            }
            if value.binding.isEmpty && value.slack.isEmpty && value.gaveWay.isEmpty {
                lines.append("  no constraint mentions it")
            }
            if !value.chain.isEmpty {
                lines.append("  why \(value.value.formattedG): the chain down to constants and the window")
                lines += value.chain.map { String(repeating: "  ", count: $0.depth + 2) + $0.text }
            }
            if !value.freeDirections.isEmpty {
                lines.append("  free to move with: " + value.freeDirections.joined(separator: ", ")
                             + " (exerciseAmbiguityInLayout() shows another solution)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension LayoutExplanation.ConstraintReport {
    var line: String {
        var text = constraintDescription
        if let equation { text += "   \(equation)" }
        switch satisfaction {
        case .slack(let amount): text += "   \(amount.formattedG) to spare"
        case .broken(let amount): text += "   off by \(amount.formattedG)"
        case .exact, .notInstalled: break
        }
        return text
    }
}
