public import ComposerModel
internal import CGtk
import Logging
public import Widgets

/// A list view is a `GtkListBox` of keyed rows (`GtkListBoxRow`): rows of widgets
/// (``Widgets/ListView/makeRow``) by their component keys, holding the row widgets'
/// native widgets; `ListItem` rows by their ids, holding a label (title, and the detail
/// on a second line). Inserts, removals and moves are applied as such: a row whose key
/// stays keeps its GTK row object. The selected row is GTK's selected row; the user's
/// choice (`row-selected`) is ``Widgets/ListView/userDidSelect(row:)``. A row widget
/// keeps its own width at the row's leading edge unless it expands across
/// (``Widget/expands(along:)``), so that one long row does not widen the others' buttons.
extension ListView: GTKPresentable, GTKChildAligning {
    public var gtkPresentedKeys: [AttributeKey] { [.items, .selectedIndex] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        let native = try GTKWidget(sinking: gtk_list_box_new(), from: "gtk_list_box_new")
        gtk_list_box_set_selection_mode(cgtk_list_box(native.pointer), GTK_SELECTION_SINGLE)
        return native
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        switch key {
        case .items, .delegate:
            native.perform { _ in showRows(on: native, in: screen) }
            showSelection(on: native)
        case .selectedIndex:
            showSelection(on: native)
        default:
            return false
        }
        return true
    }

    public func showChildrenInGTK(on native: GTKWidget, in screen: GTKScreen) {
        native.perform { _ in showRows(on: native, in: screen) }
        showSelection(on: native)
    }

    /// Places each row widget at the row's leading edge at its own width, or across the
    /// row when it expands across; down the row it fills.
    func alignChildrenInGTK(in screen: GTKScreen) {
        guard showsRowWidgets else { return }
        for child in rowWidgets {
            guard let childNative = screen.existingNativeWidget(for: child) else { continue }
            let across = child.expands(along: .horizontal) ? GTK_ALIGN_FILL : GTK_ALIGN_START
            childNative.containerAlignment = (across.rawValue, GTK_ALIGN_FILL.rawValue)
            childNative.applyAlignment(width: child.width.map(screen.units.pixels(across:)),
                                       height: child.height.map(screen.units.pixels(down:)))
        }
    }

    public func connectGTKSignals(of native: GTKWidget, in screen: GTKScreen) {
        native.reference.connect("row-selected", withArgument: { [weak self, weak native] row in
            guard let self, let native, let row else { return }
            userDidSelect(row: Int(gtk_list_box_row_get_index(cgtk_list_box_row(row))))
            native.withHandlersBlocked { showSelection(on: native) }
        })
    }

    /// Brings GTK's rows to the list's rows, by key.
    private func showRows(on native: GTKWidget, in screen: GTKScreen) {
        let box = cgtk_list_box(native.pointer)
        let insert: (GObjectReference, Int, GObjectReference?) -> Void = { row, index, _ in
            gtk_list_box_insert(box, cgtk_widget(row.pointer), gint(clamping: index))
        }
        let remove: (GObjectReference) -> Void = { row in
            if gtk_widget_get_parent(cgtk_widget(row.pointer)) == cgtk_widget(native.pointer) {
                gtk_list_box_remove(box, cgtk_widget(row.pointer))
            }
        }
        // A removed row lets its content go at once (GTK may keep the row itself a while,
        // e.g. as the window's focus), so that a removed row widget is forgotten.
        let discard: (GObjectReference) -> Void = { row in
            gtk_list_box_row_set_child(cgtk_list_box_row(row.pointer), nil)
        }
        if showsRowWidgets {
            let widgets = Dictionary(zip(rowKeys, rowWidgets), uniquingKeysWith: { first, _ in first })
            let changes = native.syncChildren(
                to: rowKeys.map(AnyHashable.init),
                make: { key in
                    guard let rowKey = key.base as? ComponentKey,
                          let child = screen.nativeChild(for: widgets[rowKey]) else { return nil }
                    return Self.makeRow(holding: child.reference, in: screen)
                },
                insert: insert, remove: remove, discard: discard)
            // The row widgets of removed rows (released with their rows) are no longer shown.
            if changes.removals > 0 { screen.forgetOrphans() }
            alignChildrenInGTK(in: screen)
        } else {
            let rows = self.rows
            var texts: [AnyHashable: String] = [:]
            for item in rows where texts[item.id] == nil {
                texts[item.id] = item.detail.map { "\(item.title)\n\($0)" } ?? item.title
            }
            native.syncChildren(
                to: rows.map { AnyHashable($0.id) },
                make: { key in
                    guard let label = try? GObjectReference(sinking: gtk_label_new(texts[key]), from: "gtk_label_new") else { return nil }
                    gtk_label_set_xalign(cgtk_label(label.pointer), 0)
                    return Self.makeRow(holding: label, in: screen)
                },
                insert: insert, remove: remove)
            // Kept rows show their item's current text.
            for (key, row) in native.keyedChildren {
                guard let label = gtk_list_box_row_get_child(cgtk_list_box_row(row.pointer)),
                      let text = texts[key],
                      gtk_label_get_text(cgtk_label(label)).map({ String(cString: $0) }) != text else { continue }
                gtk_label_set_text(cgtk_label(label), text)
            }
        }
    }

    /// A GTK row holding `child`.
    private static func makeRow(holding child: GObjectReference, in screen: GTKScreen) -> GObjectReference? {
        guard let row = try? GObjectReference(sinking: gtk_list_box_row_new(), from: "gtk_list_box_row_new") else { return nil }
        screen.detachFromParent(child)
        gtk_list_box_row_set_child(cgtk_list_box_row(row.pointer), cgtk_widget(child.pointer))
        return row
    }

    /// Selects GTK's row at ``selectedIndex`` (none for −1), when GTK shows another.
    private func showSelection(on native: GTKWidget) {
        let box = cgtk_list_box(native.pointer)
        let selected = gtk_list_box_get_selected_row(box).map { Int(gtk_list_box_row_get_index($0)) } ?? -1
        guard selected != selectedIndex else { return }
        native.perform { _ in
            if let row = gtk_list_box_get_row_at_index(box, gint(clamping: selectedIndex)), selectedIndex >= 0 {
                gtk_list_box_select_row(box, row)
            } else {
                gtk_list_box_unselect_all(box)
            }
        }
    }
}
