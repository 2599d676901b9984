#ifndef INVARIANT_CHECKS_ON_H
#define INVARIANT_CHECKS_ON_H

/// Returns 1: the library that turned the solver's invariant checks on is linked.
int invariant_checks_on_linked(void);

#endif
