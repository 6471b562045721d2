public import Glibc

/// The identity of the thread that created an ``EventLoop``, comparable from any thread.
///
/// ```swift
/// let thread = LoopThread.current
/// thread.isCurrent          // true here, false on any other thread
/// thread.isMainThread       // whether it is the process's main thread
/// ```
@usableFromInline
struct LoopThread: @unchecked Sendable {
    /// The POSIX thread (an opaque integer on Linux, compared only with `pthread_equal`).
    /// `@usableFromInline` for the inlined ``isCurrent``.
    @usableFromInline let thread: pthread_t
    /// Whether the thread is the process's main thread (its kernel thread id is the pid).
    let isMainThread: Bool

    /// The calling thread.
    static var current: LoopThread {
        LoopThread(thread: pthread_self(), isMainThread: systemThreadID() == getpid())
    }

    /// Whether the caller is on this thread. Any thread.
    @inlinable
    var isCurrent: Bool {
        pthread_equal(pthread_self(), thread) != 0
    }

    /// The thread as a nonzero integer, for an atomic that other threads compare with
    /// ``isCurrent(identifiedBy:)`` (glibc's `pthread_t` is the address of the thread's
    /// control block: never 0 for a live thread).
    var identifier: UInt {
        UInt(thread)
    }

    /// Whether the caller is the thread that ``identifier`` returned `identifier` for.
    /// Any thread.
    ///
    /// - Parameter identifier: What ``identifier`` returned, or 0 for no thread.
    /// - Returns: `false` for 0.
    @inlinable @inline(__always)
    static func isCurrent(identifiedBy identifier: UInt) -> Bool {
        identifier != 0 && pthread_equal(pthread_self(), pthread_t(identifier)) != 0
    }
}

/// `gettid(2)`, which glibc (2.30+) exports but Swift's Glibc module does not declare.
@_silgen_name("gettid")
private func systemThreadID() -> pid_t
