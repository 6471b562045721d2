internal import CGtk

extension GTKRuntime {
    /// Names the application for assistive technology, once per process: AT-SPI reads
    /// GLib's application name (`g_set_application_name`), and a screen reader said
    /// "Unnamed" without it. The first name given wins (GLib warns on a second call); a
    /// name the program set itself (`g_set_application_name`, `g_set_prgname`) is kept.
    ///
    /// ```swift
    /// runtime.nameApplication("Counter")   // AT-SPI: application "Counter"
    /// ```
    ///
    /// - Parameter name: The app's title; an empty title leaves GLib's name unset.
    func nameApplication(_ name: String) {
        guard !name.isEmpty, g_get_application_name() == nil else { return }
        g_set_application_name(name)
    }

    /// GLib's application name, or `nil` when none is set (AT-SPI then says "Unnamed").
    /// GLib's call is thread-safe, so any thread may ask.
    public nonisolated static var applicationName: String? {
        g_get_application_name().map { String(cString: $0) }
    }
}
