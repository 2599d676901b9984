import Cassowary
import Testing

@Suite struct StrengthTests {
    @Test func namedLevels() {
        #expect(Strength.required.priority == 1000)
        #expect(Strength.strong.priority == 750)
        #expect(Strength.medium.priority == 500)
        #expect(Strength.weak.priority == 250)
    }

    @Test func namedLevelsAreOrdered() {
        #expect(Strength.weak < .medium)
        #expect(Strength.medium < .strong)
        #expect(Strength.strong < .required)
        #expect(Strength(251) > .weak)
        #expect(Strength(250.5) > Strength(250))
    }

    @Test func onlyTheTopLevelIsRequired() {
        #expect(Strength.required.isRequired)
        #expect(!Strength.strong.isRequired)
        #expect(!Strength.weak.isRequired)
        #expect(!Strength(999.999).isRequired)
        #expect(Strength(1000).isRequired)
    }

    @Test(arguments: [1000.0, 1000.5, 5000.0, Double.infinity, Double.nan])
    func valuesAtOrAboveOneThousandOrNaNAreRequired(priority: Double) {
        let strength = Strength(priority)
        #expect(strength.priority == 1000)
        #expect(strength.isRequired)
        #expect(strength == .required)
    }

    @Test(arguments: [0.0, -0.0, -3.0, -Double.infinity])
    func nonPositiveValuesBecomeTheSmallestLevel(priority: Double) {
        let strength = Strength(priority)
        #expect(strength.priority == Double.leastNonzeroMagnitude)
        #expect(strength.priority > 0)
        #expect(!strength.isRequired)
        #expect(strength < Strength(1e-300))
    }

    @Test func levelsInRangeAreKept() {
        #expect(Strength(250.5).priority == 250.5)
        #expect(Strength(1).priority == 1)
        #expect(Strength(999).priority == 999)
    }

    @Test func equalPrioritiesAreEqualStrengths() {
        #expect(Strength(250) == .weak)
        #expect(Strength(750) == .strong)
        #expect(Set([Strength(250), .weak, .medium]).count == 2)
    }

    @Test func description() {
        #expect(Strength.required.description == "required")
        #expect(Strength.weak.description == "250")
    }
}
