public import ComposerModel
public import Widgets

/// A stack view is a `div`, kind `stackView`, a flex box: the axis is the class
/// `lc-vertical` or `lc-horizontal` and `flex-direction`, the spacing the `gap` (in the
/// document's units along the axis; where the app set none, the stylesheet's: GNOME's
/// 6 px between controls, 12 px when `data-groups` says a child is a group, as in
/// GTK), the alignment `align-items` (fill: the stylesheet's
/// rules, which follow each child's `data-expands`), the
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
/// Under fill the children that expand along the axis (`data-expands`) take the slack
/// (`flex-grow: 1`), as on the terminal and in GTK; fill proportionally lays out like
/// fill; equal centering is approximated by `space-around`.
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
            // The children: the document brings them up to date. The stack expands where
            // one of them does.
            properties["attr.data-expands"] = WebDocument.expansion(of: self)
            // A stack that gains or loses a group changes its default gap.
            properties["attr.data-groups"] = arrangesGroups ? "true" : nil
        case .axis, .distribution:
            // The gap's unit and the grid's tracks follow the axis.
            showAxis(into: &properties, in: document)
        case .spacing:
            showSpacing(into: &properties, in: document)
        case .alignment:
            // Fill is the stylesheet's: a column stretches its children, a row centers
            // them but for those that expand down (`data-expands`), as in GTK and on the
            // terminal.
            properties["css.align-items"] = switch alignment {
            case .fill: nil
            case .leading: "flex-start"
            case .center: "center"
            case .trailing: "flex-end"
            }
            properties["attr.data-aligned"] = alignment == .fill ? nil : "true"
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

    /// The app's spacing as the element's `gap`; none where it set none, so the
    /// stylesheet's default applies.
    private func showSpacing(into properties: inout WebProperties, in document: WebDocument) {
        guard hasExplicitSpacing else {
            properties["css.gap"] = nil
            return
        }
        let units = document.units
        properties["css.gap"] = .string(axis == .vertical ? units.css(down: spacing) : units.css(across: spacing))
    }
}
