#ifndef CMALLOCINFO_SHIM_H
#define CMALLOCINFO_SHIM_H

// glibc's malloc statistics (mallinfo2), which the Glibc module does not import.
#include <malloc.h>

#endif
