import Bindings
internal import CGtk
@testable import GTKBackend

/// A window's shortcuts as GTK holds them: the triggers of its shortcut controller, and
/// their actions activated the way GTK does once a key matched a trigger
/// (`gtk_shortcut_action_activate` on the window).
@LoopActor
struct GTKShortcutControllerInspection {
    let window: GTKWindow

    /// Each shortcut's trigger as GTK writes it (`<Control>q`), in the controller's order.
    var triggers: [String] {
        shortcuts.map { shortcut in
            guard let text = gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut)) else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
    }

    /// Activates the action of the shortcut whose trigger is `trigger`.
    ///
    /// - Parameter trigger: The trigger, as ``triggers`` writes it.
    /// - Returns: Whether a shortcut had that trigger and its action ran.
    func activate(_ trigger: String) -> Bool {
        guard let index = triggers.firstIndex(of: trigger) else { return false }
        let action = gtk_shortcut_get_action(shortcuts[index])
        return gtk_shortcut_action_activate(action, GTK_SHORTCUT_ACTION_EXCLUSIVE, cgtk_widget(window.window.pointer), nil) != 0
    }

    /// The controller's shortcuts (the list model holds them: a borrowed pointer each).
    private var shortcuts: [OpaquePointer] {
        guard let controller = window.shortcuts?.controller else { return [] }
        let model = cgtk_list_model(controller.pointer)
        return (0..<g_list_model_get_n_items(model)).compactMap { index in
            guard let item = g_list_model_get_item(model, index) else { return nil }
            g_object_unref(item)   // get_item returned a new reference; the model keeps its own
            return OpaquePointer(item)
        }
    }
}
