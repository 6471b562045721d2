internal import CGtk
import Bindings
import Widgets

/// A container whose children's GTK alignment and expand flags follow the children's
/// layout attributes (`expands`, `width`, `height`, `hidden`): when one of those changes
/// on a widget, every such container above it aligns its children again, as the
/// expansion of a stack follows that of its children.
///
/// ```swift
/// extension StackView: GTKChildAligning {
///     func alignChildrenInGTK(in screen: GTKScreen) { … }
/// }
/// ```
@LoopActor
protocol GTKChildAligning: Widget {
    /// Sets each child's `halign`, `valign`, `hexpand` and `vexpand` (only those that
    /// changed reach GTK).
    ///
    /// - Parameter screen: The screen showing the container.
    func alignChildrenInGTK(in screen: GTKScreen)
}

extension GTKScreen {
    /// Aligns the children of every ``GTKChildAligning`` container above `widget` again,
    /// innermost first, after a change to its layout attributes.
    ///
    /// Nothing happens while the widget's native widget is in no container yet (it is
    /// being made): its container aligns it when it places it.
    ///
    /// - Parameters:
    ///   - widget: The widget whose `expands`, size or visibility changed.
    ///   - native: Its native widget.
    func realignContainers(above widget: Widget, shownBy native: GTKWidget) {
        guard gtk_widget_get_parent(cgtk_widget(native.pointer)) != nil else { return }
        var current = widget.parent
        while let container = current {
            (container as? any GTKChildAligning)?.alignChildrenInGTK(in: self)
            current = container.parent
        }
    }
}
