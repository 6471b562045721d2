import ComposerModel
import Foundation

// One encoder for every widget that shows an `Image` on a page: an image view's `img` and a
// button's (ImageView+Web.swift, Button+Web.swift).
extension Image {
    /// Why a page cannot be given an image, for the widget's diagnostic.
    struct WebUnavailable: Error {
        /// The reason, in words: "the file cannot be read".
        let reason: String
    }

    /// The PNG bytes a page loads for this image: in-memory pixels encoded, a PNG file as it is.
    ///
    /// ```swift
    /// let png = try Image.pixels(width: 1, height: 1, rgba: [255, 0, 0, 255]).webPNG()
    /// ```
    ///
    /// - Returns: The PNG bytes.
    /// - Throws: ``WebUnavailable`` for a file that cannot be read or is not a PNG.
    func webPNG() throws(WebUnavailable) -> [UInt8] {
        switch source {
        case .pixels(let width, let height, let rgba):
            return WebPNG.encode(width: width, height: height, rgba: rgba)
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw WebUnavailable(reason: "the file cannot be read")
            }
            let bytes = [UInt8](data)
            guard WebPNG.isPNG(bytes) else { throw WebUnavailable(reason: "a page is given PNG files only") }
            return bytes
        }
    }
}
