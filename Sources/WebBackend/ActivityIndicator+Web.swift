public import ComposerModel
public import Widgets

/// An activity indicator is a `span` (`role=status`), kind `activityIndicator`:
/// animating is `aria-busy="true"`, which the page's stylesheet shows as a spinning
/// ring; stopped, it is `aria-busy="false"` and keeps its place, empty (as the
/// terminal's space), rather than being hidden.
///
/// ```swift
/// let busy: ActivityIndicator = [.animating(true)]   // <span role="status" class="lc-activityIndicator" aria-busy="true">
/// ```
extension ActivityIndicator: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "activityIndicator", tag: "span", attributes: ["role": "status"])
    }

    public var webPresentedKeys: [AttributeKey] { [.animating] }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        guard key == .animating else { return false }
        properties["attr.aria-busy"] = isAnimating ? "true" : "false"
        return true
    }
}
