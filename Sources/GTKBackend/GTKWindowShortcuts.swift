import AppRunner
import Bindings
internal import CGtk

/// A window's keyboard shortcuts, the GTK way: a shortcut controller on the window whose
/// shortcuts each trigger a named action (`loopcomposer.shortcut-N`) of an action group
/// the window holds; each action's `activate` runs a Swift closure.
///
/// The controller listens in the bubble phase, so a key the focused widget uses (a `q`
/// typed into an entry) never reaches it, and the window's other keys (Tab, arrows) stay
/// GTK's.
///
/// ```swift
/// let shortcuts = try GTKWindowShortcuts(window: window.window)
/// try shortcuts.add(.control("q")) { context.finish(.quitKey(.control("q"))) }
/// ```
///
/// Thread rule: the GTK thread (`@LoopActor`); owned by its ``GTKWindow``.
@LoopActor
final class GTKWindowShortcuts {
    /// The prefix of the actions' names in the window.
    static let actionGroupName = "loopcomposer"

    /// The shortcut controller (also owned by the window).
    let controller: GObjectReference
    /// The actions, by the shortcuts' order (also owned by the group).
    private var actions: [GObjectReference] = []
    private let group: GObjectReference

    /// Adds an empty shortcut controller and action group to `window`.
    ///
    /// - Parameter window: The `GtkWindow`.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` if GTK makes no controller.
    init(window: GObjectReference) throws(GTKError) {
        // Not floating: the sink adds the reference the window takes over below.
        controller = try GObjectReference(sinking: UnsafeMutableRawPointer(gtk_shortcut_controller_new()), from: "gtk_shortcut_controller_new")
        group = try GObjectReference(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()), from: "g_simple_action_group_new")
        gtk_widget_add_controller(cgtk_widget(window.pointer), cgtk_event_controller(controller.pointer))
        gtk_widget_insert_action_group(cgtk_widget(window.pointer), Self.actionGroupName, cgtk_action_group(group.pointer))
    }

    /// Makes `key` run `action` while the window has the focus.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - action: What it does, on the GTK thread.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` if GTK makes no action.
    func add(_ key: AppKey, action: @escaping @LoopActor () -> Void) throws(GTKError) {
        let name = "shortcut-\(actions.count)"
        let simpleAction = try GObjectReference(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, nil)), from: "g_simple_action_new")
        simpleAction.connect("activate", withArgument: { _ in action() })
        g_action_map_add_action(cgtk_action_map(group.pointer), cgtk_action(simpleAction.pointer))
        actions.append(simpleAction)
        let (keyval, modifiers) = key.gtkKeyval
        // gtk_shortcut_new and add_shortcut take over the trigger, the action and the shortcut.
        let shortcut = gtk_shortcut_new(
            gtk_keyval_trigger_new(keyval, modifiers), gtk_named_action_new("\(Self.actionGroupName).\(name)"))
        gtk_shortcut_controller_add_shortcut(cgtk_shortcut_controller(controller.pointer), shortcut)
    }
}
