/// An unknown that the solver assigns a value to.
///
/// Variables compare by identity: two variables with the same name are different
/// unknowns. A variable belongs to at most one live ``Solver`` at a time; using it in
/// a second solver while the first still holds it is reported as
/// ``SolverError/variableOwnedByAnotherSolver(_:)``.
///
/// `Sendable` so that a ``SolverError`` can carry it across threads; like its solver, a
/// variable is used from one thread at a time.
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    /// A name for dumps and diagnostics. It has no meaning to the solver.
    ///
    /// A variable made with ``init(lazyName:)`` asks for its name each time it is read.
    public var name: String {
        get { storedName ?? makeName?() ?? "" }
        set {
            storedName = newValue
            makeName = nil
        }
    }

    @exclusivity(unchecked) private var storedName: String?
    @exclusivity(unchecked) private var makeName: (() -> String)?

    // The stored properties skip the dynamic exclusivity check (about 100 instructions a
    // read in an unoptimised build, where the value of every variable a layout reads
    // paid it): like the rest of a variable, they are not for use from two threads, and
    // no accessor passes one of them `inout` to code that reaches it again.

    /// The value found by the last ``Solver/updateVariables()``. Zero until then.
    ///
    /// While the variable is in a solver this reads the solver's result table (so
    /// updating values costs nothing per variable); afterwards it keeps the last value.
    public var value: Double {
        if let slot { return slot.pointee }
        return detachedValue
    }

    /// The value kept once the variable leaves its solver.
    @exclusivity(unchecked) var detachedValue: Double = 0
    /// The variable's slot in its solver's value table (valid while `ownerSerial != 0`:
    /// a solver unbinds its variables before it goes away).
    @exclusivity(unchecked) var slot: UnsafeMutablePointer<Double>?

    /// Arbitrary data for the caller (the layout engine keeps its view here).
    @inlinable public var context: AnyObject? {
        get { uncheckedContext }
        set { uncheckedContext = newValue }
    }
    /// The context's storage, read without a dynamic exclusivity check: a caller reads
    /// it for every variable that moved. (Marking the public property itself did not
    /// reach callers in other modules, which accessed the field directly.) Like the
    /// rest of a variable, it is not for use from two threads.
    @exclusivity(unchecked) @usableFromInline var uncheckedContext: AnyObject?

    /// The solver this variable is bound to (`0` when free) and its symbol there.
    @exclusivity(unchecked) var ownerSerial: Int = 0
    @exclusivity(unchecked) var ownerGeneration: Int = 0
    @exclusivity(unchecked) var symbol: Int32 = -1

    /// Creates a variable.
    /// - Parameter name: a name for dumps and diagnostics.
    public init(_ name: String = "") {
        storedName = name
    }

    /// Creates a variable whose name is made when it is read: for callers that make many
    /// variables and rarely print them (a layout engine names four per view, and
    /// building those names cost about a tenth of adding the view's constraints).
    /// Setting ``name`` replaces the closure.
    public init(lazyName makeName: @escaping () -> String) {
        self.makeName = makeName
    }

    public var description: String {
        let name = self.name  // a lazy name is made once
        return name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name
    }
}

