internal import CGtk

extension GTKWindow {
    /// Renders what the window shows into a PNG file, with GTK's own drawing: the window
    /// as a paintable, snapshotted into a render node, rendered to a texture by the
    /// window's renderer, encoded as PNG and written to `path`.
    ///
    /// The window must have been drawn: call it from ``afterNextFrame(_:)``. The image is
    /// the window's size in device pixels: its size times its scale factor
    /// (`GDK_SCALE=2` gives twice the width and height, drawn crisp at that scale rather
    /// than magnified). For the same pixels on every
    /// machine, pin the renderer (`GSK_RENDERER=cairo`) before GTK starts.
    ///
    /// ```swift
    /// window.afterNextFrame {
    ///     do { try window.snapshotPNG(to: "Documentation/Screenshots/counter.png") }
    ///     catch { print(error) }
    /// }
    /// ```
    /// - Parameter path: The PNG file to write (replaced if it exists).
    /// - Returns: The image's width and height, in device pixels.
    /// - Throws: ``GTKError/windowNotDrawn(title:)`` before the window was shown and laid
    ///   out; ``GTKError/objectNotCreated(operation:)`` if GTK renders nothing;
    ///   ``GTKError/glib(operation:domain:code:message:)`` if the file cannot be written.
    /// - Complexity: O(width × height): the whole window is drawn again and encoded.
    @discardableResult
    public func snapshotPNG(to path: String) throws(GTKError) -> (width: Int, height: Int) {
        let widget = cgtk_widget(window.pointer)
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard isOpen, width > 0, height > 0, let renderer = gtk_native_get_renderer(cgtk_native(window.pointer)) else {
            throw .windowNotDrawn(title: title)
        }
        let paintable = try GObjectReference(
            adopting: UnsafeMutableRawPointer(gtk_widget_paintable_new(widget)), from: "gtk_widget_paintable_new")
        guard let snapshot = gtk_snapshot_new() else { throw .objectNotCreated(operation: "gtk_snapshot_new") }
        gdk_paintable_snapshot(OpaquePointer(paintable.pointer), snapshot, Double(width), Double(height))
        // Frees the snapshot; NULL when nothing was drawn.
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            throw .objectNotCreated(operation: "gtk_snapshot_free_to_node")
        }
        // The node is in logical pixels; a scale transform renders it at the screen's
        // device pixels, as GTK draws the window itself.
        let scale = Float(max(1, gtk_widget_get_scale_factor(widget)))
        var scaled = node
        if scale > 1 {
            // Both arguments are borrowed: the new node takes its own references. (A scale
            // of 1 is GSK's identity, a NULL transform: no node then.)
            let transform = gsk_transform_scale(nil, scale, scale)
            let scaledNode = gsk_transform_node_new(node, transform)
            gsk_transform_unref(transform)
            gsk_render_node_unref(node)
            guard let scaledNode else { throw .objectNotCreated(operation: "gsk_transform_node_new") }
            scaled = scaledNode
        }
        defer { gsk_render_node_unref(scaled) }
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width) * scale, height: Float(height) * scale))
        let texture = try GObjectReference(
            adopting: UnsafeMutableRawPointer(gsk_renderer_render_texture(renderer, scaled, &bounds)),
            from: "gsk_renderer_render_texture")
        guard let png = gdk_texture_save_to_png_bytes(OpaquePointer(texture.pointer)) else {
            throw .objectNotCreated(operation: "gdk_texture_save_to_png_bytes")
        }
        defer { g_bytes_unref(png) }
        var size: gsize = 0
        let bytes = g_bytes_get_data(png, &size)
        try glibCheck("g_file_set_contents(\(path))") { error in
            g_file_set_contents(path, bytes?.assumingMemoryBound(to: CChar.self), gssize(size), error)
        }
        return (Int(gdk_texture_get_width(OpaquePointer(texture.pointer))),
                Int(gdk_texture_get_height(OpaquePointer(texture.pointer))))
    }
}
