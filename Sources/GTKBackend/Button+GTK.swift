public import ComposerModel
internal import CGtk
public import Widgets

/// A button is a `GtkButton`: its label is the title of the state shown
/// (``Widgets/Button/displayedState``: disabled, highlighted, selected or normal), its title color and text style are CSS; `clicked` is
/// ``Widgets/Button/userDidPress()``. Its emphasis is GTK's style class
/// (`suggested-action`, `destructive-action`); `Emphasis.defaultAction` also
/// makes it the window's default widget, which Enter in a field without a return
/// action of its own presses.
extension Button: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] {
        [.title(.normal), .textAlignment, .textStyle, .titleColor(.normal), .emphasis]
    }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: gtk_button_new(), from: "gtk_button_new")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        switch key {
        case .title:
            showTitle(on: native)
        case .enabled:
            // The disabled state has a title and a color of its own: the common meaning
            // (sensitivity) plus, when they differ, the state's title and color.
            screen.showCommon(.enabled, of: self, on: native)
            showTitle(on: native)
            showTitleColor(on: native)
        case .titleColor, .textColor:
            showTitleColor(on: native)
        case .text, .highlighted, .selected:
            // A shared style's text is the normal title's fallback; the states change
            // which state's title and color are shown.
            showTitle(on: native)
            showTitleColor(on: native)
        case .emphasis:
            native.setStyleClass(emphasis.gtkStyleClass, for: .emphasis)
            screen.window.setDefaultWidget(native, isDefault: emphasis == .defaultAction)
        case .textStyle:
            // Font weight and style are inherited by the button's label.
            native.setStyle(textStyle.css, for: .textStyle)
        case .textAlignment:
            let xalign = textAlignment.xalign
            native.perform { object in
                if let label = gtk_button_get_child(cgtk_button(object)),
                   g_type_is_a(cgtk_type_of(label), gtk_label_get_type()) != 0 {
                    gtk_label_set_xalign(cgtk_label(label), xalign)
                }
            }
        default:
            return false
        }
        return true
    }

    public func connectGTKSignals(of native: GTKWidget, in screen: GTKScreen) {
        native.connect("clicked") { [weak self] in self?.userDidPress() }
    }

    /// Sets the label when the shown title differs from GTK's.
    private func showTitle(on native: GTKWidget) {
        let title = displayedTitle
        let shown = gtk_button_get_label(cgtk_button(native.pointer)).map { String(cString: $0) }
        guard shown != title else { return }
        native.perform { gtk_button_set_label(cgtk_button($0), title) }
    }

    private func showTitleColor(on native: GTKWidget) {
        native.setStyle(displayedTitleColor.css.map { "color: \($0);" }, for: .titleColor(.normal))
    }
}
