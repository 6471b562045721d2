public import ComposerModel
internal import CGtk
public import Widgets

/// A progress bar is a `GtkProgressBar`: progress is its fraction.
extension ProgressBar: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] { [.progress] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: gtk_progress_bar_new(), from: "gtk_progress_bar_new")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        guard key == .progress else { return false }
        let fraction = progress
        native.perform { gtk_progress_bar_set_fraction(cgtk_progress_bar($0), fraction) }
        return true
    }
}
