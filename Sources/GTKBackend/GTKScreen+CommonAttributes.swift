import ComposerModel
internal import CGtk
import Widgets

extension GTKScreen {
    /// Shows an attribute every widget has: one counted GTK call.
    ///
    /// - Parameters:
    ///   - key: The key set or reset.
    ///   - widget: The widget (holding the new value, or the default after a reset).
    ///   - native: Its native widget.
    func showCommon(_ key: AttributeKey, of widget: Widget, on native: GTKWidget) {
        switch key {
        case .identifier:
            // No identifier: no name, so GTK names the widget by its type again.
            let name = widget.identifier
            native.perform { gtk_widget_set_name(cgtk_widget($0), name) }
        case .hidden:
            let visible: gboolean = widget.isHidden ? 0 : 1
            native.perform { gtk_widget_set_visible(cgtk_widget($0), visible) }
            // GTK's visibility resets its hidden state: a widget hidden from assistive
            // technology stays so when it is shown again.
            if widget.isAccessibilityHidden { showAccessibleHidden(of: widget, on: native) }
            // A hidden child no longer makes its stack expand.
            realignContainers(above: widget, shownBy: native)
        case .enabled:
            let sensitive: gboolean = widget.isEnabled ? 1 : 0
            native.perform { gtk_widget_set_sensitive(cgtk_widget($0), sensitive) }
        case .opacity:
            let opacity = widget.opacity
            native.perform { gtk_widget_set_opacity(cgtk_widget($0), opacity) }
        case .width, .height:
            native.applySize(width: widget.width.map(units.pixels(across:)),
                             height: widget.height.map(units.pixels(down:)))
            // An explicit length ends expanding on its axis, up the tree.
            realignContainers(above: widget, shownBy: native)
        case .expands:
            // The container sets the flags (it knows its axis and alignment), and those
            // above it, whose expansion follows their children's.
            native.perform { _ in realignContainers(above: widget, shownBy: native) }
        case .margins:
            native.setStyle(cssInsets("margin", widget.margins), for: .margins)
            if widget === root, isStarted { showContentMargin(on: native) }
        case .padding:
            native.setStyle(cssInsets("padding", widget.padding), for: .padding)
        case .backgroundColor:
            native.setStyle(widget.backgroundColor.css.map { "background: \($0);" }, for: .backgroundColor)
        case .tintColor:
            // A widget's own provider styles its own CSS nodes only: the accents a widget
            // draws on its own node (a switch when on) take the tint. Accents GTK draws with
            // inner widgets are the widget's to show (a progress bar's fill: ProgressBar+GTK).
            native.setStyle(widget.tintColor.css.map { "background-color: \($0);" }, for: .tintColor,
                            selector: "switch:checked")
        case .borderStyle, .borderWidth, .cornerRadius:
            // One rule for the three: `border:` shorthands reset the width and radius.
            native.setStyle(widget.borderCSS, for: .borderStyle)
        case .font, .clipsToBounds:
            showAppearance(key, of: widget, on: native)
        case .accessibilityLabel, .accessibilityHint, .accessibilityLabeledBy, .accessibilityHidden:
            showAccessibility(key, of: widget, on: native)
        case .borderColor:
            native.setStyle(widget.borderColor.css.map { "border-color: \($0);" }, for: .borderColor)
        default:
            // Keys no GTK widget shows (delegate, custom keys of a widget that did not
            // show them): nothing to call.
            break
        }
    }

    /// Gives the root's native widget the window's ``contentMargin`` on every side (GTK's
    /// margin properties, beside the CSS margin of the root's own ``Widgets/Widget/margins``),
    /// or none when the root has margins of its own. Only a change calls GTK; the calls are
    /// the window's, not an attribute's, so ``GTKWidget/callCount`` does not count them.
    ///
    /// - Parameter native: The root's native widget.
    func showContentMargin(on native: GTKWidget) {
        let margin = root.margins == .zero ? contentMargin : 0
        guard margin != shownContentMargin else { return }
        shownContentMargin = margin
        let widget = cgtk_widget(native.pointer)
        let pixels = gint(clamping: margin)
        gtk_widget_set_margin_top(widget, pixels)
        gtk_widget_set_margin_bottom(widget, pixels)
        gtk_widget_set_margin_start(widget, pixels)
        gtk_widget_set_margin_end(widget, pixels)
    }

    /// CSS insets in pixels, or `nil` for none (GTK's default).
    private func cssInsets(_ property: String, _ insets: EdgeInsets) -> String? {
        guard insets != .zero else { return nil }
        let top = units.pixels(down: insets.top)
        let trailing = units.pixels(across: insets.trailing)
        let bottom = units.pixels(down: insets.bottom)
        let leading = units.pixels(across: insets.leading)
        return "\(property): \(top)px \(trailing)px \(bottom)px \(leading)px;"
    }
}

extension BorderStyle {
    /// The CSS border, or `nil` for none (GTK's default for the widget).
    var css: String? {
        switch self {
        case .noBorder: nil
        case .single: "border: 1px solid;"
        case .double: "border: 3px double;"
        case .rounded: "border: 1px solid; border-radius: 6px;"
        case .heavy: "border: 2px solid;"
        case .ascii: "border: 1px dashed;"
        }
    }
}

extension TextStyle {
    /// The CSS font declarations, or `nil` for plain text. Reverse has no CSS meaning
    /// here (the README lists it under what GTK cannot show).
    var css: String? {
        var declarations: [String] = []
        if contains(.bold) { declarations.append("font-weight: bold;") }
        if contains(.italic) { declarations.append("font-style: italic;") }
        if contains(.underline) { declarations.append("text-decoration: underline;") }
        return declarations.isEmpty ? nil : declarations.joined(separator: " ")
    }
}

extension TextAlignment {
    /// GTK's horizontal alignment of text within its widget (`xalign`).
    var xalign: Float {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
