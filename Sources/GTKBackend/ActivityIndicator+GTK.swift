public import ComposerModel
internal import CGtk
public import Widgets

/// An activity indicator is a `GtkSpinner`: animating is spinning. For assistive technology
/// it is a progress bar (GTK 4.8 gives a spinner the generic "widget" role, which a screen
/// reader does not announce), as ARIA's indeterminate progress.
extension ActivityIndicator: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] { [.animating] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: cgtk_spinner_new_with_role(GTK_ACCESSIBLE_ROLE_PROGRESS_BAR),
                      from: "g_object_new(GtkSpinner, accessible-role: progress bar)")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        guard key == .animating else { return false }
        let spinning: gboolean = isAnimating ? 1 : 0
        native.perform { gtk_spinner_set_spinning(cgtk_spinner($0), spinning) }
        return true
    }
}
