import Bindings
internal import CGtk
import Glibc

/// GTK's process-wide state: whether `gtk_init_check` ran, with what result, and on
/// which thread (GTK lives on one thread for the whole process).
///
/// ```swift
/// try GTKInitialization.initialize()       // once per process; later calls replay the result
/// assert(GTKInitialization.isGTKThread)
/// ```
///
/// Thread rule: ``initialize()`` on the loop thread (`@LoopActor`); ``isGTKThread`` from any
/// thread.
enum GTKInitialization {
    /// The outcome of the one `gtk_init_check`.
    private struct Initialization: Sendable {
        let thread: pthread_t
        let succeeded: Bool
    }

    // `LockedValue` (a pthread mutex), the package's one lock type: ThreadSanitizer sees it.
    private static let initialization = LockedValue<Initialization?>(nil)

    /// Initialises GTK (`gtk_init_check`) the first time; afterwards replays the outcome.
    ///
    /// - Throws: ``GTKError/displayUnavailable`` when no display can be opened;
    ///   ``GTKError/wrongThread`` when GTK was initialised on another thread.
    @LoopActor
    static func initialize() throws(GTKError) {
        let outcome = initialization.withLock { state -> Initialization in
            if let state { return state }
            let made = Initialization(thread: pthread_self(), succeeded: gtk_init_check() != 0)
            state = made
            return made
        }
        guard pthread_equal(outcome.thread, pthread_self()) != 0 else { throw .wrongThread }
        guard outcome.succeeded else { throw .displayUnavailable }
    }

    /// Whether the caller is on the thread GTK was initialised on (false before). Any thread.
    static var isGTKThread: Bool {
        initialization.withLock { state in
            state.map { pthread_equal($0.thread, pthread_self()) != 0 } ?? false
        }
    }
}
