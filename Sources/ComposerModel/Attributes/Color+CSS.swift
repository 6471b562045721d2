extension Color {
    /// The color as CSS, or `nil` for ``Color/default``, which means the backend's own
    /// color for that part (the GTK theme's in a window, the page's color scheme in a
    /// browser).
    ///
    /// Named colors are the xterm palette's sixteen, palette indices the xterm 256-color
    /// cube and gray ramp, RGB is itself.
    ///
    /// ```swift
    /// Color.red.css          // "#cd0000"
    /// Color.palette(196).css // "#ff0000"
    /// ```
    public var css: String? {
        switch self {
        case .default: return nil
        case .named(let named): return Self.hex(Self.xtermNamed[named.rawValue])
        case .palette(let index): return Self.hex(Self.xtermPalette(index))
        case .rgb(let red, let green, let blue): return Self.hex((red, green, blue))
        }
    }

    private static let xtermNamed: [(UInt8, UInt8, UInt8)] = [
        (0x00, 0x00, 0x00), (0xcd, 0x00, 0x00), (0x00, 0xcd, 0x00), (0xcd, 0xcd, 0x00),
        (0x00, 0x00, 0xee), (0xcd, 0x00, 0xcd), (0x00, 0xcd, 0xcd), (0xe5, 0xe5, 0xe5),
        (0x7f, 0x7f, 0x7f), (0xff, 0x00, 0x00), (0x00, 0xff, 0x00), (0xff, 0xff, 0x00),
        (0x5c, 0x5c, 0xff), (0xff, 0x00, 0xff), (0x00, 0xff, 0xff), (0xff, 0xff, 0xff),
    ]

    private static func xtermPalette(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            return xtermNamed[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            let level = { (step: Int) -> UInt8 in step == 0 ? 0 : UInt8(55 + step * 40) }
            return (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
        default:
            let gray = UInt8(8 + (Int(index) - 232) * 10)
            return (gray, gray, gray)
        }
    }

    private static func hex(_ rgb: (UInt8, UInt8, UInt8)) -> String {
        let value = UInt32(rgb.0) << 16 | UInt32(rgb.1) << 8 | UInt32(rgb.2)
        let digits = String(value, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}
