#ifndef CLIBUV_SHIM_H
#define CLIBUV_SHIM_H

// The one header of the CLibUV system-library module: libuv itself, plus the
// few libdispatch hooks the event loop needs, and epoll, which Glibc's module leaves out
// (a foreign loop's descriptor is checked against its duplicate with a private epoll
// instance: DuplicatedDescriptor.swift).
#include <uv.h>
#include <sys/epoll.h>

// libdispatch's run-loop integration (what CoreFoundation uses). On Linux the
// handle is an eventfd that becomes readable when blocks are enqueued on the
// main queue; polling it from the libuv loop and calling the callback (with
// NULL) drains DispatchQueue.main and @MainActor jobs on the loop thread.
// Both symbols are exported by libdispatch.so, which every Swift program on
// Linux links.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);

#endif
