/// A decoded picture: straight RGBA, 8 bits per channel, row by row from the top left.
///
/// ```swift
/// let red = RGBAPixels(width: 1, height: 1, rgba: [255, 0, 0, 255])
/// red.pixel(x: 0, y: 0)   // (255, 0, 0, 255)
/// ```
struct RGBAPixels: Equatable, Sendable {
    let width: Int
    let height: Int
    /// `width × height × 4` bytes.
    let rgba: [UInt8]

    /// The pixel at (`x`, `y`); both must lie inside the picture.
    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
    }
}
