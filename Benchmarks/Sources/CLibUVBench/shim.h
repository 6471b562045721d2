#ifndef CLIBUVBENCH_SHIM_H
#define CLIBUVBENCH_SHIM_H

// libuv for the benchmarks' raw "limit" figures.
#include <uv.h>

#endif
