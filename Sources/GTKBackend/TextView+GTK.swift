public import ComposerModel
internal import CGtk
public import Widgets

/// A text view is a `GtkTextView` over its `GtkTextBuffer`: text, editable, justification
/// for the alignment, text color and text style as CSS. The user's edits (the buffer's `changed`) are
/// ``Widgets/TextView/userDidChangeText(to:)``; the buffer is set only when its text
/// differs from the widget's.
extension TextView: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] { [.text, .editable, .textAlignment, .textColor, .textStyle] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        let native = try GTKWidget(sinking: gtk_text_view_new(), from: "gtk_text_view_new")
        let buffer = gtk_text_view_get_buffer(cgtk_text_view(native.pointer))
        try native.adoptPart(buffer.map { UnsafeMutableRawPointer($0) }, from: "gtk_text_view_get_buffer")
        return native
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        let view = cgtk_text_view(native.pointer)
        switch key {
        case .text:
            showText(on: native)
        case .editable:
            let editable: gboolean = isEditable ? 1 : 0
            native.perform { _ in gtk_text_view_set_editable(view, editable) }
        case .textAlignment:
            let justification: GtkJustification =
                switch textAlignment {
                case .leading: GTK_JUSTIFY_LEFT
                case .center: GTK_JUSTIFY_CENTER
                case .trailing: GTK_JUSTIFY_RIGHT
                }
            native.perform { _ in gtk_text_view_set_justification(view, justification) }
        case .textColor:
            native.setStyle(textColor.css.map { "color: \($0);" }, for: .textColor, selector: "*, * text")
        case .textStyle:
            native.setStyle(textStyle.css, for: .textStyle, selector: "*, * text")
        default:
            return false
        }
        return true
    }

    public func connectGTKSignals(of native: GTKWidget, in screen: GTKScreen) {
        guard let buffer = native.parts.first else { return }
        buffer.connect("changed") { [weak self, weak native] in
            guard let self, let native else { return }
            userDidChangeText(to: Self.text(of: native))
            native.withHandlersBlocked { showText(on: native) }
        }
    }

    /// The buffer's whole text.
    static func text(of native: GTKWidget) -> String {
        let buffer = gtk_text_view_get_buffer(cgtk_text_view(native.pointer))
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    private func showText(on native: GTKWidget) {
        let text = self.text
        guard Self.text(of: native) != text else { return }
        native.perform { object in
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(cgtk_text_view(object)), text, -1)
        }
    }
}
