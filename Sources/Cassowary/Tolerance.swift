/// The solver's one tolerance policy.
///
/// A constraint *holds* when its residual (the expression's value, for `==`; the part
/// on the wrong side of zero, for `<=` and `>=`) is at most ``relative`` (1e-9) times
/// the larger of
/// - its own magnitude: the sum of the absolute values of its terms at the current
///   values and of its constant, but never less than 1; and
/// - the system's scale: the largest single term (coefficient times value, or constant)
///   of any constraint in the solver, or the largest number the solver computes with
///   (``SolverStatistics/largestMagnitude``), whichever is larger.
///
/// The second part is the honest limit of floating point. A variable's value is computed
/// through a chain of rows, and rounding is relative to the largest number the chain
/// passes through: optional constraints that pull one variable to 10⁸ leave an error of
/// about 10⁻⁸ in a required `x == 5` that shares a row with it, whatever the algorithm
/// (kiwi's tableau shows the same). In a layout, where every value is a few thousand
/// points, both parts are small and required constraints hold to about 10⁻⁶ points.
/// Required constraints hold to this tolerance after every successful call; the fuzz
/// suite checks it.
///
/// The same rule guards the tableau itself. Each ``Solver/updateVariables()`` after rows
/// were rewritten first sums the objective coefficients those rows changed afresh from
/// their error symbols' rows; where a coefficient kept by substitution differs from that
/// sum by more than ``relative`` of its size, every level is summed afresh and the
/// simplex finishes the optimisation the drifted coefficient had stopped. It then reads
/// every rewritten row at two points where all the constraints hold (one for the
/// coefficients, one for the constants), and every constraint whose values moved at the
/// new values; when one of these does not hold within the tolerance of its own
/// magnitude, rounding has drifted the tableau away from the constraints, and it is
/// rebuilt from them (required constraints first), as simplex codes re-factor their
/// basis. The check reads only what the call rewrote or moved. A required constraint the
/// tableau refuses is tried once more on a rebuilt tableau before the conflict is
/// reported. An optimum whose proof rests on a reduced cost above ``coefficient`` but
/// within 10⁻⁶ (``relative`` of a thousand) of zero, at a level above one that symbol
/// would improve, is taken for rounding too: the tableau is rebuilt once, and the
/// simplex on the fresh rows decides. In the simplex, a reduced cost within
/// ``coefficient`` of zero at a level above the one that makes a symbol enter is made
/// exactly zero when it enters, so rounding cannot make two pivots undo each other for
/// ever.
///
/// Inside the tableau, coefficients whose magnitude falls below ``coefficient`` are
/// dropped (they are rounding noise left by cancelling pivots), except a variable's cell
/// in a variable row that a division made so small (no ratio test reads those rows, and
/// the cell is the constraint's own coefficient, scaled), and row constants within
/// ``constant`` of zero are degenerate (a zero ratio in the pivot rules). A constraint's
/// term with such a coefficient never enters the tableau (kiwi drops it too); a
/// constraint's ``Constraint/violation`` and ``Constraint/magnitude`` leave it out.
public enum Tolerance {
    /// A constraint holds when its residual is within this fraction of its magnitude
    /// (or of the system's scale, if larger).
    public static let relative = 1.0e-9
    /// Tableau coefficients smaller than this vanish (kiwi's `nearZero`).
    public static let coefficient = 1.0e-8
    /// A restricted row's constant this close to zero counts as zero.
    public static let constant = 1.0e-8

    /// Whether `residual` is within tolerance for a constraint of `magnitude` in a system
    /// whose largest term is `systemScale`.
    @inlinable
    public static func holds(_ residual: Double, magnitude: Double, systemScale: Double = 0) -> Bool {
        abs(residual) <= relative * max(1, magnitude, systemScale)
    }
}

extension Expression {
    /// `|constant| + Σ |coefficient · value|` at the variables' current values: the size
    /// the tolerance of ``Tolerance`` is relative to. Terms whose coefficient is below
    /// ``Tolerance/coefficient`` are left out, as the solver leaves them out.
    public var magnitude: Double {
        terms.reduce(abs(constant)) { nearZero($1.coefficient) ? $0 : $0 + abs($1.coefficient * $1.variable.value) }
    }

    /// The value at the variables' current values, read as the solver reads the
    /// expression: terms whose coefficient is below ``Tolerance/coefficient`` are rounding
    /// noise and never enter the tableau (as in kiwi).
    var valueAsSolved: Double {
        terms.reduce(constant) { nearZero($1.coefficient) ? $0 : $0 + $1.coefficient * $1.variable.value }
    }
}

extension Constraint {
    /// How far the variables' current values are from satisfying the constraint: the
    /// expression's absolute value for `==`, the part above zero for `<=`, below zero
    /// for `>=`; 0 when satisfied. Terms whose coefficient is below
    /// ``Tolerance/coefficient`` are left out, as the solver leaves them out.
    public var violation: Double {
        let value = expression.valueAsSolved
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The expression's ``Expression/magnitude`` at the current values.
    public var magnitude: Double { expression.magnitude }

    /// Whether the current values violate the constraint beyond ``Tolerance`` (its own
    /// magnitude; the system's scale is the solver's to know).
    public var isViolated: Bool {
        !Tolerance.holds(violation, magnitude: magnitude)
    }
}
