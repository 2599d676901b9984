import Cassowary
import Foundation

/// The solver constraints standing for a layout constraint in one engine (one for most,
/// two for a content-size constraint), and how they hold: what explanations and
/// ``NSLayoutConstraint/satisfaction`` read. Lookups are direct, never a sweep.
@preconcurrency @MainActor
struct SolverConstraintIndex {
    let engine: LayoutEngine

    /// The solver constraints standing for `layout` now: the hugging and compression
    /// halves of a content-size constraint, the one of any other, none when not installed.
    func parts(of layout: NSLayoutConstraint) -> [Cassowary.Constraint] {
        if let content = layout as? NSContentSizeLayoutConstraint {
            guard let view = content.firstView, let record = engine.contentSizes[ObjectKey(view)] else { return [] }
            for axis in [record.horizontal, record.vertical] {
                if let axis, axis.layout === content { return [axis.hug, axis.compression] }
            }
            return []
        }
        return engine.installed[ObjectKey(layout)].map { [$0] } ?? []
    }

    /// How `layout` holds: broken if any part is, exact if any part holds with equality.
    func satisfaction(of layout: NSLayoutConstraint) -> ConstraintSatisfaction {
        let parts = parts(of: layout)
        guard !parts.isEmpty else { return .notInstalled }
        let states = parts.map(Self.satisfaction(of:))
        if let broken = states.first(where: { if case .broken = $0 { true } else { false } }) { return broken }
        if states.contains(.exact) { return .exact }
        return states.min { a, b in
            if case .slack(let x) = a, case .slack(let y) = b { return x < y }
            return false
        } ?? .exact
    }

    /// How one solver constraint holds, within a thousandth of a point.
    static func satisfaction(of constraint: Cassowary.Constraint) -> ConstraintSatisfaction {
        let error = CGFloat(constraint.expression.value)
        let tolerance: CGFloat = 0.001
        switch constraint.relation {
        case .equal:
            return abs(error) <= tolerance ? .exact : .broken(abs(error))
        case .lessThanOrEqual:
            if error > tolerance { return .broken(error) }
            return error >= -tolerance ? .exact : .slack(-error)
        case .greaterThanOrEqual:
            if error < -tolerance { return .broken(-error) }
            return error <= tolerance ? .exact : .slack(error)
        }
    }
}

extension NSLayoutConstraint {
    /// How the constraint holds in its engine's current solution (this project's; UIKit
    /// has no such query): exactly, with room to spare, broken by an amount, or not
    /// installed. Lays out pending changes first, as the debugging calls do.
    public var satisfaction: ConstraintSatisfaction {
        let view = (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView
        guard let view, isActive else { return .notInstalled }
        return view.withLayoutEngine { SolverConstraintIndex(engine: $0).satisfaction(of: self) } ?? .notInstalled
    }
}

/// How the constraints of a view's engine hold now (this project's): one flush of pending
/// changes, then a direct lookup per constraint, for inspectors that ask about many
/// constraints at once.
@preconcurrency @MainActor
public struct LayoutConstraintStates {
    private let index: SolverConstraintIndex?

    /// The states in `view`'s engine, after laying out pending changes.
    public init(of view: UIView) {
        index = view.withLayoutEngine { SolverConstraintIndex(engine: $0) }
    }

    /// How `constraint` holds (``ConstraintSatisfaction/notInstalled`` when it is not in
    /// this engine).
    public func satisfaction(of constraint: NSLayoutConstraint) -> ConstraintSatisfaction {
        guard constraint.isActive else { return .notInstalled }
        return index?.satisfaction(of: constraint) ?? .notInstalled
    }
}
