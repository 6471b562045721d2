// libFuzzer's entry point for programs that have their own main (LLVM 12+).
// Linked only when the fuzz targets are built with -sanitize=fuzzer (Fuzz/run);
// the plain build never calls it.
#ifndef C_FUZZER_DRIVER_H
#define C_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
