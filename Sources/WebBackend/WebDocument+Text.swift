import ComposerModel
import Widgets

extension WebDocument {
    /// Writes a text style: bold as the font's weight (over the widget's own font weight),
    /// italic as the font's style, underline as a text decoration. Reverse has no meaning
    /// on a page (WebAttributes.md lists it under what a browser does not show).
    ///
    /// ```swift
    /// document.showTextStyle(textStyle, of: self, into: &properties)   // css.font-weight "bold"
    /// ```
    ///
    /// - Parameters:
    ///   - style: The widget's text style.
    ///   - widget: The widget (its font's weight when the style is not bold).
    ///   - properties: Where to write.
    /// Shows the text keys every text widget has (alignment, color, style, font), or
    /// returns `false` for another key.
    ///
    /// - Parameters:
    ///   - key: The key set or reset.
    ///   - alignment: The widget's text alignment.
    ///   - color: Its text color.
    ///   - style: Its text style.
    ///   - widget: The widget.
    ///   - properties: Where to write.
    /// - Returns: Whether `key` was one of them.
    func showText(
        _ key: AttributeKey, alignment: TextAlignment, color: Color, style: TextStyle, of widget: Widget,
        into properties: inout WebProperties
    ) -> Bool {
        switch key {
        case .textAlignment: properties["css.text-align"] = alignment.webCSS
        case .textColor: properties["css.color"] = color.webCSS
        case .textStyle: showTextStyle(style, of: widget, into: &properties)
        case .font: showFont(style, of: widget, into: &properties)
        default: return false
        }
        return true
    }

    func showTextStyle(_ style: TextStyle, of widget: Widget, into properties: inout WebProperties) {
        showFontWeight(style, of: widget, into: &properties)
        properties["css.font-style"] = style.contains(.italic) ? "italic" : nil
        properties["css.text-decoration"] = style.contains(.underline) ? "underline" : nil
    }

    /// Writes the font of a widget that has a text style: the common meaning, then the
    /// weight again, so that a bold style is not undone by a font change (both write
    /// `css.font-weight`).
    ///
    /// - Parameters:
    ///   - style: The widget's text style.
    ///   - widget: The widget.
    ///   - properties: Where to write.
    func showFont(_ style: TextStyle, of widget: Widget, into properties: inout WebProperties) {
        showCommon(.font, of: widget, into: &properties)
        showFontWeight(style, of: widget, into: &properties)
    }

    private func showFontWeight(_ style: TextStyle, of widget: Widget, into properties: inout WebProperties) {
        if style.contains(.bold) {
            properties["css.font-weight"] = "bold"
        } else {
            properties["css.font-weight"] = widget.font.flatMap {
                $0.weight == .regular ? nil : .number(Double($0.weight.numericValue))
            }
        }
    }
}

extension TextAlignment {
    /// The CSS `text-align` value: `start`, `center` or `end` (following the page's
    /// writing direction, as leading and trailing do). Always written: a button's own
    /// default is centered, a label's is the start.
    var webCSS: WebValue {
        switch self {
        case .leading: "start"
        case .center: "center"
        case .trailing: "end"
        }
    }
}
