import Foundation
import UIKit

// A random view tree and a list of calls on its constraints and window, generated from a
// seed, replayable, shrinkable and printable as Swift code.

/// A constraint as data. Item 0 is the window; item i > 0 is view i.
public struct FuzzLayoutConstraint: Sendable {
    public var first: Int
    public var firstAttribute: NSLayoutConstraint.Attribute
    public var relation: NSLayoutConstraint.Relation
    /// The second item, or nil for a constant size.
    public var second: Int?
    public var secondAttribute: NSLayoutConstraint.Attribute
    public var multiplier: Double
    public var constant: Double
    public var priority: Float

    public init(first: Int, firstAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation,
                second: Int?, secondAttribute: NSLayoutConstraint.Attribute, multiplier: Double, constant: Double,
                priority: Float) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    @MainActor
    func make(_ items: [UIView]) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: items[first], attribute: firstAttribute, relatedBy: relation,
            toItem: second.map { items[$0] }, attribute: second == nil ? .notAnAttribute : secondAttribute,
            multiplier: CGFloat(multiplier), constant: CGFloat(constant))
        constraint.priority = UILayoutPriority(priority)
        return constraint
    }

    var swift: String {
        let to = second.map { "v[\($0)]" } ?? "nil"
        let secondAttribute = second == nil ? ".notAnAttribute" : ".\(self.secondAttribute)"
        var text = "NSLayoutConstraint(item: v[\(first)], attribute: .\(firstAttribute), relatedBy: .\(relation), toItem: \(to), attribute: \(secondAttribute), multiplier: \(literal(multiplier)), constant: \(literal(constant)))"
        if priority != 1000 { text += "; c.priority = UILayoutPriority(\(priority))" }
        return text
    }
}

public enum EngineFuzzOperation: Sendable {
    case activate(id: Int, FuzzLayoutConstraint)
    case deactivate(id: Int)
    case reactivate(id: Int)
    case setConstant(id: Int, Double)
    case setPriority(id: Int, Float)
    case resize(width: Double, height: Double)

    func swift(_ made: Set<Int>) -> String {
        switch self {
        case .activate(let id, let c):
            let lines = c.swift.components(separatedBy: "; c.")
            return lines.count == 1
                ? "let c\(id) = \(lines[0]); c\(id).isActive = true"
                : "let c\(id) = \(lines[0]); c\(id).\(lines[1]); c\(id).isActive = true"
        case .deactivate(let id):
            return made.contains(id) ? "c\(id).isActive = false" : "// (c\(id) was shrunk away)"
        case .reactivate(let id):
            return made.contains(id) ? "c\(id).isActive = true" : "// (c\(id) was shrunk away)"
        case .setConstant(let id, let value):
            return made.contains(id) ? "c\(id).constant = \(literal(value))" : "// (c\(id) was shrunk away)"
        case .setPriority(let id, let value):
            return made.contains(id) ? "c\(id).priority = UILayoutPriority(\(value))" : "// (c\(id) was shrunk away)"
        case .resize(let w, let h):
            return "window.frame = CGRect(x: 0, y: 0, width: \(literal(w)), height: \(literal(h)))"
        }
    }
}

public struct EngineFuzzCase: FuzzCase {
    public let seed: UInt64
    /// `parents[i]` is the superview of view i + 1 (0: the window).
    var parents: [Int]
    var width: Double
    var height: Double
    public var operations: [EngineFuzzOperation]

    var viewCount: Int { parents.count }


    public init(seed: UInt64) {
        self.seed = seed
        var rng = SplitMix64(state: seed ^ 0xE46_14E)
        let n = Int.random(in: 1...16, using: &rng)
        parents = (0..<n).map { i in i == 0 ? 0 : Int.random(in: 0...i, using: &rng) }
        width = Double(Int.random(in: 100...900, using: &rng))
        height = Double(Int.random(in: 100...900, using: &rng))
        var operations: [EngineFuzzOperation] = []
        var made: [Int] = []
        var specs: [Int: FuzzLayoutConstraint] = [:]
        var nextID = 0
        let parents = self.parents

        let xAttributes: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .left, .right, .centerX, .leadingMargin, .trailingMargin]
        let yAttributes: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY, .topMargin, .bottomMargin]
        func constraint() -> FuzzLayoutConstraint {
            let first = Int.random(in: 1...n, using: &rng)
            let parent = parents[first - 1]
            let relation: NSLayoutConstraint.Relation =
                Int.random(in: 0..<10, using: &rng) < 6 ? .equal
                : (Bool.random(using: &rng) ? .lessThanOrEqual : .greaterThanOrEqual)
            let priority: Float =
                Int.random(in: 0..<10, using: &rng) < 4 ? 1000
                : [999, 750, 751, 500, 250, 1, 250].randomElement(using: &rng)!
            var constant = Double(Int.random(in: -40...200, using: &rng))
            if Int.random(in: 0..<5, using: &rng) == 0 { constant += 0.5 }
            let multiplier = Int.random(in: 0..<6, using: &rng) == 0 ? [0.5, 2, 1.5].randomElement(using: &rng)! : 1
            let other = Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 0...n, using: &rng) : parent
            let axis = Int.random(in: 0..<3, using: &rng)
            if axis < 2 {
                // A position on one axis, against the parent, a sibling or any view.
                let attributes = axis == 0 ? xAttributes : yAttributes
                let attribute = attributes.randomElement(using: &rng)!
                let second = other == first ? parent : other
                return FuzzLayoutConstraint(first: first, firstAttribute: attribute, relation: relation, second: second,
                                            secondAttribute: Bool.random(using: &rng) ? attribute : attributes.randomElement(using: &rng)!,
                                            multiplier: multiplier, constant: constant, priority: priority)
            }
            switch axis {
            default:
                let attribute: NSLayoutConstraint.Attribute = Bool.random(using: &rng) ? .width : .height
                let toNothing = Int.random(in: 0..<5, using: &rng) < 3
                return FuzzLayoutConstraint(first: first, firstAttribute: attribute, relation: relation,
                                            second: toNothing ? nil : other,
                                            secondAttribute: Bool.random(using: &rng) ? attribute : (attribute == .width ? .height : .width),
                                            multiplier: toNothing ? 1 : multiplier, constant: toNothing ? abs(constant) : constant,
                                            priority: priority)
            }
        }

        for _ in 0..<Int.random(in: 3...45, using: &rng) {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<50:
                var c = constraint()
                // The same constraint twice (in code and in a nib, say).
                if !made.isEmpty && Int.random(in: 0..<8, using: &rng) == 0 {
                    c = specs[made.randomElement(using: &rng)!]!
                }
                specs[nextID] = c
                operations.append(.activate(id: nextID, c))
                made.append(nextID)
                nextID += 1
            case 50..<60 where !made.isEmpty:
                operations.append(.deactivate(id: made.randomElement(using: &rng)!))
            case 60..<65 where !made.isEmpty:
                operations.append(.reactivate(id: made.randomElement(using: &rng)!))
            case 65..<85 where !made.isEmpty:
                operations.append(.setConstant(id: made.randomElement(using: &rng)!, Double(Int.random(in: -40...300, using: &rng))))
            case 85..<90 where !made.isEmpty:
                operations.append(.setPriority(id: made.randomElement(using: &rng)!, [999, 750, 500, 250, 1].randomElement(using: &rng)!))
            default:
                operations.append(.resize(width: Double(Int.random(in: 50...1200, using: &rng)),
                                          height: Double(Int.random(in: 50...1200, using: &rng))))
            }
        }
        self.operations = operations
    }

    public init(seed: UInt64, parents: [Int], width: Double, height: Double, operations: [EngineFuzzOperation]) {
        self.seed = seed
        self.parents = parents
        self.width = width
        self.height = height
        self.operations = operations
    }

    public func with(operations: [EngineFuzzOperation]) -> EngineFuzzCase {
        EngineFuzzCase(seed: seed, parents: parents, width: width, height: height, operations: operations)
    }

    public func swift(failure: FuzzFailure) -> String {
        var made = Set<Int>()
        var lines = [
            "// seed \(seed), \(viewCount) views, \(operations.count) calls",
            "let window = UIWindow(frame: CGRect(x: 0, y: 0, width: \(literal(width)), height: \(literal(height))))",
            "var v: [UIView] = [window]",
            "for parent in \(parents) {",
            "    let view = UIView(); view.translatesAutoresizingMaskIntoConstraints = false",
            "    v[parent].addSubview(view); v.append(view)",
            "}",
        ]
        for operation in operations {
            if case .activate(let id, _) = operation { made.insert(id) }
            lines.append(operation.swift(made))
            lines.append("window.layoutIfNeeded()")
        }
        lines.append("// fails after call \(failure.operation + 1): \(failure.message)")
        return lines.joined(separator: "\n")
    }
}
