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

    /// Draws `pixels` into `rect` as `mode` says (nearest pixel): `▀` in the upper pixel's
    /// color on the lower pixel's. Each cell holds two pixels, one above the other, so a
    /// cell's half is the unit `mode` keeps the aspect ratio in.
    ///
    /// - Parameters:
    ///   - pixels: The picture.
    ///   - rect: The cells to draw in; each holds two pixel rows.
    ///   - mode: How the picture fits `rect`: stretched, fitted or filled keeping its
    ///     aspect ratio, or at its own size; centered but when stretched.
    ///   - background: Shown where a pixel is transparent (alpha below 128) and where the
    ///     picture does not cover `rect`.
    ///   - buffer: The frame being drawn.
    /// - Complexity: O(*c*) for the *c* cells of `rect`.
    static func drawBlockArt(_ pixels: RGBAPixels, in rect: Rect, mode: ContentMode = .scaleToFill, background: Color,
                             into buffer: inout CellBuffer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let canvas = (width: rect.width, height: rect.height * 2)
        let placed = placement(of: pixels, in: canvas, mode: mode)
        func color(x: Int, y: Int) -> Color? {
            let (column, row) = (x - placed.x, y - placed.y)
            guard (0..<placed.width).contains(column), (0..<placed.height).contains(row) else { return nil }
            return Self.color(of: pixels.pixel(x: column * pixels.width / placed.width, y: row * pixels.height / placed.height))
        }
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                let cell: Cell
                switch (color(x: column, y: row * 2), color(x: column, y: row * 2 + 1)) {
                case (let upper?, let lower?): cell = Cell("▀", foreground: upper, background: lower)
                case (let upper?, nil): cell = Cell("▀", foreground: upper, background: background)
                case (nil, let lower?): cell = Cell("▄", foreground: lower, background: background)
                case (nil, nil): cell = Cell(" ", background: background)
                }
                buffer.set(cell, x: rect.x + column, y: rect.y + row)
            }
        }
    }

    /// Where the picture goes on a canvas of half-cells, as `mode` says: its origin (negative
    /// when cropped) and scaled size, never empty.
    static func placement(of pixels: RGBAPixels, in canvas: (width: Int, height: Int), mode: ContentMode)
        -> (x: Int, y: Int, width: Int, height: Int) {
        let across = Double(canvas.width) / Double(pixels.width)
        let down = Double(canvas.height) / Double(pixels.height)
        let scale: Double
        switch mode {
        case .scaleToFill: return (0, 0, canvas.width, canvas.height)
        case .scaleAspectFit: scale = min(across, down)
        case .scaleAspectFill: scale = max(across, down)
        case .center: scale = 1
        }
        let width = max(1, Int((Double(pixels.width) * scale).rounded()))
        let height = max(1, Int((Double(pixels.height) * scale).rounded()))
        return ((canvas.width - width) / 2, (canvas.height - height) / 2, width, height)
    }

    /// The pixel's color, or `nil` for a transparent one.
    private static func color(of pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Color? {
        pixel.alpha < 128 ? nil : .rgb(red: pixel.red, green: pixel.green, blue: pixel.blue)
    }
}
