internal import CGtk

extension GTKWindow {
    /// Renders what the window shows into a PNG file, with GTK's own drawing: the window
    /// as a paintable, snapshotted into a render node, rendered to a texture by the
    /// window's renderer, encoded as PNG and written to `path`.
    ///
    /// The window must have been drawn: call it from ``afterNextFrame(_:)``. The image is
    /// the window's size in pixels (its scale factor 1). For the same pixels on every
    /// machine, pin the renderer (`GSK_RENDERER=cairo`) before GTK starts.
    ///
    /// ```swift
    /// window.afterNextFrame {
    ///     do { try window.snapshotPNG(to: "Documentation/Screenshots/counter.png") }
    ///     catch { print(error) }
    /// }
    /// ```
    /// - Parameter path: The PNG file to write (replaced if it exists).
    /// - Returns: The image's width and height, in pixels.
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
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        let texture = try GObjectReference(
            adopting: UnsafeMutableRawPointer(gsk_renderer_render_texture(renderer, node, &bounds)),
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
