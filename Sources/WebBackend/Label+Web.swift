public import ComposerModel
public import Widgets

/// A label is a `span` (a `p` when it was made with more than one line), kind `label`:
/// its displayed text (with its case) as the element's text, one line as `white-space:
/// pre` (no wrapping, its own line breaks kept) and more as `pre-wrap`, the alignment as
/// `text-align`, the text color as `color`, the text style as the font's weight and
/// style and an underline, the emphasis as `data-emphasis` (the stylesheet's title sizes,
/// heading weight and dim color; the app's own color and style win).
///
/// ```swift
/// let title: Label = [.text("Jobs"), .textStyle(.bold)]   // <span class="lc-label" style="font-weight: bold">Jobs</span>
/// ```
///
/// A page does not cut the text at `numberOfLines` above one (it wraps all of it), and
/// the element's tag is chosen once, when the node is made.
extension Label: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "label", tag: numberOfLines == 1 ? "span" : "p")
    }

    public var webPresentedKeys: [AttributeKey] {
        [.text, .numberOfLines, .textAlignment, .textStyle, .textColor, .emphasis]
    }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .text, .case:
            properties["text"] = .string(displayedText)
        case .numberOfLines:
            properties["css.white-space"] = numberOfLines == 1 ? "pre" : "pre-wrap"
        case .emphasis:
            properties["attr.data-emphasis"] = emphasis == .none ? nil : .string(emphasis.rawValue)
        default:
            return document.showText(
                key, alignment: textAlignment, color: textColor, style: textStyle, of: self, into: &properties)
        }
        return true
    }
}
