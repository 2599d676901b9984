// Linked into this package's test bundle and fuzzer: asks the Cassowary solver to check
// its invariants after every mutating call (see `InvariantChecks`), before any test runs.
// A value already in the environment (`CASSOWARY_CHECK_INVARIANTS=0`) wins.
#include <stdlib.h>
#include "InvariantChecksOn.h"

__attribute__((constructor))
static void invariant_checks_on(void) {
    setenv("CASSOWARY_CHECK_INVARIANTS", "1", 0);
}

int invariant_checks_on_linked(void) { return 1; }
