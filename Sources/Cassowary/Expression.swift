/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are plain values built with the operators in `Operators.swift`, for
/// example `2 * x + y - 10`.
public struct Expression: CustomStringConvertible {
    /// The variable parts, in the order they were written (duplicates allowed until
    /// ``reduced()``).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates a constant expression.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with each variable once (coefficients added) and zero
    /// coefficients dropped. Variables keep the order of their first appearance.
    ///
    /// - Complexity: O(n²) for n terms; expressions from layout constraints have few terms.
    public func reduced() -> Expression {
        // Fast path: already reduced (the common case for layout constraints). Index
        // loops over a raw buffer: an enumerated sequence and array slices cost a generic
        // call per step in an unoptimised build.
        let clean = terms.withUnsafeBufferPointer { terms in
            let count = terms.count
            var index = 0
            while index < count {
                if terms[index].coefficient == 0 { return false }
                var other = index + 1
                while other < count {
                    if terms[other].variable === terms[index].variable { return false }
                    other += 1
                }
                index += 1
            }
            return true
        }
        if clean { return self }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        outer: for term in terms {
            for index in merged.indices where merged[index].variable === term.variable {
                merged[index].coefficient += term.coefficient
                continue outer
            }
            merged.append(term)
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }

    /// The value of the expression with the variables' current ``Variable/value``s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        // An index loop, not `allSatisfy` (a generic call per term unoptimised; every
        // constraint added asks).
        guard constant.isFinite else { return false }
        let terms = self.terms
        var index = 0
        while index < terms.count {
            if !terms[index].coefficient.isFinite { return false }
            index += 1
        }
        return true
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append(formatNumber(constant)) }
        return parts.joined(separator: " + ")
    }
}
