import Bindings
public import ComposerModel
internal import CGtk
public import Widgets

/// A button is a `GtkButton`: its label is the title of the state shown
/// (``Widgets/Button/displayedState``: disabled, highlighted, selected or normal), its title color and text style are CSS; `clicked` is
/// ``Widgets/Button/userDidPress()``. Its emphasis is GTK's style class
/// (`suggested-action`, `destructive-action`); `Emphasis.defaultAction` also
/// makes it the window's default widget, which Enter in a field without a return
/// action of its own presses.
///
/// A button with an image (``Widgets/Button/displayedImage``) has a horizontal `GtkBox`
/// as its child, centered: a `GtkPicture` of the image at its own pixel size (loaded as an
/// image view's, ``Image/gtkTexture()``), then a `GtkLabel` of the title, hidden when the
/// title is empty. A change of state swaps only the picture's paintable and the label's
/// text; without an image the child is GTK's own label again. An image GTK cannot load is
/// reported through `DiagnosticLog` and the button shows its title alone.
///
/// ```swift
/// let play: Button = [.title("Play", for: .normal), .image(.file("play.png", altText: "Play"), for: .normal)]
/// ```
extension Button: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] {
        // `.buttonImage` shows the title too (with or without an image): one load of the image.
        [.buttonImage(.normal), .textAlignment, .textStyle, .titleColor(.normal), .emphasis]
    }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: gtk_button_new(), from: "gtk_button_new")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        switch key {
        case .title:
            showContent(on: native, in: screen, imageMayHaveChanged: false)
        case .buttonImage:
            showContent(on: native, in: screen, imageMayHaveChanged: true)
        case .enabled:
            // The disabled state has a title, a color and an image of its own: the common
            // meaning (sensitivity) plus, when they differ, the state's title, color and image.
            screen.showCommon(.enabled, of: self, on: native)
            showContent(on: native, in: screen, imageMayHaveChanged: images[.disabled] != nil)
            showTitleColor(on: native)
        case .titleColor, .textColor:
            showTitleColor(on: native)
        case .text, .highlighted, .selected:
            // A shared style's text is the normal title's fallback; the states change
            // which state's title, color and image are shown.
            showContent(on: native, in: screen, imageMayHaveChanged: key == .highlighted ? images[.highlighted] != nil
                                                          : key == .selected ? images[.selected] != nil : false)
            showTitleColor(on: native)
        case .accessibilityLabel:
            screen.showAccessibleLabel(namedBy: displayedTitle, of: self, on: native)
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

    /// Shows the title and the image of ``Widgets/Button/displayedState``: GTK's own label
    /// without an image, else the picture-and-label box, made once and then changed in place.
    ///
    /// - Parameters:
    ///   - native: The `GtkButton`.
    ///   - screen: The screen showing it.
    ///   - imageMayHaveChanged: Whether to load the image again; a title change keeps the picture.
    private func showContent(on native: GTKWidget, in screen: GTKScreen, imageMayHaveChanged: Bool) {
        guard let image = displayedImage else {
            showTitle(on: native, in: screen)
            return
        }
        let title = displayedTitle
        let hasImageBox = Self.childIsImageBox(native)
        guard hasImageBox || imageMayHaveChanged else {
            // The same image failed to load when it was shown (and was reported then).
            showTitle(on: native, in: screen)
            return
        }
        var texture: GObjectReference?
        if imageMayHaveChanged {
            do {
                texture = try image.gtkTexture()
            } catch {
                let state = images[displayedState] == nil ? ControlState.normal : displayedState
                DiagnosticLog.log(StyleDiagnostic(.rejectedValue(.image(image, for: state), reason: "GTK shows the title alone: \(error)"),
                                                  target: diagnosticName))
                showTitle(on: native, in: screen)
                return
            }
        }
        native.perform { object in
            let button = cgtk_button(object)
            if !hasImageBox {
                let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
                gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
                gtk_box_append(cgtk_box(box), gtk_picture_new())
                gtk_box_append(cgtk_box(box), gtk_label_new(nil))
                // The button sinks the box's floating reference and drops its label.
                gtk_button_set_child(button, box)
            }
            guard let box = gtk_button_get_child(button), let picture = gtk_widget_get_first_child(box),
                  let label = gtk_widget_get_last_child(box) else { return }
            if let texture {
                gtk_picture_set_paintable(cgtk_picture(picture), cgtk_paintable(texture.pointer))
                gtk_picture_set_alternative_text(cgtk_picture(picture), image.altText)
            }
            if String(cString: gtk_label_get_label(cgtk_label(label))) != title {
                gtk_label_set_label(cgtk_label(label), title)
            }
            gtk_widget_set_visible(label, title.isEmpty ? 0 : 1)
        }
    }

    /// Whether the button's child is the picture-and-label box of ``showContent(on:in:imageMayHaveChanged:)``.
    private static func childIsImageBox(_ native: GTKWidget) -> Bool {
        guard let child = gtk_button_get_child(cgtk_button(native.pointer)) else { return false }
        return g_type_is_a(cgtk_type_of(child), gtk_box_get_type()) != 0
    }

    /// Sets the label when the shown title differs from GTK's.
    private func showTitle(on native: GTKWidget, in screen: GTKScreen) {
        let title = displayedTitle
        let shown = gtk_button_get_label(cgtk_button(native.pointer)).map { String(cString: $0) }
        guard shown != title else { return }
        native.perform { gtk_button_set_label(cgtk_button($0), title) }
        // GTK has just named the button by its title: the app's own name wins.
        if accessibilityName != nil { screen.showAccessibleLabel(namedBy: title, of: self, on: native) }
    }

    private func showTitleColor(on native: GTKWidget) {
        native.setStyle(displayedTitleColor.css.map { "color: \($0);" }, for: .titleColor(.normal))
    }
}
