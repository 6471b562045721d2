public import ComposerModel
internal import CGtk
public import Widgets

/// A slider is a horizontal `GtkScale` over its `GtkAdjustment`: range as the bounds,
/// step as the step and page increments, value as the value. The user's change
/// (`value-changed`) is ``Widgets/Slider/userDidChangeValue(to:)``.
extension Slider: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] { [.range, .step, .value] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        let native = try GTKWidget(sinking: gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil), from: "gtk_scale_new")
        gtk_scale_set_draw_value(cgtk_scale(native.pointer), 0)
        return native
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        let range = cgtk_range(native.pointer)
        switch key {
        case .range:
            let bounds = self.range
            native.perform { _ in gtk_range_set_range(range, bounds.lowerBound, bounds.upperBound) }
            // The widget clamped its value to the new range; GTK clamps alike, but say so
            // when the value differs.
            showValue(on: native)
        case .step:
            let step = self.step
            native.perform { _ in gtk_range_set_increments(range, step, step) }
        case .value:
            showValue(on: native)
        default:
            return false
        }
        return true
    }

    public func connectGTKSignals(of native: GTKWidget, in screen: GTKScreen) {
        native.connect("value-changed") { [weak self, weak native] in
            guard let self, let native else { return }
            userDidChangeValue(to: gtk_range_get_value(cgtk_range(native.pointer)))
            native.withHandlersBlocked { showValue(on: native) }
        }
    }

    private func showValue(on native: GTKWidget) {
        let value = self.value
        guard gtk_range_get_value(cgtk_range(native.pointer)) != value else { return }
        native.perform { gtk_range_set_value(cgtk_range($0), value) }
    }
}
