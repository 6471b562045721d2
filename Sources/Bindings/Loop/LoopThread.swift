import Glibc

/// The identity of the thread that created an ``EventLoop``, comparable from any thread.
///
/// ```swift
/// let thread = LoopThread.current
/// thread.isCurrent          // true here, false on any other thread
/// thread.isMainThread       // whether it is the process's main thread
/// ```
struct LoopThread: @unchecked Sendable {
    /// The POSIX thread (an opaque integer on Linux, compared only with `pthread_equal`).
    private let thread: pthread_t
    /// Whether the thread is the process's main thread (its kernel thread id is the pid).
    let isMainThread: Bool

    /// The calling thread.
    static var current: LoopThread {
        LoopThread(thread: pthread_self(), isMainThread: systemThreadID() == getpid())
    }

    /// Whether the caller is on this thread. Any thread.
    var isCurrent: Bool {
        pthread_equal(pthread_self(), thread) != 0
    }
}

/// `gettid(2)`, which glibc (2.30+) exports but Swift's Glibc module does not declare.
@_silgen_name("gettid")
private func systemThreadID() -> pid_t
