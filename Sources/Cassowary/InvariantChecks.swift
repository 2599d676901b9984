#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the solver checks its tableau's invariants after every mutating call.
///
/// The checks cost a full scan of the tableau per call, so they are off unless asked
/// for: set the environment variable `CASSOWARY_CHECK_INVARIANTS=1` before the first
/// solver call of a debug build, or set ``isEnabled`` in code. This package's own test
/// suite turns them on for every test. A release build compiles them out; build with
/// `-Xswiftc -DCASSOWARY_INTERNAL_CHECKS` to keep them in release too. A violation
/// stops the program with the broken invariants and a dump of the tableau.
public enum InvariantChecks {
    #if DEBUG || CASSOWARY_INTERNAL_CHECKS
    /// Whether checks run: initially from `CASSOWARY_CHECK_INVARIANTS` (`1`, `true`
    /// or `yes`). Set it before building a system, from one thread.
    nonisolated(unsafe) public static var isEnabled: Bool = requestedByEnvironment
    #else
    /// Always `false`: this build compiled the checks out (see the type's documentation).
    public static var isEnabled: Bool { false }
    #endif

    /// Whether `CASSOWARY_CHECK_INVARIANTS` asks for the checks.
    public static var requestedByEnvironment: Bool {
        guard let raw = getenv("CASSOWARY_CHECK_INVARIANTS") else { return false }
        switch String(cString: raw).lowercased() {
        case "1", "true", "yes": return true
        default: return false
        }
    }
}
