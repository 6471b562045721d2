/// A picture for an image view: a file on disk or pixels in memory, with the text
/// to show (and to read aloud) where the picture cannot be shown.
///
/// ```swift
/// let logo: Image = .file("/usr/share/pixmaps/debian-logo.png", altText: "Debian logo")
/// let dot: Image = .pixels(width: 1, height: 1, rgba: [255, 0, 0, 255], altText: "red dot")
/// let view: ImageView = [.image(logo), .width(16), .height(8)]
/// ```
///
/// An image is a value: it holds a path or the pixel bytes, never a decoded file, so
/// two images are equal when they name the same file or hold the same pixels. Each
/// backend decodes what it can (see `Documentation/Attributes.md`): a GTK window any
/// format GdkPixbuf reads, the terminal in-memory pixels and PPM/PGM files.
public struct Image: Hashable, Sendable {
    /// Where the picture's pixels come from.
    public enum Source: Hashable, Sendable {
        /// A file, by path, read by the backend when it shows the image.
        case file(String)
        /// Straight (not premultiplied) RGBA, 8 bits per channel, row by row from the
        /// top left: `width × height × 4` bytes.
        case pixels(width: Int, height: Int, rgba: [UInt8])
    }

    /// Where the pixels come from.
    public var source: Source
    /// What the image shows, in words: shown instead of it where it cannot be drawn
    /// (no colors, an unreadable file) and given to assistive technologies.
    public var altText: String

    /// An image from its source and alternative text.
    ///
    /// - Parameters:
    ///   - source: The file or the pixels.
    ///   - altText: What the image shows, in words.
    public init(_ source: Source, altText: String = "") {
        self.source = source
        self.altText = altText
    }

    /// An image read from a file.
    ///
    /// ```swift
    /// let photo: Image = .file("photo.ppm", altText: "a photo of the team")
    /// ```
    ///
    /// - Parameters:
    ///   - path: The file's path, absolute or relative to the working directory.
    ///   - altText: What the image shows, in words.
    /// - Returns: The image; the file is not read until a backend shows it.
    public static func file(_ path: String, altText: String = "") -> Image {
        Image(.file(path), altText: altText)
    }

    /// An image from pixels in memory.
    ///
    /// ```swift
    /// let checker: Image = .pixels(width: 2, height: 1, rgba: [0, 0, 0, 255, 255, 255, 255, 255])
    /// ```
    ///
    /// - Parameters:
    ///   - width: Pixels across.
    ///   - height: Pixels down.
    ///   - rgba: `width × height × 4` bytes of straight RGBA, row by row.
    ///   - altText: What the image shows, in words.
    /// - Returns: The image; a widget rejects it if the byte count does not match.
    public static func pixels(width: Int, height: Int, rgba: [UInt8], altText: String = "") -> Image {
        Image(.pixels(width: width, height: height, rgba: rgba), altText: altText)
    }

    /// Why a widget cannot show this image whatever the backend, or `nil` if it can try:
    /// an empty path, a non-positive size, or a byte count that is not `width × height × 4`.
    ///
    /// ```swift
    /// Image.pixels(width: 2, height: 2, rgba: []).problem   // "has 0 bytes of RGBA, not 16 (2×2×4)"
    /// ```
    public var problem: String? {
        switch source {
        case .file(let path):
            return path.isEmpty ? "has an empty file path" : nil
        case .pixels(let width, let height, let rgba):
            guard width > 0, height > 0 else { return "has a size of \(width)×\(height) pixels" }
            let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
            guard !overflow, pixelCount <= Int.max / 4 else { return "is too large (\(width)×\(height) pixels)" }
            guard rgba.count == pixelCount * 4 else {
                return "has \(rgba.count) bytes of RGBA, not \(pixelCount * 4) (\(width)×\(height)×4)"
            }
            return nil
        }
    }
}

extension Image: CustomStringConvertible {
    /// As written, with the pixel bytes counted rather than listed: `.pixels(width: 2, height: 2, rgba: 16 bytes)`.
    public var description: String {
        let alt = altText.isEmpty ? "" : ", altText: \(altText.debugDescription)"
        switch source {
        case .file(let path):
            return ".file(\(path.debugDescription)\(alt))"
        case .pixels(let width, let height, let rgba):
            return ".pixels(width: \(width), height: \(height), rgba: \(rgba.count) bytes\(alt))"
        }
    }
}
