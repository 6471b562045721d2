#include "CCallgrindBench.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>

int loopcomposer_bench_callgrind_available(void) { return 1; }
unsigned loopcomposer_bench_running_on_valgrind(void) { return RUNNING_ON_VALGRIND; }
void loopcomposer_bench_callgrind_start_instrumentation(void) { CALLGRIND_START_INSTRUMENTATION; }
void loopcomposer_bench_callgrind_stop_instrumentation(void) { CALLGRIND_STOP_INSTRUMENTATION; }
void loopcomposer_bench_callgrind_toggle_collect(void) { CALLGRIND_TOGGLE_COLLECT; }
#else
int loopcomposer_bench_callgrind_available(void) { return 0; }
unsigned loopcomposer_bench_running_on_valgrind(void) { return 0; }
void loopcomposer_bench_callgrind_start_instrumentation(void) {}
void loopcomposer_bench_callgrind_stop_instrumentation(void) {}
void loopcomposer_bench_callgrind_toggle_collect(void) {}
#endif
