/// A variable times a coefficient, the building block of an ``Expression``.
public struct Term: CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// Its factor.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// Prints a double without a trailing `.0` when it is whole.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
