import Bindings
import ComposerModel
internal import CGtk
import Logging
import Widgets

extension GTKScreen {
    /// Places the native widgets of `widgets` in a `GtkBox`, in order: kept children stay
    /// (moved if their place changed), new ones are made and inserted, removed ones are
    /// taken out and forgotten.
    ///
    /// - Parameters:
    ///   - widgets: The children, in order.
    ///   - box: The box's native widget.
    /// - Returns: What changed.
    @discardableResult
    func place(_ widgets: [Widget], inBox box: GTKWidget) -> GTKWidget.ChildChanges {
        var byKey: [AnyHashable: Widget] = [:]
        for widget in widgets { byKey[AnyHashable(ObjectIdentifier(widget))] = widget }
        let before = box.keyedChildren.map(\.key)
        let boxPointer = cgtk_box(box.pointer)
        let changes = box.syncChildren(
            to: widgets.map { AnyHashable(ObjectIdentifier($0)) },
            make: { key in nativeChild(for: byKey[key])?.reference },
            insert: { child, _, previous in
                detachFromParent(child)
                gtk_box_insert_child_after(boxPointer, cgtk_widget(child.pointer), previous.map { cgtk_widget($0.pointer) })
            },
            remove: { child in
                if gtk_widget_get_parent(cgtk_widget(child.pointer)) == cgtk_widget(box.pointer) {
                    gtk_box_remove(boxPointer, cgtk_widget(child.pointer))
                }
            })
        let kept = Set(box.keyedChildren.map(\.key))
        forgetUnplaced(before.filter { !kept.contains($0) }.compactMap { $0.base as? ObjectIdentifier })
        return changes
    }

    /// The native widget of a child, made if needed; a failure is reported and skipped.
    ///
    /// - Parameter widget: The child (`nil`: skipped).
    /// - Returns: Its native widget, or `nil`.
    func nativeChild(for widget: Widget?) -> GTKWidget? {
        guard let widget else { return nil }
        do {
            return try nativeWidget(for: widget)
        } catch {
            DiagnosticLog.logger.warning(
                "GTK: no native widget for \(widget.diagnosticName): \(error)",
                metadata: ["diagnostic": "gtkWidgetNotCreated"])
            return nil
        }
    }

    /// Takes a native widget out of the container GTK has it in (a widget moved from one
    /// container to another in one flush), so that it can be placed anew.
    ///
    /// - Parameter child: The native widget.
    func detachFromParent(_ child: GObjectReference) {
        let widget = cgtk_widget(child.pointer)
        guard let parent = gtk_widget_get_parent(widget) else { return }
        let parentType = cgtk_type_of(parent)
        if g_type_is_a(parentType, gtk_box_get_type()) != 0 {
            gtk_box_remove(cgtk_box(parent), widget)
        } else if g_type_is_a(parentType, gtk_list_box_row_get_type()) != 0 {
            gtk_list_box_row_set_child(cgtk_list_box_row(parent), nil)
        } else if g_type_is_a(parentType, gtk_viewport_get_type()) != 0 {
            gtk_viewport_set_child(cgtk_viewport(parent), nil)
        } else if g_type_is_a(parentType, gtk_scrolled_window_get_type()) != 0 {
            gtk_scrolled_window_set_child(cgtk_scrolled_window(parent), nil)
        } else if g_type_is_a(parentType, gtk_window_get_type()) != 0 {
            gtk_window_set_child(cgtk_window(parent), nil)
        } else {
            gtk_widget_unparent(widget)
        }
    }
}
