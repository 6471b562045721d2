import Bindings
public import ComposerModel
public import Widgets

/// An image view is an `img`, kind `imageView`: its picture is a PNG the page loads
/// from the document's store (`src` `/r/NAME.png`), its alternative text `alt`, its
/// content mode `object-fit` (fill, contain, cover, and for `.center` `none`: at its
/// own size, centered, cropped). In-memory pixels are encoded as PNG; a PNG file is
/// served as it is. A file the page cannot be given (unreadable, or not a PNG) shows the
/// alternative text and is reported through `DiagnosticLog`, naming the widget and why.
///
/// ```swift
/// let dot: ImageView = [.image(.pixels(width: 1, height: 1, rgba: [255, 0, 0, 255], altText: "red"))]
/// // <img class="lc-imageView" src="/r/….png" alt="red">
/// ```
extension ImageView: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "imageView", tag: "img")
    }

    public var webPresentedKeys: [AttributeKey] { [.image, .contentMode] }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .contentMode:
            properties["css.object-fit"] = switch contentMode {
            case .scaleToFill: "fill"
            case .scaleAspectFit: "contain"
            case .scaleAspectFill: "cover"
            case .center: "none"
            }
        case .image:
            properties["attr.src"] = image.flatMap { png(of: $0) }.map { WebValue.string(document.resources.add(png: $0)) }
            properties["attr.alt"] = image.map { WebValue.string($0.altText) }
        default:
            return false
        }
        return true
    }

    /// The PNG bytes of `image`, or `nil` (reported) when a page cannot be given them.
    private func png(of image: Image) -> [UInt8]? {
        do {
            return try image.webPNG()
        } catch {
            DiagnosticLog.log(StyleDiagnostic(.rejectedValue(.image(image), reason: "the web page shows the alternative text: \(error.reason)"),
                                              target: diagnosticName))
            return nil
        }
    }
}
