public import ComposerModel
internal import CGtk
public import Widgets

/// A stack view is a `GtkBox`: axis as its orientation, spacing in pixels along the axis,
/// `fillEqually` as homogeneous, the fill distributions as its children expanding along
/// the axis (those without an explicit length), alignment as its children's cross-axis
/// alignment (an explicit size still wins over fill), arranged subviews as its children
/// (kept children keep their native widgets; moves are moves).
extension StackView: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] {
        [.arrangedSubviews, .axis, .spacing, .distribution, .alignment]
    }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), from: "gtk_box_new")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        switch key {
        case .arrangedSubviews:
            native.perform { _ in
                screen.place(arrangedWidgets, inBox: native)
                alignChildren(in: screen)
            }
        case .axis:
            let orientation = axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
            native.perform { object in
                gtk_orientable_set_orientation(cgtk_orientable(object), orientation)
                alignChildren(in: screen)
            }
            // The spacing's pixels depend on the axis.
            showSpacing(on: native, in: screen)
        case .spacing:
            showSpacing(on: native, in: screen)
        case .distribution:
            let homogeneous: gboolean = distribution == .fillEqually ? 1 : 0
            native.perform { object in
                gtk_box_set_homogeneous(cgtk_box(object), homogeneous)
                alignChildren(in: screen)
            }
        case .alignment:
            native.perform { _ in alignChildren(in: screen) }
        default:
            return false
        }
        return true
    }

    public func showChildrenInGTK(on native: GTKWidget, in screen: GTKScreen) {
        native.perform { _ in
            screen.place(arrangedWidgets, inBox: native)
            alignChildren(in: screen)
        }
    }

    private func showSpacing(on native: GTKWidget, in screen: GTKScreen) {
        let pixels = axis == .horizontal ? screen.units.pixels(across: spacing) : screen.units.pixels(down: spacing)
        guard gtk_box_get_spacing(cgtk_box(native.pointer)) != gint(clamping: pixels) else { return }
        native.perform { gtk_box_set_spacing(cgtk_box($0), gint(clamping: pixels)) }
    }

    /// Sets each arranged child's alignment across the axis (along it: fill), and lets the
    /// children without an explicit length share the slack along the axis under the fill
    /// distributions.
    private func alignChildren(in screen: GTKScreen) {
        let across: GtkAlign =
            switch alignment {
            case .fill: GTK_ALIGN_FILL
            case .leading: GTK_ALIGN_START
            case .center: GTK_ALIGN_CENTER
            case .trailing: GTK_ALIGN_END
            }
        let expands = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        for child in arrangedWidgets {
            guard let childNative = screen.existingNativeWidget(for: child) else { continue }
            childNative.containerAlignment =
                axis == .vertical ? (across.rawValue, GTK_ALIGN_FILL.rawValue) : (GTK_ALIGN_FILL.rawValue, across.rawValue)
            childNative.containerExpands = axis == .vertical ? (false, expands) : (expands, false)
            childNative.applyAlignment(width: child.width.map(screen.units.pixels(across:)),
                                       height: child.height.map(screen.units.pixels(down:)))
        }
    }
}
