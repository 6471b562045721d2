public import ComposerModel
internal import CGtk
public import Widgets

/// A spacer is an empty `GtkBox`, expanding along its stack's axis (the stack sets the
/// flag from ``Widget/expands(along:)``), as an expanding empty box is GTK's own spacer.
extension Spacer: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] { [] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), from: "gtk_box_new")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        false
    }
}
