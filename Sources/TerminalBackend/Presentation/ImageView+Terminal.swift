import Bindings
import ComposerModel
public import Widgets

/// An image view on the terminal: half-block art, each cell two pixels (`▀` in the upper
/// pixel's color on the lower one's), the picture fitted to the content rectangle as
/// `contentMode` says (stretched by default); no keys.
///
/// ```swift
/// let flag: ImageView = [.image(.pixels(width: 2, height: 2, rgba: pixels, altText: "flag"))]   // 2×1
/// ```
///
/// In-memory pixels and PGM/PPM files are drawn. Where the frame has no colors
/// (`NO_COLOR`, `TERM=dumb`, a non-interactive device) or the file cannot be read or
/// decoded (PNG, JPEG, a missing file), the alternative text is shown instead (`[image]`
/// when it is empty), and a file that cannot be drawn is reported once through
/// `DiagnosticLog`. Transparent pixels (alpha below 128) show the background. A file is
/// read again when it changed (modification time or size) and the view is redrawn.
///
/// Threading: loop only.
extension ImageView: TerminalPresentable {
    /// The picture's own size, one cell per pixel across and two pixels per cell down,
    /// scaled down to fit ``WidgetRenderer/largestImageSize``; the alternative text's
    /// size when the picture cannot be drawn; nothing without an image.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        guard let image else { return Size(width: 0, height: 0) }
        guard let pixels = drawablePixels(of: image) else {
            return Size(width: Self.altText(of: image).terminalWidth, height: 1)
        }
        let largest = WidgetRenderer.largestImageSize
        let scale = min(1, Double(fittingWidth ?? largest.width) / Double(pixels.width),
                        Double(largest.height * 2) / Double(pixels.height))
        let width = max(1, Int((Double(pixels.width) * scale).rounded()))
        let height = max(1, Int((Double(pixels.height) * scale / 2).rounded(.up)))
        return Size(width: width, height: height)
    }

    /// The block art filling `rect`, or the alternative text on its first row.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        guard let image else { return }
        guard let pixels = drawablePixels(of: image) else {
            buffer.write(Self.altText(of: image), in: rect, alignment: .leading, foreground: .default,
                         background: backgroundColor, style: .plain)
            return
        }
        WidgetRenderer.drawBlockArt(pixels, in: rect, mode: contentMode, background: backgroundColor, into: &buffer)
    }

    /// The pixels to draw, or `nil` where the alternative text is shown instead.
    private func drawablePixels(of image: Image) -> RGBAPixels? {
        guard WidgetRenderer.frameColors != .none else { return nil }
        return try? TerminalImageLoader.pixels(of: image, shownBy: diagnosticName).get()
    }

    private static func altText(of image: Image) -> String {
        image.altText.isEmpty ? "[image]" : image.altText
    }
}
