import Glibc

/// Spawning a child process with no signal blocked, whatever the spawning thread blocks.
///
/// A child inherits the signal mask of the thread that spawns it, and a loop's thread may
/// block most signals (one started from a libdispatch worker does): a child spawned there
/// ignores the SIGTERM meant to stop it (chromedriver did, and its `stop()` waited for
/// ever). Foundation's `Process` has no setting for the mask, so the spawning thread
/// unblocks everything for the spawn only.
///
/// ```swift
/// try ChildProcessSignalMask.withNoSignalBlocked { try process.run() }
/// ```
package enum ChildProcessSignalMask {
    /// Runs `spawn` with no signal blocked on this thread, then restores the thread's mask.
    ///
    /// - Parameter spawn: Starts the child (`Process.run()`).
    /// - Returns: What `spawn` returned.
    /// - Throws: What `spawn` threw.
    package static func withNoSignalBlocked<Result>(_ spawn: () throws -> Result) rethrows -> Result {
        var none = sigset_t()
        var previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try spawn()
    }
}
