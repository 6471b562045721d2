public import ComposerModel
internal import CGtk
public import Widgets

/// An activity indicator is a `GtkSpinner`: animating is spinning.
extension ActivityIndicator: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] { [.animating] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: gtk_spinner_new(), from: "gtk_spinner_new")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        guard key == .animating else { return false }
        let spinning: gboolean = isAnimating ? 1 : 0
        native.perform { gtk_spinner_set_spinning(cgtk_spinner($0), spinning) }
        return true
    }
}
