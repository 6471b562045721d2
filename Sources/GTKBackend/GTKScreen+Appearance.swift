import ComposerModel
internal import CGtk
import Widgets

extension GTKScreen {
    /// Shows `font` (CSS `font-family`, `font-size` in pixels, `font-weight`) or
    /// `clipsToBounds` (`gtk_widget_set_overflow`): one counted GTK call.
    ///
    /// - Parameters:
    ///   - key: `.font` or `.clipsToBounds`, set or reset.
    ///   - widget: The widget, holding the new value (or the default after a reset).
    ///   - native: Its native widget.
    func showAppearance(_ key: AttributeKey, of widget: Widget, on native: GTKWidget) {
        switch key {
        case .font:
            native.setStyle(widget.font?.css, for: .font)
        case .clipsToBounds:
            let overflow = widget.clipsToBounds ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE
            native.perform { gtk_widget_set_overflow(cgtk_widget($0), overflow) }
        default:
            break
        }
    }
}

extension Widget {
    /// The CSS for `borderStyle`, `borderWidth` and `cornerRadius` together, or `nil`
    /// for GTK's default border: a width of 0 removes the border, a width without a
    /// style draws a solid line, a radius rounds whatever border (and background) is drawn.
    var borderCSS: String? {
        var declarations: [String] = []
        if let borderWidth, borderWidth == 0 {
            declarations.append("border-style: none;")
        } else {
            if let style = borderStyle.css {
                declarations.append(style)
            } else if borderWidth != nil {
                declarations.append("border-style: solid;")
            }
            if let borderWidth { declarations.append("border-width: \(borderWidth.cssPixels);") }
        }
        if cornerRadius > 0 { declarations.append("border-radius: \(cornerRadius.cssPixels);") }
        return declarations.isEmpty ? nil : declarations.joined(separator: " ")
    }
}

extension Font {
    /// The CSS font declarations: family (quoted), size in pixels, numeric weight.
    var css: String {
        var declarations: [String] = []
        if let family {
            // Quoted as a CSS string: a quote or backslash escaped, line breaks (which
            // would end the rule) left out.
            var quoted = ""
            for character in family where !character.isNewline {
                if character == "\"" || character == "\\" { quoted.append("\\") }
                quoted.append(character)
            }
            declarations.append("font-family: \"\(quoted)\";")
        }
        if let size { declarations.append("font-size: \(size.cssPixels);") }
        declarations.append("font-weight: \(weight.numericValue);")
        return declarations.joined(separator: " ")
    }
}

extension Double {
    /// `12px`, `1.5px`: a length for CSS, without a trailing `.0`.
    var cssPixels: String {
        self == rounded() ? "\(Int(self))px" : "\(self)px"
    }
}
