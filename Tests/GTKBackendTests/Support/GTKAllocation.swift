import Bindings
import CGtk
@testable import GTKBackend

/// A widget's place and size as GTK allocated them, in pixels.
struct GTKBounds: Equatable, CustomStringConvertible {
    var x: Int, y: Int, width: Int, height: Int
    var description: String { "(\(x), \(y)) \(width)×\(height)" }
}

/// Lays `native` out in `width` × `height` pixels as a window's content of that size is
/// (GTK's own measure and allocate), without presenting a window.
///
/// - Parameters:
///   - native: The root native widget.
///   - width: The width in pixels.
///   - height: The height in pixels.
@LoopActor
func allocate(_ native: GTKWidget, width: Int, height: Int) {
    let widget = cgtk_widget(native.pointer)
    var minimum: gint = 0, natural: gint = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, gint(width), &minimum, &natural, nil, nil)
    var allocation = GtkAllocation(x: 0, y: 0, width: gint(width), height: gint(height))
    gtk_widget_size_allocate(widget, &allocation, -1)
}

/// Where `native` is in `root`'s coordinates, from its last allocation
/// (`gtk_widget_compute_bounds`).
///
/// - Parameters:
///   - native: A descendant of `root`.
///   - root: The widget the coordinates are relative to.
/// - Returns: The bounds, or `nil` when GTK cannot relate the two.
@LoopActor
func bounds(of native: GTKWidget, in root: GTKWidget) -> GTKBounds? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(cgtk_widget(native.pointer), cgtk_widget(root.pointer), &rect) != 0 else { return nil }
    return GTKBounds(x: Int(rect.origin.x.rounded()), y: Int(rect.origin.y.rounded()),
                     width: Int(rect.size.width.rounded()), height: Int(rect.size.height.rounded()))
}

/// The height `native` would like at its natural width (GTK's measure).
@LoopActor
func naturalHeight(of native: GTKWidget) -> Int {
    var minimum: gint = 0, natural: gint = 0
    gtk_widget_measure(cgtk_widget(native.pointer), GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
    return Int(natural)
}

/// The width `native` would like (GTK's measure).
@LoopActor
func naturalWidth(of native: GTKWidget) -> Int {
    var minimum: gint = 0, natural: gint = 0
    gtk_widget_measure(cgtk_widget(native.pointer), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    return Int(natural)
}
