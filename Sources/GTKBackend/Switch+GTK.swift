public import ComposerModel
internal import CGtk
public import Widgets

/// A switch is a `GtkSwitch`: `isOn` is its active state; the user's toggle
/// (`notify::active`) is ``Widgets/Switch/userDidToggle()``.
extension Switch: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] { [.isOn] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: gtk_switch_new(), from: "gtk_switch_new")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        guard key == .isOn else { return false }
        showActive(on: native)
        return true
    }

    public func connectGTKSignals(of native: GTKWidget, in screen: GTKScreen) {
        native.connect("notify::active") { [weak self, weak native] in
            guard let self, let native else { return }
            let active = gtk_switch_get_active(cgtk_switch(native.pointer)) != 0
            if active != isOn { userDidToggle() }
            // A refused toggle (disabled, hidden) shows the widget's state again.
            native.withHandlersBlocked { showActive(on: native) }
        }
    }

    private func showActive(on native: GTKWidget) {
        let active: gboolean = isOn ? 1 : 0
        guard gtk_switch_get_active(cgtk_switch(native.pointer)) != active else { return }
        native.perform { gtk_switch_set_active(cgtk_switch($0), active) }
    }
}
