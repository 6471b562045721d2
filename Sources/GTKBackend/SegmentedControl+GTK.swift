public import ComposerModel
internal import CGtk
public import Widgets

/// A segmented control is a `GtkBox` of the `linked` style holding one grouped
/// `GtkToggleButton` per segment (buttons are reused by position when the segments
/// change); the selected segment is the active button. The user's choice (`toggled` to
/// active) is ``Widgets/SegmentedControl/userDidSelect(segment:)``.
///
/// For assistive technology the box is a radio group and each button a radio button whose
/// checked state is the selection (GTK's accessible roles are fixed when a widget is made):
/// a screen reader says "Step, radio group" and "5, radio button, checked", not four
/// unrelated push buttons.
extension SegmentedControl: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] { [.segments, .selectedIndex] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        let native = try GTKWidget(sinking: cgtk_box_new_with_role(GTK_ORIENTATION_HORIZONTAL, GTK_ACCESSIBLE_ROLE_RADIO_GROUP),
                                   from: "g_object_new(GtkBox, accessible-role: radio group)")
        gtk_widget_add_css_class(cgtk_widget(native.pointer), "linked")
        return native
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        switch key {
        case .segments:
            native.perform { _ in showSegments(on: native) }
            // Block again: the handlers of buttons made just now were not blocked yet.
            native.withHandlersBlocked { showSelection(on: native) }
        case .selectedIndex:
            showSelection(on: native)
        default:
            return false
        }
        return true
    }

    /// One toggle button per segment, reused by position.
    private func showSegments(on native: GTKWidget) {
        let box = cgtk_box(native.pointer)
        while native.parts.count > segments.count, let last = native.parts.last {
            gtk_box_remove(box, cgtk_widget(last.pointer))
            native.dropPart(last)
        }
        for (index, title) in segments.enumerated() {
            if index < native.parts.count {
                let button = cgtk_button(native.parts[index].pointer)
                if gtk_button_get_label(button).map({ String(cString: $0) }) != title {
                    gtk_button_set_label(button, title)
                }
                continue
            }
            guard let part = try? native.adoptPart(cgtk_toggle_button_new_with_role(title, GTK_ACCESSIBLE_ROLE_RADIO).map { UnsafeMutableRawPointer($0) },
                                                   from: "g_object_new(GtkToggleButton, accessible-role: radio)") else { return }
            if let first = native.parts.first, first !== part {
                gtk_toggle_button_set_group(cgtk_toggle_button(part.pointer), cgtk_toggle_button(first.pointer))
            }
            gtk_box_append(box, cgtk_widget(part.pointer))
            part.connect("toggled") { [weak self, weak native, weak part] in
                guard let self, let native, let part,
                      gtk_toggle_button_get_active(cgtk_toggle_button(part.pointer)) != 0,
                      let position = native.parts.firstIndex(where: { $0 === part }) else { return }
                userDidSelect(segment: position)
                native.withHandlersBlocked { showSelection(on: native) }
            }
        }
    }

    /// Activates the selected segment's button (none for −1), when GTK shows another.
    private func showSelection(on native: GTKWidget) {
        let active = native.parts.firstIndex { gtk_toggle_button_get_active(cgtk_toggle_button($0.pointer)) != 0 }
        let wanted = native.parts.indices.contains(selectedIndex) ? selectedIndex : nil
        showCheckedStates(of: native.parts, checked: wanted)
        guard active != wanted else { return }
        native.perform { _ in
            if let wanted {
                gtk_toggle_button_set_active(cgtk_toggle_button(native.parts[wanted].pointer), 1)
            } else if let active {
                gtk_toggle_button_set_active(cgtk_toggle_button(native.parts[active].pointer), 0)
            }
        }
    }

    /// The radio buttons' checked states, for assistive technology: only `checked` is.
    private func showCheckedStates(of parts: [GObjectReference], checked: Int?) {
        for (index, part) in parts.enumerated() {
            let state = index == checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE
            cgtk_accessible_set_int_state(cgtk_accessible(part.pointer), GTK_ACCESSIBLE_STATE_CHECKED, Int32(state.rawValue))
        }
    }
}
