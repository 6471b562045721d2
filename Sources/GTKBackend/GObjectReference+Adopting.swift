internal import CGtk

extension GObjectReference {
    /// Takes ownership of a reference the caller already owns (a `transfer full` result
    /// that is not floating, such as a `GdkTexture` or a `GdkPaintable`).
    ///
    /// ``init(sinking:from:)`` adds a reference to an object that is not floating, so this
    /// gives that extra one back: the owner ends up with exactly the reference it was handed.
    ///
    /// ```swift
    /// let paintable = try GObjectReference(adopting: gtk_widget_paintable_new(widget),
    ///                                      from: "gtk_widget_paintable_new")
    /// ```
    /// - Parameters:
    ///   - raw: What the call returned (a full reference).
    ///   - operation: The call's name, for the error.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` when `raw` is `NULL`.
    convenience init(adopting raw: UnsafeMutableRawPointer?, from operation: @autoclosure () -> String) throws(GTKError) {
        try self.init(sinking: raw, from: operation())
        g_object_unref(raw)
    }
}
