import Bindings
public import ComposerModel
public import Widgets

/// A button is a `button` (`type=button`), kind `button`: its text is the title of the
/// state shown (``Widgets/Button/displayedState``: disabled, highlighted, selected or
/// normal) and its `color` that state's title color; a selected button is
/// `aria-pressed="true"`; the text style and alignment are CSS; the emphasis is
/// `data-emphasis` (a destructive button is drawn red, the others in the accent). A `press` is
/// ``Widgets/Button/userDidPress()``.
///
/// ```swift
/// let go: Button = [.title("Go", for: .normal), .titleColor(.red, for: .normal)]
/// // <button type="button" class="lc-button" style="color: var(--lc-color-red, #cd0000)">Go</button>
/// ```
///
/// The shown state's image (``Widgets/Button/displayedImage``) is an `img` before the
/// title (properties `image.src` and `image.alt`): a PNG the page loads from the
/// document's store, as an image view's, with the image's alternative text as `alt`. An
/// image the page cannot be given (an unreadable file, not a PNG) is reported through
/// `DiagnosticLog` and leaves the title alone.
///
/// ```swift
/// let play: Button = [.title("Play", for: .normal), .image(.pixels(width: 1, height: 1, rgba: [0, 0, 0, 255], altText: "▶"), for: .normal)]
/// // <button type="button" class="lc-button"><img class="lc-button-image" src="/r/….png" alt="▶">Play</button>
/// ```
extension Button: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "button", tag: "button", attributes: ["type": "button"], events: [.press])
    }

    public var webPresentedKeys: [AttributeKey] {
        [.title(.normal), .buttonImage(.normal), .textAlignment, .textStyle, .titleColor(.normal), .selected, .emphasis]
    }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .title, .text:
            showTitle(into: &properties)
        case .buttonImage:
            showImage(into: &properties, in: document)
        case .highlighted:
            showTitle(into: &properties)
            showImage(into: &properties, in: document)
        case .selected, .states:
            // The states change which title, color and image are shown.
            showTitle(into: &properties)
            showImage(into: &properties, in: document)
            properties["attr.aria-pressed"] = isSelected ? "true" : nil
        case .enabled:
            // The disabled state has a title, a color and an image of its own: the common
            // meaning (`disabled`) plus the state's title, color and image.
            document.showCommon(.enabled, of: self, into: &properties)
            showTitle(into: &properties)
            showImage(into: &properties, in: document)
        case .titleColor, .textColor:
            properties["css.color"] = displayedTitleColor.webCSS
        case .textStyle:
            document.showTextStyle(textStyle, of: self, into: &properties)
        case .font:
            document.showFont(textStyle, of: self, into: &properties)
        case .textAlignment:
            properties["css.text-align"] = textAlignment.webCSS
        case .emphasis:
            properties["attr.data-emphasis"] = emphasis == .none ? nil : .string(emphasis.rawValue)
        default:
            return false
        }
        return true
    }

    public func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .press else { throw .notAccepted(event.type) }
        userDidPress()
    }

    /// The shown state's image as `image.src` and `image.alt`, or neither.
    private func showImage(into properties: inout WebProperties, in document: WebDocument) {
        var source: WebValue?
        if let image = displayedImage {
            do {
                source = .string(document.resources.add(png: try image.webPNG()))
            } catch {
                let state = images[displayedState] == nil ? ControlState.normal : displayedState
                DiagnosticLog.log(StyleDiagnostic(.rejectedValue(.image(image, for: state), reason: "the web page shows the title alone: \(error.reason)"),
                                                  target: diagnosticName))
            }
        }
        properties["image.src"] = source
        properties["image.alt"] = source == nil ? nil : displayedImage.map { .string($0.altText) }
    }

    private func showTitle(into properties: inout WebProperties) {
        properties["text"] = .string(displayedTitle)
        properties["css.color"] = displayedTitleColor.webCSS
    }
}
