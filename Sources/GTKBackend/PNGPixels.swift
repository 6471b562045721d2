internal import CGtk

/// A PNG file's pixels, decoded by GDK, for checking a window's snapshot in a test.
///
/// ```swift
/// try window.snapshotPNG(to: path)
/// let image = try PNGPixels(path: path)
/// XCTAssertGreaterThan(image.pixelsDiffering(from: image.pixel(x: 0, y: 0)), 500)
/// ```
///
/// Pixels are 32-bit values in GDK's default memory format (`gdk_texture_download`):
/// compare them with each other, not with hand-written colour constants. Needs GTK
/// initialised (an open ``GTKRuntime`` or a finished one in this process).
public struct PNGPixels: Sendable {
    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    private let pixels: [UInt32]

    /// Decodes the file at `path`.
    ///
    /// - Parameter path: A PNG file.
    /// - Throws: ``GTKError/glib(operation:domain:code:message:)`` with GDK's reason when it
    ///   cannot be read or decoded.
    /// - Complexity: O(width × height).
    public init(path: String) throws(GTKError) {
        let texture = try glibCheck("gdk_texture_new_from_filename(\(path))") { error in
            gdk_texture_new_from_filename(path, error)
        }
        guard let texture else { throw .objectNotCreated(operation: "gdk_texture_new_from_filename(\(path))") }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { buffer in
            gdk_texture_download(texture, buffer.baseAddress?.assumingMemoryBound(to: guchar.self), gsize(width * 4))
        }
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// The pixel at a point, the origin at the top left.
    ///
    /// - Parameters:
    ///   - x: The column, `0..<width`.
    ///   - y: The row, `0..<height`.
    /// - Returns: The pixel's 32-bit value.
    /// - Precondition: The point is inside the image.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "(\(x), \(y)) is outside \(width)×\(height)")
        return pixels[y * width + x]
    }

    /// How many opaque pixels have exactly one colour, given by its 8-bit channels: what a
    /// test of a widget's colour counts without knowing GDK's memory format.
    ///
    /// ```swift
    /// XCTAssertGreaterThan(image.count(red: 200, green: 30, blue: 160), 100)
    /// ```
    /// - Parameters:
    ///   - red: The red channel, 0–255.
    ///   - green: The green channel, 0–255.
    ///   - blue: The blue channel, 0–255.
    /// - Returns: The number of pixels of that colour at full opacity.
    /// - Complexity: O(width × height).
    public func count(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        // GDK's default format is B8G8R8A8 (premultiplied) in memory, whatever the host's
        // byte order: read the bytes as little-endian, blue the lowest.
        let wanted = UInt32(0xff) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        return pixels.count { UInt32(littleEndian: $0) == wanted }
    }

    /// How many pixels differ from `background`.
    ///
    /// - Parameter background: A pixel value, usually ``pixel(x:y:)`` of a corner.
    /// - Returns: The count of other pixels.
    /// - Complexity: O(width × height).
    public func pixelsDiffering(from background: UInt32) -> Int {
        pixels.count { $0 != background }
    }
}
