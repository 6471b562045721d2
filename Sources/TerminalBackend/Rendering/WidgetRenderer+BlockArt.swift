import Bindings
import ComposerModel

/// Pictures as half-block art: each cell shows two pixels, one above the other.
extension WidgetRenderer {
    /// The colors of the frame being drawn, set by ``TerminalScreen`` before each frame
    /// (`.none` for a non-interactive device, whose output has no colors); pictures
    /// fall back to their alternative text without colors. Outside a screen (drawing
    /// into a buffer of one's own) it stays `.trueColor`.
    static var frameColors = ColorSupport.trueColor

    /// The largest size an image view asks for by itself, in cells; a fixed `width` and
    /// `height` can make it larger.
    public static let largestImageSize = Size(width: 40, height: 20)

    /// Draws `pixels` scaled (nearest pixel) to fill `rect`: `▀` in the upper pixel's
    /// color on the lower pixel's.
    ///
    /// - Parameters:
    ///   - pixels: The picture.
    ///   - rect: The cells to fill; each holds two pixel rows.
    ///   - background: Shown where a pixel is transparent (alpha below 128).
    ///   - buffer: The frame being drawn.
    /// - Complexity: O(*c*) for the *c* cells of `rect`.
    static func drawBlockArt(_ pixels: RGBAPixels, in rect: Rect, background: Color, into buffer: inout CellBuffer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let pixelRows = rect.height * 2
        for row in 0..<rect.height {
            let upperY = (row * 2) * pixels.height / pixelRows
            let lowerY = (row * 2 + 1) * pixels.height / pixelRows
            for column in 0..<rect.width {
                let x = column * pixels.width / rect.width
                let upper = color(of: pixels.pixel(x: x, y: upperY))
                let lower = color(of: pixels.pixel(x: x, y: lowerY))
                let cell: Cell
                switch (upper, lower) {
                case (let upper?, let lower?): cell = Cell("▀", foreground: upper, background: lower)
                case (let upper?, nil): cell = Cell("▀", foreground: upper, background: background)
                case (nil, let lower?): cell = Cell("▄", foreground: lower, background: background)
                case (nil, nil): cell = Cell(" ", background: background)
                }
                buffer.set(cell, x: rect.x + column, y: rect.y + row)
            }
        }
    }

    /// The pixel's color, or `nil` for a transparent one.
    private static func color(of pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Color? {
        pixel.alpha < 128 ? nil : .rgb(red: pixel.red, green: pixel.green, blue: pixel.blue)
    }
}
