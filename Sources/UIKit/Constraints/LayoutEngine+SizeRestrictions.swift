import Cassowary
import Foundation

/// Sizes that cannot go negative.
///
/// UIKit's engine never gives a view a negative width or height. Where the constraints
/// leave a size free, that shows: a width bounded only by `<=` (`v.widthAnchor.constraint(lessThanOrEqualToConstant: 23)`,
/// or `<=` another view's width, and nothing else on it) rests at 0, not at the bound,
/// while one bounded by `>=` rests at its bound.
///
/// A view's width (height) gets the engine's own required `width >= 0` (`height >= 0`)
/// once an inequality on that size is made for this engine, before the inequality is
/// added. The solver then keeps the size as a non-negative symbol, and the inequality's
/// slack takes up the free room. Sizes only ever constrained by equalities are left
/// unrestricted: restricting every view's size up front took every size variable out of
/// the solver's cheapest way of placing a new row, and made the 4,002-view stack's first
/// layout 2.5 times as slow. Constraints that would make such a size negative are not
/// reported as a conflict (UIKit would break one of them).
///
/// The root of the engine (sized by edit variables) and layout guides are never
/// restricted.
@MainActor
extension LayoutEngine {
    /// Restricts the sizes that `constraint` (an inequality) constrains.
    func restrictSizes(constrainedBy constraint: NSLayoutConstraint) {
        restrictSize(of: constraint.firstLayoutItem, constraint.firstAttribute)
        if constraint.secondAttribute != .notAnAttribute {
            restrictSize(of: constraint.secondLayoutItem, constraint.secondAttribute)
        }
    }

    private func restrictSize(of item: (any LayoutItem)?, _ attribute: NSLayoutConstraint.Attribute) {
        guard attribute == .width || attribute == .height, let view = item as? UIView, view !== root else { return }
        let variables = variables(for: view)
        if attribute == .width {
            guard variables.widthRestriction == nil else { return }
            variables.widthRestriction = restriction(of: variables.width)
        } else {
            guard variables.heightRestriction == nil else { return }
            variables.heightRestriction = restriction(of: variables.height)
        }
    }

    /// Adds `size >= 0`; nil if the solver refuses it (a size already held negative).
    private func restriction(of size: Variable) -> Cassowary.Constraint? {
        let restriction = Cassowary.Constraint(Cassowary.Expression(size), .greaterThanOrEqual)
        do {
            try solver.addConstraint(restriction)
            return restriction
        } catch {
            return nil
        }
    }

    /// Takes a view's size restrictions out with its variables.
    func liftSizeRestrictions(of variables: LayoutVariables) {
        for restriction in [variables.widthRestriction, variables.heightRestriction] {
            if let restriction { try? solver.removeConstraint(restriction) }
        }
        variables.widthRestriction = nil
        variables.heightRestriction = nil
    }
}
