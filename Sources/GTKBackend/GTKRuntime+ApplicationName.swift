internal import CGtk

extension GTKRuntime {
    /// Names the application for assistive technology, once per process: GTK 4.8's AT-SPI
    /// root answers GLib's program name (`g_set_prgname`, "Unnamed" without one), and
    /// other tools its application name (`g_set_application_name`); both are set to the
    /// title when unset. The first name given wins (GLib warns on a second application
    /// name); names the program set itself are kept.
    ///
    /// ```swift
    /// runtime.nameApplication("Counter")   // AT-SPI: application "Counter"
    /// ```
    ///
    /// - Parameter name: The app's title; an empty title leaves GLib's name unset.
    func nameApplication(_ name: String) {
        guard !name.isEmpty else { return }
        if g_get_prgname() == nil { g_set_prgname(name) }
        if g_get_application_name() == nil || g_get_application_name().map({ String(cString: $0) }) == name {
            // g_get_application_name falls back to the program name just set: name it for real.
            if !Self.namedApplication { g_set_application_name(name) }
        }
        Self.namedApplication = true
    }

    /// Whether this process named GLib's application already (GLib allows it once).
    private static var namedApplication = false

    /// GLib's application name, or `nil` when none is set (AT-SPI then says "Unnamed").
    /// GLib's call is thread-safe, so any thread may ask.
    public nonisolated static var applicationName: String? {
        g_get_application_name().map { String(cString: $0) }
    }
}
