public import AppRunner
import Bindings

extension GTKWindow {
    /// Makes `key` run `action` while the window has the focus, through a GTK shortcut
    /// controller: a key the focused widget uses (a `q` typed into an entry) does not.
    ///
    /// ```swift
    /// try window.addShortcut(.control("q")) { loop.stop() }
    /// try window.addShortcut("+") { model.increment() }
    /// ```
    /// - Parameters:
    ///   - key: The key.
    ///   - action: What it does, on the loop thread.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` if GTK makes no controller or action.
    public func addShortcut(_ key: AppKey, action: @escaping @LoopActor () -> Void) throws(GTKError) {
        if shortcuts == nil {
            shortcuts = try GTKWindowShortcuts(window: window)
        }
        try shortcuts?.add(key, action: action)
    }
}
