/// What a tableau symbol stands for (kiwi's symbol types).
/// (No raw type: comparing a raw-value enum goes through the standard library's generic
/// `RawRepresentable` `==`, which showed as a witness-table call in the drift check.)
enum SymbolKind {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// A restricted (≥ 0) symbol turning an inequality into an equation; also the
    /// artificial variable of phase one.
    case slack
    /// A restricted (≥ 0) symbol carrying the violation of an optional constraint;
    /// it appears in the objective at its constraint's level.
    case error
    /// A marker for a required equation; it stays at zero and never enters the basis.
    case dummy

    /// Whether the symbol must stay non-negative (the simplex only pivots these).
    var isRestricted: Bool { self == .slack || self == .error }

    /// Whether a row whose basic symbol is of this kind may hold a cell of `cell`'s kind
    /// under the noise threshold: a variable's cell in a variable row, which a division
    /// made small without cancelling anything (`Engine.solveNewRow(_:for:)`).
    @inline(__always)
    func keepsSmallCell(of cell: SymbolKind) -> Bool { self == .external && cell == .external }

    // Written out: the synthesized conformance was reached through the generic
    // `Equatable` dispatch (for `!=` too) in the drift check's loops.
    @inline(__always)
    static func == (lhs: SymbolKind, rhs: SymbolKind) -> Bool {
        switch (lhs, rhs) {
        case (.external, .external), (.slack, .slack), (.error, .error), (.dummy, .dummy): true
        default: false
        }
    }

    @inline(__always)
    static func != (lhs: SymbolKind, rhs: SymbolKind) -> Bool { !(lhs == rhs) }
}

/// Coefficients smaller than this vanish (``Tolerance/coefficient``, absolute, as kiwi's
/// `nearZero`). Computed: a global initialised from another one was read through a
/// lazy-initialisation check at every call.
@inline(__always) var epsilon: Double { Tolerance.coefficient }

@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }
