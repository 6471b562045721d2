#ifndef CCALLGRINDBENCH_H
#define CCALLGRINDBENCH_H

// Callgrind's client requests for the scale-callgrind scenario: valgrind/callgrind.h
// defines them as macros of inline assembly, which Swift cannot import, so they are
// wrapped in functions here. Without valgrind's headers they compile to nothing and
// `loopcomposer_bench_callgrind_available()` returns 0.

/// 1 when this file was compiled with valgrind/callgrind.h, 0 otherwise.
int loopcomposer_bench_callgrind_available(void);

/// How many valgrinds this process runs under: 0 natively.
unsigned loopcomposer_bench_running_on_valgrind(void);

/// CALLGRIND_START_INSTRUMENTATION: callgrind simulates (and can count) from here on.
void loopcomposer_bench_callgrind_start_instrumentation(void);

/// CALLGRIND_STOP_INSTRUMENTATION: callgrind runs the code without simulating it.
void loopcomposer_bench_callgrind_stop_instrumentation(void);

/// CALLGRIND_TOGGLE_COLLECT: counting events on or off (instrumentation must be on).
void loopcomposer_bench_callgrind_toggle_collect(void);

#endif
