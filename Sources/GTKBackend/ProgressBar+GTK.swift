public import ComposerModel
internal import CGtk
public import Widgets

/// A progress bar is a `GtkProgressBar`: progress is its fraction, the tint its fill.
extension ProgressBar: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] { [.progress, .tintColor] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: gtk_progress_bar_new(), from: "gtk_progress_bar_new")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        switch key {
        case .progress:
            let fraction = progress
            native.perform { gtk_progress_bar_set_fraction(cgtk_progress_bar($0), fraction) }
        case .tintColor:
            // GTK 4 draws the fill with an inner widget (`progressbar > trough > progress`)
            // that a rule on the bar's own provider never reaches: the fill gets its own.
            // The theme draws the fill's border in its accent too; a theme's gradient
            // (`background-image`) would paint over the colour.
            native.setStyle(tintColor.css.map { "background-color: \($0); border-color: \($0); background-image: none;" },
                            for: .tintColor, part: "progress")
        default:
            return false
        }
        return true
    }
}
