public import ComposerModel
public import Widgets

/// A progress bar is a `progress` element, kind `progressBar`: `max` 1 and the progress
/// (0 to 1) as its `value`.
///
/// ```swift
/// let upload: ProgressBar = [.progress(0.4)]   // <progress class="lc-progressBar" max="1" value="0.4">
/// ```
extension ProgressBar: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "progressBar", tag: "progress")
    }

    public var webPresentedKeys: [AttributeKey] { [.progress] }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        guard key == .progress else { return false }
        properties["attr.max"] = 1
        properties["attr.value"] = .number(progress)
        return true
    }
}
