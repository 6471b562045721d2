#ifndef CLIBUV_SHIM_H
#define CLIBUV_SHIM_H

// The one header of the CLibUV system-library module: libuv itself, plus the
// few libdispatch hooks the event loop needs, and one system call libuv does not wrap.
#include <uv.h>
#include <linux/kcmp.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

// libdispatch's run-loop integration (what CoreFoundation uses). On Linux the
// handle is an eventfd that becomes readable when blocks are enqueued on the
// main queue; polling it from the libuv loop and calling the callback (with
// NULL) drains DispatchQueue.main and @MainActor jobs on the loop thread.
// Both symbols are exported by libdispatch.so, which every Swift program on
// Linux links.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);

// Whether two descriptors of process `pid` name the same open file description (kcmp(2)
// with KCMP_FILE): 0 when they do, 1 or 2 when they do not (an ordering of the two), -1 with
// errno set when the kernel cannot tell (ENOSYS without CONFIG_KCMP, EPERM under a seccomp
// filter, EBADF for a closed descriptor). A function here because `syscall` is variadic,
// which Swift does not import.
static inline int loopcomposer_kcmp_file(pid_t pid, int first, int second) {
    return (int)syscall(SYS_kcmp, pid, pid, KCMP_FILE, first, second);
}

#endif
