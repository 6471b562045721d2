public import ComposerModel
public import Widgets

/// A slider is an `input` (`type=range`), kind `slider`: its range is `min` and `max`,
/// its step `step`, its value the value. A `value` event outside the range is refused
/// (`outOfRange`); one inside is ``Widgets/Slider/userDidChangeValue(to:)``.
///
/// ```swift
/// let volume: Slider = [.range(0, 10), .step(1), .value(3)]
/// // <input type="range" class="lc-slider" min="0" max="10" step="1" value="3">
/// ```
///
/// The page's range input snaps to the step counted from `min`; the widget takes any
/// value in its range, so a value set by the app between steps shows at the nearest
/// step on the page.
extension Slider: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "slider", tag: "input", attributes: ["type": "range"], events: [.value])
    }

    public var webPresentedKeys: [AttributeKey] { [.range, .step, .value] }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .range:
            properties["attr.min"] = .number(range.lowerBound)
            properties["attr.max"] = .number(range.upperBound)
            // The widget clamped its value to the new range.
            properties["value"] = .number(value)
        case .step:
            properties["attr.step"] = .number(step)
        case .value:
            properties["value"] = .number(value)
        default:
            return false
        }
        return true
    }

    public func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .value else { throw .notAccepted(event.type) }
        let newValue = try event.numberValue()
        guard range.contains(newValue) else {
            throw .outOfRange("\(newValue) is outside \(range.lowerBound)...\(range.upperBound)")
        }
        userDidChangeValue(to: newValue)
    }
}
