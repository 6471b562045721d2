public import ComposerModel
internal import CGtk
public import Widgets

/// A text field is a `GtkEntry`: text, placeholder text, secure entry as hidden
/// characters (`visibility` off), alignment, text color and text style as CSS. The user's edits
/// (`notify::text`, once per edit: `changed` also reports the empty text in the middle
/// of a replacement) are ``Widgets/TextField/userDidChangeText(to:)``, Enter (`activate`) is
/// ``Widgets/TextField/userDidPressReturn()``, the focus leaving it (a focus controller's
/// `leave`) ``Widgets/TextField/userDidEndEditing()``. The entry's text is set only when it
/// differs from the widget's, so an unrelated flush never touches an edit in progress
/// (nor its cursor).
extension TextField: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] {
        [.text, .placeholder, .secureEntry, .textAlignment, .textColor, .textStyle]
    }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: gtk_entry_new(), from: "gtk_entry_new")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        let entry = cgtk_entry(native.pointer)
        switch key {
        case .text:
            showText(on: native)
        case .placeholder:
            let placeholder = self.placeholder
            native.perform { _ in gtk_entry_set_placeholder_text(entry, placeholder.isEmpty ? nil : placeholder) }
            // The placeholder says what the field is for: its accessible description, unless a hint says it.
            if accessibilityHint?.isEmpty ?? true { screen.showAccessibility(.accessibilityHint, of: self, on: native) }
        case .secureEntry:
            let visible: gboolean = isSecureEntry ? 0 : 1
            native.perform { _ in gtk_entry_set_visibility(entry, visible) }
        case .textAlignment:
            let xalign = textAlignment.xalign
            native.perform { gtk_editable_set_alignment(cgtk_editable($0), xalign) }
        case .textColor:
            native.setStyle(textColor.css.map { "color: \($0);" }, for: .textColor)
        case .textStyle:
            native.setStyle(textStyle.css, for: .textStyle)
        default:
            return false
        }
        return true
    }

    public func connectGTKSignals(of native: GTKWidget, in screen: GTKScreen) {
        let window = screen.window
        native.connect("notify::text") { [weak self, weak native] in
            guard let self, let native else { return }
            let typed = String(cString: gtk_editable_get_text(cgtk_editable(native.pointer)))
            userDidChangeText(to: typed)
            // A delegate, or a disabled field, may refuse the edit: show what the field holds.
            native.withHandlersBlocked { showText(on: native) }
        }
        native.connect("activate") { [weak self, weak window] in
            guard let self else { return }
            userDidPressReturn()
            // GNOME's forms: Enter presses the default button unless the field has an
            // action of its own (GTK's `activates-default`, decided per press).
            if !handlesReturn { window?.activateDefaultWidget() }
        }
        // The focus leaving the entry ends editing (a focus controller's `leave`).
        guard let controller = gtk_event_controller_focus_new() else { return }
        gtk_widget_add_controller(cgtk_widget(native.pointer), controller)
        guard let focus = try? native.adoptPart(UnsafeMutableRawPointer(controller), from: "gtk_event_controller_focus_new") else { return }
        focus.connect("leave") { [weak self] in self?.userDidEndEditing() }
    }

    private func showText(on native: GTKWidget) {
        let text = self.text
        guard String(cString: gtk_editable_get_text(cgtk_editable(native.pointer))) != text else { return }
        native.perform { gtk_editable_set_text(cgtk_editable($0), text) }
    }
}
