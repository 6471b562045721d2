public import ComposerModel
internal import CGtk
public import Widgets

/// A scroll view is a `GtkScrolledWindow`: its content is the child, the content offset
/// the vertical adjustment's value (rows × cell height in pixels). The user's scrolling
/// (`value-changed` on the adjustment) reaches ``Widgets/ScrollView/userDidScroll(to:)``
/// in whole rows, and the adjustment's bounds the scroll metrics.
extension ScrollView: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] { [.content, .contentOffset] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        let native = try GTKWidget(sinking: gtk_scrolled_window_new(), from: "gtk_scrolled_window_new")
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(native.pointer), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        try native.adoptPart(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(native.pointer)).map { UnsafeMutableRawPointer($0) },
                             from: "gtk_scrolled_window_get_vadjustment")
        return native
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        switch key {
        case .content:
            let previous = native.keyedChildren.map(\.key)
            let child = content.flatMap { screen.nativeChild(for: $0) }
            native.perform { _ in
                native.syncChildren(
                    to: content.map { [AnyHashable(ObjectIdentifier($0))] } ?? [],
                    make: { _ in child?.reference },
                    insert: { child, _, _ in
                        screen.detachFromParent(child)
                        gtk_scrolled_window_set_child(cgtk_scrolled_window(native.pointer), cgtk_widget(child.pointer))
                    },
                    remove: { _ in gtk_scrolled_window_set_child(cgtk_scrolled_window(native.pointer), nil) })
            }
            let kept = Set(native.keyedChildren.map(\.key))
            screen.forgetUnplaced(previous.filter { !kept.contains($0) }.compactMap { $0.base as? ObjectIdentifier })
        case .contentOffset:
            let pixels = Double(screen.units.pixels(down: Double(contentOffset)))
            guard let adjustment = native.parts.first else { return true }
            guard gtk_adjustment_get_value(cgtk_adjustment(adjustment.pointer)) != pixels else { return true }
            native.perform { _ in gtk_adjustment_set_value(cgtk_adjustment(adjustment.pointer), pixels) }
        default:
            return false
        }
        return true
    }

    public func connectGTKSignals(of native: GTKWidget, in screen: GTKScreen) {
        guard let adjustment = native.parts.first else { return }
        let cellHeight = screen.units.cellHeight
        adjustment.connect("value-changed") { [weak self, weak adjustment] () -> Void in
            guard let adjustment else { return }
            let value = gtk_adjustment_get_value(cgtk_adjustment(adjustment.pointer))
            _ = self?.userDidScroll(to: Int((value / cellHeight).rounded()))
        }
        adjustment.connect("changed") { [weak self, weak adjustment] () -> Void in
            guard let adjustment else { return }
            let upper = gtk_adjustment_get_upper(cgtk_adjustment(adjustment.pointer))
            let page = gtk_adjustment_get_page_size(cgtk_adjustment(adjustment.pointer))
            self?.updateScrollMetrics(contentHeight: Int((upper / cellHeight).rounded(.up)),
                                      viewportHeight: Int((page / cellHeight).rounded(.down)))
        }
    }
}
