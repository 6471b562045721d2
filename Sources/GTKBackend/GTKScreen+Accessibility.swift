import Bindings
import ComposerModel
internal import CGtk
import Logging
import Widgets

extension GTKScreen {
    /// The accessibility keys every widget shows.
    static let accessibilityKeys: [AttributeKey] = [
        .accessibilityLabel, .accessibilityHint, .accessibilityLabeledBy, .accessibilityHidden,
    ]

    /// The common keys a new native widget is shown with: every one but the accessibility
    /// keys the widget leaves unset. GTK names a label and a button itself (their text, as
    /// its label property); resetting that property on a new widget wiped the name, and
    /// AT-SPI read "GtkLabel".
    ///
    /// - Parameter widget: The widget being shown for the first time.
    /// - Returns: The keys to show.
    static func creationKeys(of widget: Widget) -> [AttributeKey] {
        commonKeys.filter { key in
            switch key {
            case .accessibilityLabel: widget.accessibilityName != nil
            case .accessibilityHint: widget.accessibilityDescription != nil
            case .accessibilityLabeledBy: widget.accessibilityLabeledBy != nil
            case .accessibilityHidden: widget.isAccessibilityHidden
            default: true
            }
        }
    }

    /// Shows one accessibility attribute through GTK's accessible interface: one counted call,
    /// made only for a key that changed (the delta rule); an attribute reset resets GTK's
    /// property or relation, so GTK names the widget from its content again.
    ///
    /// ```swift
    /// toggle.install([.accessibilityLabeledBy(autoLabel)] as Style)
    /// // gtk_accessible_update_relation(switch, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key set or reset.
    ///   - widget: The widget (holding the new value, or the default after a reset).
    ///   - native: Its native widget.
    func showAccessibility(_ key: AttributeKey, of widget: Widget, on native: GTKWidget) {
        switch key {
        case .accessibilityLabel:
            showAccessibleString(widget.accessibilityName, GTK_ACCESSIBLE_PROPERTY_LABEL, on: native)
        case .accessibilityHint:
            showAccessibleString(widget.accessibilityDescription, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, on: native)
        case .accessibilityLabeledBy:
            showLabeledBy(widget.accessibilityLabeledBy, of: widget, on: native)
        case .accessibilityHidden:
            showAccessibleHidden(of: widget, on: native)
        default:
            break
        }
    }

    /// Shows the accessible label of a widget GTK names by its content (a `GtkLabel` sets
    /// its accessible label to its text on every text change): the app's accessibility
    /// label when it has one, else `content`, as GTK named it. A reset of GTK's property
    /// would leave the widget unnamed until its text changed again.
    ///
    /// ```swift
    /// label.install(StyleDelta([.reset(.accessibilityLabel)]))   // named "Count: 3" again
    /// ```
    ///
    /// - Parameters:
    ///   - content: The name GTK gives the widget by itself (its text).
    ///   - widget: The widget.
    ///   - native: Its native widget.
    func showAccessibleLabel(namedBy content: String, of widget: Widget, on native: GTKWidget) {
        showAccessibleString(widget.accessibilityName ?? content, GTK_ACCESSIBLE_PROPERTY_LABEL, on: native)
    }

    /// Sets a string property, or resets it for `nil`.
    private func showAccessibleString(_ value: String?, _ property: GtkAccessibleProperty, on native: GTKWidget) {
        native.perform { pointer in
            if let value {
                cgtk_accessible_set_string_property(cgtk_accessible(pointer), property, value)
            } else {
                gtk_accessible_reset_property(cgtk_accessible(pointer), property)
            }
        }
    }

    /// Relates `native` to the native widget of `label`, which is made now if its container
    /// has not placed it yet; a label outside this screen's tree is reported and not related.
    private func showLabeledBy(_ label: Widget?, of widget: Widget, on native: GTKWidget) {
        var labelNative: GTKWidget?
        if let label {
            if label.root === root {
                labelNative = try? nativeWidget(for: label)
            } else {
                DiagnosticLog.logger.warning(
                    "GTK: \(widget.diagnosticName) is labeled by \(label.diagnosticName), which this window does not show: no relation",
                    metadata: ["diagnostic": "gtkAccessibleLabelOutsideTree"])
            }
        }
        native.perform { pointer in
            if let labelNative {
                cgtk_accessible_set_labelled_by(cgtk_accessible(pointer), cgtk_accessible(labelNative.pointer))
            } else {
                gtk_accessible_reset_relation(cgtk_accessible(pointer), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
            }
        }
    }

    /// GTK's hidden state: hidden from assistive technology when the widget is, or when it
    /// is not drawn (GTK sets the state itself on every change of visibility, so a
    /// `.hidden` install shows this again).
    func showAccessibleHidden(of widget: Widget, on native: GTKWidget) {
        let hidden: gboolean = widget.isAccessibilityHidden || widget.isHidden ? 1 : 0
        native.perform { cgtk_accessible_set_boolean_state(cgtk_accessible($0), GTK_ACCESSIBLE_STATE_HIDDEN, hidden) }
    }
}
