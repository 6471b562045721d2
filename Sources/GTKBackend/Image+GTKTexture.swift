import Bindings
import ComposerModel
internal import CGtk

// One loader for every widget that shows an `Image` in GTK: an image view's picture and
// a button's (ImageView+GTK.swift, Button+GTK.swift).
extension Image {
    /// A texture of the image's pixels, owned by the returned reference: a file loaded by
    /// GDK (any format GdkPixbuf reads), in-memory pixels as a `GdkMemoryTexture`.
    ///
    /// ```swift
    /// let texture = try Image.pixels(width: 1, height: 1, rgba: [255, 0, 0, 255]).gtkTexture()
    /// ```
    ///
    /// - Returns: The texture.
    /// - Throws: ``GTKError`` naming GDK's reason when the file cannot be loaded.
    @LoopActor
    func gtkTexture() throws(GTKError) -> GObjectReference {
        switch source {
        case .file(let path):
            let texture = try glibCheck("gdk_texture_new_from_filename(\(path))") { error in
                gdk_texture_new_from_filename(path, error)
            }
            return try GObjectReference(adopting: texture.map(UnsafeMutableRawPointer.init), from: "gdk_texture_new_from_filename(\(path))")
        case .pixels(let width, let height, let rgba):
            // The image was validated on install (`Image.problem`): rgba holds width × height × 4 bytes.
            let bytes = rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            let texture = gdk_memory_texture_new(gint(width), gint(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(width * 4))
            return try GObjectReference(adopting: texture.map(UnsafeMutableRawPointer.init), from: "gdk_memory_texture_new")
        }
    }
}
