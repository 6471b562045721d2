public import ComposerModel
public import Widgets

/// A stack view is a `div`, kind `stackView`, a flex box: the axis is the class
/// `lc-vertical` or `lc-horizontal` and `flex-direction`, the spacing the `gap` (in the
/// document's units along the axis), the alignment `align-items` (fill: `stretch`), the
/// distribution `justify-content` (equal spacing: `space-between`, equal centering:
/// `space-around`) or, for fill equally, a grid of equal tracks along the axis. The
/// arranged widgets are its children (kept children keep their elements; moves are
/// moves).
///
/// ```swift
/// let row: StackView = [.axis(.horizontal), .spacing(2), .alignment(.center)]
/// // <div class="lc-stackView lc-horizontal" style="flex-direction: row; gap: 1rem; align-items: center">
/// ```
///
/// The fill distributions cannot make the children grow on a page (that needs a style
/// on each child): fill and fill proportionally leave the children at their own
/// lengths; equal centering is approximated by `space-around`.
extension StackView: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "stackView", tag: "div")
    }

    public var webPresentedKeys: [AttributeKey] {
        [.arrangedSubviews, .axis, .spacing, .distribution, .alignment]
    }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .arrangedSubviews:
            // The children: the document brings them up to date.
            break
        case .axis, .distribution:
            // The gap's unit and the grid's tracks follow the axis.
            showAxis(into: &properties, in: document)
        case .spacing:
            showSpacing(into: &properties, in: document)
        case .alignment:
            properties["css.align-items"] = switch alignment {
            case .fill: "stretch"
            case .leading: "flex-start"
            case .center: "center"
            case .trailing: "flex-end"
            }
        default:
            return false
        }
        return true
    }

    private func showAxis(into properties: inout WebProperties, in document: WebDocument) {
        let vertical = axis == .vertical
        properties["class"] = vertical ? "lc-vertical" : "lc-horizontal"
        properties["css.flex-direction"] = vertical ? "column" : "row"
        showSpacing(into: &properties, in: document)
        let equal = distribution == .fillEqually
        // Equal lengths need no style on the children: a grid whose tracks along the axis
        // are equal fractions.
        properties["css.display"] = equal ? "grid" : nil
        properties["css.grid-auto-flow"] = equal ? (vertical ? "row" : "column") : nil
        properties["css.grid-auto-rows"] = equal && vertical ? "1fr" : nil
        properties["css.grid-auto-columns"] = equal && !vertical ? "1fr" : nil
        properties["css.justify-content"] = switch distribution {
        case .fill, .fillEqually, .fillProportionally: nil
        case .equalSpacing: "space-between"
        case .equalCentering: "space-around"
        }
    }

    private func showSpacing(into properties: inout WebProperties, in document: WebDocument) {
        let units = document.units
        properties["css.gap"] = .string(axis == .vertical ? units.css(down: spacing) : units.css(across: spacing))
    }
}
