public import ComposerModel
public import Widgets

/// A spacer is an empty `div`, kind `spacer`, hidden from assistive technology: its
/// `data-expands` (its stack's axis) makes the stylesheet give it the stack's slack.
///
/// ```swift
/// let row: StackView = [.views([title, Spacer(), refresh]), .axis(.horizontal)]
/// // <div class="lc-spacer" aria-hidden="true" data-expands="horizontal">
/// ```
extension Spacer: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "spacer", tag: "div", attributes: ["aria-hidden": "true"])
    }

    public var webPresentedKeys: [AttributeKey] { [] }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        false
    }
}
