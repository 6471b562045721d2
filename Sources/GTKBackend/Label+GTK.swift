public import ComposerModel
internal import CGtk
public import Widgets

/// A label is a `GtkLabel`: text (with its case), lines (wrapping when not one), text
/// alignment as `xalign`, text color and style as CSS, emphasis as GTK's style class
/// (`title-1`…`title-4`, `heading`, `dim-label`).
extension Label: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] {
        [.text, .numberOfLines, .textAlignment, .textStyle, .textColor, .emphasis]
    }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: gtk_label_new(""), from: "gtk_label_new")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        switch key {
        case .text, .case:
            let text = displayedText
            native.perform { Self.setText(text, on: $0) }
            // GTK has just named the label by its text: the app's own name wins.
            if accessibilityName != nil { screen.showAccessibleLabel(namedBy: text, of: self, on: native) }
        case .accessibilityLabel:
            screen.showAccessibleLabel(namedBy: displayedText, of: self, on: native)
        case .numberOfLines:
            let lines = numberOfLines
            native.perform { object in
                gtk_label_set_wrap(cgtk_label(object), lines == 1 ? 0 : 1)
                gtk_label_set_lines(cgtk_label(object), lines == 0 ? -1 : gint(clamping: lines))
            }
        case .textAlignment:
            let xalign = textAlignment.xalign
            native.perform { gtk_label_set_xalign(cgtk_label($0), xalign) }
        case .textStyle:
            native.setStyle(textStyle.css, for: .textStyle)
        case .textColor:
            native.setStyle(textColor.css.map { "color: \($0);" }, for: .textColor)
        case .emphasis:
            // A theme class: the app's own font, style and color (its CSS, at a higher
            // priority than the theme's) still win.
            native.setStyleClass(emphasis.gtkStyleClass, for: .emphasis)
        default:
            return false
        }
        return true
    }

    /// `gtk_label_set_text` with `text` as a C string.
    ///
    /// Through `withCString`, which copies a short string (a counter's text) to the stack:
    /// the `String` passed as the C argument itself was copied to the heap (`utf8CString`)
    /// on every set. Nonisolated, so that the closure it hands the standard library has no
    /// isolation to check at run time.
    ///
    /// - Parameters:
    ///   - text: The text to show.
    ///   - label: The `GtkLabel`.
    private nonisolated static func setText(_ text: String, on label: gpointer) {
        text.withCString { gtk_label_set_text(cgtk_label(label), $0) }
    }
}
