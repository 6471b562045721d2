import CGtk
@testable import GTKBackend

/// A PNG file's pixels, decoded by GDK (`gdk_texture_new_from_filename`), as 32-bit
/// values in GDK's default memory format.
///
/// ```swift
/// let image = try PNGPixels(path: "window.png")
/// XCTAssertGreaterThan(image.pixelsDiffering(from: image.pixel(x: 0, y: 0)), 50)
/// ```
struct PNGPixels {
    let width: Int
    let height: Int
    private let pixels: [UInt32]

    /// Decodes the file.
    ///
    /// - Parameter path: A PNG file.
    /// - Throws: ``GTKError/glib(operation:domain:code:message:)`` when it cannot be read.
    init(path: String) throws {
        let texture = try glibCheck("gdk_texture_new_from_filename(\(path))") { error in
            gdk_texture_new_from_filename(path, error)
        }
        guard let texture else { throw GTKError.objectNotCreated(operation: "gdk_texture_new_from_filename") }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { buffer in
            gdk_texture_download(texture, buffer.baseAddress?.assumingMemoryBound(to: guchar.self), gsize(width * 4))
        }
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// The pixel at a point (origin top left).
    func pixel(x: Int, y: Int) -> UInt32 {
        pixels[y * width + x]
    }

    /// How many pixels differ from `background`.
    func pixelsDiffering(from background: UInt32) -> Int {
        pixels.count { $0 != background }
    }
}
