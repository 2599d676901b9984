import Cassowary
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The solver's invariant checks: off unless asked for, asked for by this test bundle.
@Suite(.serialized) struct InvariantChecksTests {
    @Test func theTestBundleAsksForTheChecks() {
        // The InvariantChecksOn library sets CASSOWARY_CHECK_INVARIANTS=1 before main.
        #expect(InvariantChecks.requestedByEnvironment)
        #expect(InvariantChecks.isEnabled)
    }

    @Test func theEnvironmentVariableIsReadAsABoolean() {
        let saved = getenv("CASSOWARY_CHECK_INVARIANTS").map { String(cString: $0) }
        defer {
            if let saved { setenv("CASSOWARY_CHECK_INVARIANTS", saved, 1) } else { unsetenv("CASSOWARY_CHECK_INVARIANTS") }
        }
        for (value, expected) in [("1", true), ("true", true), ("YES", true), ("0", false), ("no", false), ("", false)] {
            setenv("CASSOWARY_CHECK_INVARIANTS", value, 1)
            #expect(InvariantChecks.requestedByEnvironment == expected, "\(value)")
        }
        unsetenv("CASSOWARY_CHECK_INVARIANTS")
        #expect(!InvariantChecks.requestedByEnvironment)
    }
}
