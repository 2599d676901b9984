import Cassowary
import Testing

/// Identical optional constraints share one row as twins, weighing what they would
/// weigh apart (errors of one level add up).
@Suite struct TwinConstraintTests {
    @Test func aThousandIdenticalOptionalEqualitiesShareOneRow() throws {
        let solver = Solver()
        let x = Variable("x")
        let duplicates = (0..<1_000).map { _ in (x == 10).withStrength(.medium) }
        for constraint in duplicates { try solver.addConstraint(constraint) }
        let rowsOfDuplicates = solver.statistics.restrictedRows + solver.statistics.variableRows
        #expect(rowsOfDuplicates <= 2)
        let stronger = (x == 20).withStrength(.strong)
        try solver.addConstraint(stronger)
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9)
        #expect(solver.statistics.constraints == 1_001)
        #expect(solver.constraints.map(ObjectIdentifier.init) == (duplicates + [stronger]).map(ObjectIdentifier.init))
        #expect(duplicates.allSatisfy(solver.hasConstraint))
        #expect(solver.violation(of: duplicates[500]).map { abs($0 - 10) < 1e-9 } == true)
    }

    @Test func twinsWeighWhatTheyWouldWeighApart() throws {
        let solver = Solver()
        let x = Variable("x")
        let tens = (0..<3).map { _ in (x == 10).withStrength(.medium) }
        let twenties = (0..<2).map { _ in (x == 20).withStrength(.medium) }
        try solver.addConstraints(tens + twenties)
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        // Two of the three go (the host first): two twenties outweigh one ten.
        try solver.removeConstraint(tens[0])
        try solver.removeConstraint(tens[2])
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9)
        #expect(solver.hasConstraint(tens[1]) && !solver.hasConstraint(tens[0]))
        #expect(throws: SolverError.self) { try solver.removeConstraint(tens[0]) }
        // However many, a lower level never outweighs a higher one.
        for _ in 0..<50 { try solver.addConstraint((x == 0).withStrength(.weak)) }
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9)
    }

    @Test func removingTheHostHandsItsRowToATwin() throws {
        let solver = Solver()
        let x = Variable("x")
        let host = (x == 10).withStrength(.strong)
        let twin = (x == 10).withStrength(.strong)
        try solver.addConstraints([host, twin, (x == 0).withStrength(.weak)])
        try solver.removeConstraint(host)
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        try solver.removeConstraint(twin)
        solver.updateVariables()
        #expect(abs(x.value) < 1e-9)
        #expect(solver.constraints.count == 1)
    }

    @Test func aChangedConstantLeavesItsTwins() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = (x == 10).withStrength(.medium), b = (x == 10).withStrength(.medium)
        let c = (x == 10).withStrength(.medium), d = (x == 20).withStrength(.medium)
        try solver.addConstraints([a, b, c, d])
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        try solver.updateConstant(b, to: -20)  // `x - 20 == 0`, as d reads
        try solver.updateConstant(a, to: -20)  // the host
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9)
        #expect(solver.constraints.map(ObjectIdentifier.init) == [a, b, c, d].map(ObjectIdentifier.init))
        // Back to ten: three against one again.
        try solver.updateConstant(a, to: -10)
        try solver.updateConstant(d, to: -10)
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
    }

    @Test func identicalInequalitiesAddUpToo() throws {
        let solver = Solver()
        let x = Variable("x")
        let atLeastTen = (0..<3).map { _ in (x >= 10).withStrength(.weak) }
        let atMostZero = (0..<2).map { _ in (x <= 0).withStrength(.weak) }
        try solver.addConstraints(atLeastTen + atMostZero)
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        try solver.removeConstraint(atLeastTen[1])
        try solver.removeConstraint(atLeastTen[0])
        solver.updateVariables()
        #expect(abs(x.value) < 1e-9)
    }

    /// An edit variable's constraint reads `x == 0` at its strength, as a user's
    /// constraint can: its row holds the suggested value, so it never merges.
    @Test func anEditConstraintNeverMerges() throws {
        let solver = Solver()
        let x = Variable("x")
        let user = Constraint(Expression(x), .equal, strength: .strong)
        try solver.addConstraint(user)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addConstraint(Constraint(Expression(x), .equal, strength: .strong))
        try solver.suggestValue(x, 8)
        try solver.removeConstraint(user)
        solver.updateVariables()
        // The edit (8) against the remaining user constraint (0): a tie at one level.
        #expect(solver.statistics.constraints == 2)
        try solver.removeConstraint(solver.constraints.last!)
        solver.updateVariables()
        #expect(abs(x.value - 8) < 1e-9)
    }

    /// Twins leave in any order: a middle one, the host (its first twin inherits the row
    /// and the other twins), the heir in turn; the weights follow each step.
    @Test func eachHeirTakesTheRowAndTheTwinsInTurn() throws {
        let solver = Solver()
        let x = Variable("x")
        let tens = (0..<5).map { _ in (x == 10).withStrength(.medium) }
        let twenties = (0..<2).map { _ in (x == 20).withStrength(.medium) }
        try solver.addConstraints(tens + twenties)
        let symbols = solver.statistics.symbols
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        try solver.removeConstraint(tens[2])  // a twin in the middle: four tens against two
        try solver.removeConstraint(tens[0])  // the host: tens[1] inherits, three against two
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        try solver.removeConstraint(tens[1])  // the heir: tens[3] inherits
        try solver.removeConstraint(tens[4])  // one ten against two twenties
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9)
        #expect(solver.constraints.map(ObjectIdentifier.init) == [tens[3]].map(ObjectIdentifier.init) + twenties.map(ObjectIdentifier.init))
        #expect(!solver.hasConstraint(tens[1]) && solver.hasConstraint(tens[3]))
        // Removed constraints can come back, as twins of the one still held.
        try solver.addConstraints([tens[0], tens[1]])
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        #expect(solver.statistics.symbols == symbols)
        #expect(solver.statistics.constraints == 5)
    }

    /// `-0` and `0` are one constant: the constraints read the same and merge.
    @Test func aNegativeZeroConstantReadsAsZero() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression([Term(x)], constant: 0), .equal, strength: .medium))
        let symbols = solver.statistics.symbols
        try solver.addConstraint(Constraint(Expression([Term(x)], constant: -0.0), .equal, strength: .medium))
        #expect(solver.statistics.symbols == symbols)
        try solver.addConstraint((x == 5).withStrength(.medium))
        solver.updateVariables()
        #expect(abs(x.value) < 1e-9)
    }
}

/// A removed required constraint is held back until the next call that is not the add
/// of an identical one, which takes its row over.
@Suite struct HeldBackRemovalTests {
    @Test func removingAndReAddingAnIdenticalConstraintKeepsTheTableau() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint((b == 0).withStrength(.weak))
        var edges = [Constraint(a - b - 8, .equal), Constraint(a - 100, .lessThanOrEqual)]
        try solver.addConstraints(edges)
        solver.updateVariables()
        let before = solver.statistics
        for _ in 0..<100 {
            for edge in edges { try solver.removeConstraint(edge) }
            let again = [Constraint(a - b - 8, .equal), Constraint(a - 100, .lessThanOrEqual)]
            try solver.addConstraints(again)
            #expect(solver._checkInvariants().isEmpty)
            #expect(!edges.contains { solver.hasConstraint($0) } && again.allSatisfy(solver.hasConstraint))
            edges = again
        }
        solver.updateVariables()
        #expect(abs(a.value - 8) < 1e-9)
        #expect(solver.statistics.symbols == before.symbols)
        #expect(solver.constraints.count == 3)
        #expect(solver.addedOrder(of: edges[1])! > solver.addedOrder(of: edges[0])!)
    }

    @Test func aHeldBackConstraintIsGoneForTheCaller() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = Constraint(x - 30, .equal)
        try solver.addConstraints([pin, (x == 5).withStrength(.weak)])
        try solver.removeConstraint(pin)
        #expect(throws: SolverError.self) { try solver.removeConstraint(pin) }
        // A different constraint added next sees the removal done: no conflict with 30.
        try solver.addConstraint(Constraint(x - 40, .equal))
        solver.updateVariables()
        #expect(abs(x.value - 40) < 1e-9)
        #expect(!solver.hasConstraint(pin))
        // Re-adding the very constraint object after its removal works too.
        let other = Constraint(x - 40, .equal)
        try solver.addConstraint(other)
        try solver.removeConstraint(other)
        try solver.addConstraint(other)
        solver.updateVariables()
        #expect(abs(x.value - 40) < 1e-9)
        #expect(solver.hasConstraint(other))
    }

    @Test func valuesFollowAHeldBackRemoval() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = Constraint(x - 30, .equal)
        try solver.addConstraints([pin, (x == 5).withStrength(.weak)])
        solver.updateVariables()
        try solver.removeConstraint(pin)
        let changed = solver.updateVariables()
        #expect(abs(x.value - 5) < 1e-9)
        #expect(changed.count == 1)
    }
    /// Beside an identical copy left held, a removed constraint's row still goes to the
    /// constraint that replaces it: the copies do not pile up.
    @Test func aCopyLeftHeldDoesNotMakeEachRoundDearer() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(b - 40, .equal))
        try solver.addConstraint(Constraint(a - b - 8, .equal))  // the copy left held
        var current = Constraint(a - b - 8, .equal)
        try solver.addConstraint(current)
        solver.updateVariables()
        let symbols = solver.statistics.symbols
        for _ in 0..<50 {
            try solver.removeConstraint(current)
            current = Constraint(a - b - 8, .equal)
            try solver.addConstraint(current)
        }
        solver.updateVariables()
        #expect(solver.statistics.symbols == symbols)
        #expect(abs(a.value - 48) < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
    }
    /// Many removals at once, then as many identical constraints added back in the same
    /// order and the removed ones themselves: every value comes back, whatever the list's length.
    @Test func aLongRunOfRemovalsComesBackWhole() throws {
        let solver = Solver()
        let x = (0..<41).map { Variable("x\($0)") }
        try solver.addConstraint(Constraint(x[0] - 5, .equal))
        var links = (1..<41).map { Constraint(x[$0] - x[$0 - 1] - 2, .equal) }
        try solver.addConstraints(links)
        for link in links { try solver.removeConstraint(link) }
        links = (1..<41).map { Constraint(x[$0] - x[$0 - 1] - 2, .equal) }
        try solver.addConstraints(links)
        solver.updateVariables()
        #expect(abs(x[40].value - 85) < 1e-9)
        for link in links.reversed() { try solver.removeConstraint(link) }
        for link in links { try solver.addConstraint(link) }
        solver.updateVariables()
        #expect(abs(x[40].value - 85) < 1e-9)
        #expect(solver.constraints.count == 41)
        #expect(solver._checkInvariants().isEmpty)
    }
}
