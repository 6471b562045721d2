import CGtk

/// GLib sources for tests: timeouts, idles and descriptor watches whose callbacks are Swift
/// closures.
///
/// ```swift
/// GLibSources.addTimeout(milliseconds: 20) { ticks += 1; return ticks < 3 }
/// GLibSources.addIdle { ran = true; return false }
/// GLibSources.addReadableWatch(fileDescriptor: pipe.readEnd) { read(pipe); return false }
/// ```
///
/// Thread rule: the callbacks run on the thread that iterates GLib's default context (the
/// loop thread); ``addIdle(_:)`` may be called from any thread (that is what
/// `g_idle_add` is for).
enum GLibSources {
    /// A callback, owned by GLib until the source is removed.
    private final class Callback: @unchecked Sendable {
        let body: () -> Bool

        init(_ body: @escaping () -> Bool) {
            self.body = body
        }
    }

    /// Adds a GLib timeout (`g_timeout_add_full`).
    ///
    /// - Parameters:
    ///   - milliseconds: The interval.
    ///   - body: Runs at each firing; `true` keeps the source, `false` removes it.
    static func addTimeout(milliseconds: UInt32, _ body: @escaping () -> Bool) {
        let data = Unmanaged.passRetained(Callback(body)).toOpaque()
        _ = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, trampoline, data, release)
    }

    /// Adds a GLib idle source (`g_idle_add_full`); any thread.
    ///
    /// - Parameter body: Runs when GLib is idle; `true` keeps the source, `false` removes it.
    static func addIdle(_ body: @escaping @Sendable () -> Bool) {
        let data = Unmanaged.passRetained(Callback(body)).toOpaque()
        _ = g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, trampoline, data, release)
    }

    /// Adds a watch of `fileDescriptor` becoming readable (`g_io_add_watch_full` on a
    /// `GIOChannel`), the way GIO's sources put a descriptor in GLib's poll.
    ///
    /// - Parameters:
    ///   - fileDescriptor: A descriptor the caller owns and keeps open while the watch lasts.
    ///   - body: Runs when it is readable; `true` keeps the watch, `false` removes it.
    static func addReadableWatch(fileDescriptor: Int32, _ body: @escaping () -> Bool) {
        let channel = g_io_channel_unix_new(fileDescriptor)
        let data = Unmanaged.passRetained(Callback(body)).toOpaque()
        _ = g_io_add_watch_full(channel, G_PRIORITY_DEFAULT, G_IO_IN, channelTrampoline, data, release)
        g_io_channel_unref(channel)   // the watch keeps the channel
    }

    private static var channelTrampoline: GIOFunc {
        { _, _, data in Unmanaged<Callback>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0 }
    }

    private static var trampoline: GSourceFunc {
        { data in Unmanaged<Callback>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0 }
    }

    private static var release: GDestroyNotify {
        { data in Unmanaged<Callback>.fromOpaque(data!).release() }
    }
}
