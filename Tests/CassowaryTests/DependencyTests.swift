import Cassowary
import Testing

/// `Solver.dependencies(of:)` and `violation(of:)` on systems whose answers are known.
@Suite struct DependencyTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let width = Variable("width")

    private func ids(_ constraints: [Constraint]) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }

    @Test func aChainDependsOnEveryLinkDownToTheConstant() throws {
        let solver = Solver()
        let base = x == 10
        let link = y == x + 5
        let unrelated = z == 3
        try solver.addConstraints([base, link, unrelated])
        solver.updateVariables()
        #expect(ids(solver.dependencies(of: y).constraints) == ids([base, link]))
        #expect(ids(solver.dependencies(of: x).constraints) == ids([base]))
        #expect(solver.dependencies(of: y).freeVariables.isEmpty)
    }

    @Test func anOrderAddedBackwardsGivesTheSameSet() throws {
        let solver = Solver()
        let link = y == x * 2
        let base = x == 7
        try solver.addConstraints([link, base])
        solver.updateVariables()
        #expect(y.value == 14)
        #expect(Set(ids(solver.dependencies(of: y).constraints)) == Set(ids([link, base])))
    }

    @Test func anEditVariableShowsAsTheSolversEditConstraint() throws {
        let solver = Solver()
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 300)
        let inset = x == width - 40
        try solver.addConstraint(inset)
        solver.updateVariables()
        let found = solver.dependencies(of: x).constraints
        #expect(found.contains { $0 === inset })
        let edit = found.first { $0 !== inset }
        #expect(edit?.context == nil)
        #expect(edit?.expression.terms.map(\.variable).contains { $0 === width } == true)
    }

    @Test func anOptionalConstraintThatGaveWayIsNotADependencyAndReportsItsViolation() throws {
        let solver = Solver()
        let required = x == 10
        let wish = (x == 25).withStrength(.weak)
        try solver.addConstraints([required, wish])
        solver.updateVariables()
        #expect(ids(solver.dependencies(of: x).constraints) == ids([required]))
        #expect(solver.violation(of: wish) == 15)
        #expect(solver.violation(of: required) == 0)
        #expect(solver.violation(of: z == 1) == nil)
    }

    @Test func aTightInequalityIsADependencyAndASlackOneIsNot() throws {
        let solver = Solver()
        let floor = x >= 50
        let ceiling = x <= 500
        let wish = (x == 0).withStrength(.weak)
        try solver.addConstraints([floor, ceiling, wish])
        solver.updateVariables()
        #expect(x.value == 50)
        #expect(ids(solver.dependencies(of: x).constraints).contains(ObjectIdentifier(floor)))
        #expect(!ids(solver.dependencies(of: x).constraints).contains(ObjectIdentifier(ceiling)))
        #expect(solver.violation(of: ceiling) == 0)
    }

    @Test func aFreeDirectionIsReported() throws {
        let solver = Solver()
        try solver.addConstraint(x == y + 100)
        solver.updateVariables()
        let found = solver.dependencies(of: x)
        #expect(found.freeVariables.contains { $0 === y } || found.freeVariables.contains { $0 === x })
        #expect(solver.dependencies(of: z).freeVariables.contains { $0 === z })
    }

    /// The value is the sum of each dependency's constant times its sensitivity, the
    /// window's width included: 300 − 20 − 20 = 260 for a view inset on both sides.
    @Test func theValueIsTheSumOfItsConstantsContributions() throws {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right")
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 300)
        try solver.addConstraints([left == 20, right == width - 20, x == right - left, y == x * 2 + 5])
        solver.updateVariables()
        #expect(x.value == 260 && y.value == 525)
        for variable in [x, y] {
            let found = solver.dependencies(of: variable)
            let sum = zip(found.sensitivities, found.constants).reduce(0) { $0 + $1.0 * $1.1 }
            #expect(abs(sum - variable.value) < 1e-9, "\(variable): \(found.sensitivities) × \(found.constants)")
        }
        let parts = solver.dependencies(of: y)
        let contributions = zip(parts.sensitivities, parts.constants).map { $0 * $1 }.filter { $0 != 0 }.sorted()
        #expect(contributions == [-40, -40, 5, 600])
    }
}
