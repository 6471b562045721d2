public import ComposerModel
internal import CGtk
public import Widgets

/// A stack view is a `GtkBox`: axis as its orientation, spacing in pixels along the axis
/// (where the app set none, the GNOME HIG's: ``GTKScreen/controlSpacing``, or
/// ``GTKScreen/groupSpacing`` when a child is a group, ``Widgets/StackView/arrangesGroups``),
/// `fillEqually` as homogeneous, alignment as its children's cross-axis alignment,
/// arranged subviews as its children (kept children keep their native widgets; moves are
/// moves). The layout rules are the terminal's (`Layout`): each child's `hexpand` and
/// `vexpand` are ``Widget/expands(along:)``, so the slack goes to the children that expand, as in any GTK
/// box; `.fill` across a row is `valign` fill for a child that expands down and center
/// for the others; an explicit size still wins over fill.
extension StackView: GTKPresentable, GTKChildAligning {
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
                alignChildrenInGTK(in: screen)
            }
            // A stack that gains or loses a group changes its default spacing.
            showSpacing(on: native, in: screen)
        case .axis:
            let orientation = axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
            native.perform { object in
                gtk_orientable_set_orientation(cgtk_orientable(object), orientation)
                alignChildrenInGTK(in: screen)
            }
            // The spacing's pixels depend on the axis.
            showSpacing(on: native, in: screen)
        case .spacing:
            showSpacing(on: native, in: screen)
        case .distribution:
            let homogeneous: gboolean = distribution == .fillEqually ? 1 : 0
            native.perform { object in
                gtk_box_set_homogeneous(cgtk_box(object), homogeneous)
                alignChildrenInGTK(in: screen)
            }
        case .alignment:
            native.perform { _ in alignChildrenInGTK(in: screen) }
        default:
            return false
        }
        return true
    }

    public func showChildrenInGTK(on native: GTKWidget, in screen: GTKScreen) {
        native.perform { _ in
            screen.place(arrangedWidgets, inBox: native)
            alignChildrenInGTK(in: screen)
        }
        showSpacing(on: native, in: screen)
    }

    /// Installs the spacing only when its pixels changed (the delta rule): the app's in
    /// units along the axis, or the HIG's when the app set none.
    private func showSpacing(on native: GTKWidget, in screen: GTKScreen) {
        let pixels =
            if !hasExplicitSpacing { arrangesGroups ? GTKScreen.groupSpacing : GTKScreen.controlSpacing }
            else if axis == .horizontal { screen.units.pixels(across: spacing) }
            else { screen.units.pixels(down: spacing) }
        guard gtk_box_get_spacing(cgtk_box(native.pointer)) != gint(clamping: pixels) else { return }
        native.perform { gtk_box_set_spacing(cgtk_box($0), gint(clamping: pixels)) }
    }

    /// Sets each arranged child's alignment across the axis (along it: fill) and its
    /// expand flags from ``Widget/expands(along:)``.
    func alignChildrenInGTK(in screen: GTKScreen) {
        let requested: GtkAlign =
            switch alignment {
            case .fill: GTK_ALIGN_FILL
            case .leading: GTK_ALIGN_START
            case .center: GTK_ALIGN_CENTER
            case .trailing: GTK_ALIGN_END
            }
        let vertical = axis == .vertical
        for child in arrangedWidgets {
            guard let childNative = screen.existingNativeWidget(for: child) else { continue }
            let expandsAcross = child.expands(along: .horizontal)
            let expandsDown = child.expands(along: .vertical)
            // Across a row, fill stretches only what expands down: a switch or a button
            // keeps its height, centered, however tall the row is.
            let across = !vertical && requested == GTK_ALIGN_FILL && !expandsDown ? GTK_ALIGN_CENTER : requested
            childNative.containerAlignment =
                vertical ? (across.rawValue, GTK_ALIGN_FILL.rawValue) : (GTK_ALIGN_FILL.rawValue, across.rawValue)
            // The flags on both axes: along it they share the slack, across it they make the
            // box expand in its own container, as the terminal's stack does.
            childNative.containerExpands = (expandsAcross, expandsDown)
            childNative.applyAlignment(width: child.width.map(screen.units.pixels(across:)),
                                       height: child.height.map(screen.units.pixels(down:)))
        }
    }
}
