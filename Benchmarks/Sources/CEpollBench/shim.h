#ifndef CEPOLLBENCH_SHIM_H
#define CEPOLLBENCH_SHIM_H

// epoll, which the Glibc module does not import: WebLoadClient waits on 10,000 sockets.
#include <sys/epoll.h>

#endif
