import Bindings
internal import CGtk

extension GTKWindow {
    /// Runs `body` once, at the next frame of the window's frame clock at which the window
    /// has been laid out (it has a size), so that what it shows has been drawn once:
    /// the moment to take a ``snapshotPNG(to:)``.
    ///
    /// Nothing happens before the window is presented (it has no frame clock); a window
    /// that closes first drops `body` without running it. The frame clock ticks only
    /// while a callback waits, so an idle window stays idle afterwards.
    ///
    /// ```swift
    /// window.present()
    /// window.afterNextFrame {
    ///     try? window.snapshotPNG(to: "/tmp/window.png")
    ///     window.close()
    /// }
    /// try loop.run()
    /// ```
    /// - Parameter body: Runs on the GTK thread, inside GLib's dispatch (the loop's check
    ///   phase), after the bindings' flush of that turn.
    public func afterNextFrame(_ body: @escaping @LoopActor () -> Void) {
        let callback = Unmanaged.passRetained(FrameCallback(body)).toOpaque()
        _ = gtk_widget_add_tick_callback(cgtk_widget(window.pointer), frameTick, callback, releaseFrameCallback)
    }
}

/// The closure of one ``GTKWindow/afterNextFrame(_:)``, owned by GTK until the tick
/// callback is removed.
@LoopActor
private final class FrameCallback {
    let body: @LoopActor () -> Void

    init(_ body: @escaping @LoopActor () -> Void) {
        self.body = body
    }
}

/// GTK's tick callback: waits for a frame at which the window has a size, then runs the
/// closure and removes itself (`G_SOURCE_REMOVE`).
private var frameTick: GtkTickCallback {
    { widget, _, data in
        guard let widget, let data else { return 0 }
        guard gtk_widget_get_width(widget) > 0 && gtk_widget_get_height(widget) > 0 else {
            return 1   // not laid out yet: wait for the next frame
        }
        let callback = Unmanaged<FrameCallback>.fromOpaque(data).takeUnretainedValue()
        LoopActor.assumeIsolated { callback.body() }
        return 0
    }
}

/// GTK's destroy notification for a tick callback's closure.
private var releaseFrameCallback: GDestroyNotify {
    { data in
        guard let data else { return }
        Unmanaged<FrameCallback>.fromOpaque(data).release()
    }
}
