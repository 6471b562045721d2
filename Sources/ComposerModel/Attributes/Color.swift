/// A color: the backend's default, one of the 16 named colors, an entry of the
/// 256-color palette, or a 24-bit RGB value.
///
/// ```swift
/// let plain: Color = .default   // the terminal's own color, the theme's in a window
/// let warning: Color = .yellow
/// let slate: Color = .palette(60)
/// let brand: Color = .rgb(red: 0x33, green: 0x66, blue: 0x99)
/// let same: Color = Color(hex: 0x336699)
/// ```
///
/// A backend shows the richest form the terminal supports and downgrades the
/// rest (24-bit to 256 to 16 colors); the value itself never changes.
public enum Color: Hashable, Sendable {
    /// The backend's own color for that part: the terminal's default foreground or
    /// background, the theme's color in a GTK window. What every color attribute
    /// starts from.
    case `default`
    /// One of the 16 standard ANSI colors.
    case named(NamedColor)
    /// An index into the xterm 256-color palette.
    case palette(UInt8)
    /// A 24-bit color.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// Creates a 24-bit color from a `0xRRGGBB` literal.
    ///
    /// ```swift
    /// Color(hex: 0xFF8800) == .rgb(red: 0xFF, green: 0x88, blue: 0x00)
    /// ```
    ///
    /// - Parameter hex: The color as `0xRRGGBB`; bits above the low 24 are ignored.
    public init(hex: UInt32) {
        self = .rgb(
            red: UInt8(truncatingIfNeeded: hex >> 16),
            green: UInt8(truncatingIfNeeded: hex >> 8),
            blue: UInt8(truncatingIfNeeded: hex)
        )
    }

    public static let black = Color.named(.black)
    public static let red = Color.named(.red)
    public static let green = Color.named(.green)
    public static let yellow = Color.named(.yellow)
    public static let blue = Color.named(.blue)
    public static let magenta = Color.named(.magenta)
    public static let cyan = Color.named(.cyan)
    public static let white = Color.named(.white)
    public static let brightBlack = Color.named(.brightBlack)
    public static let brightRed = Color.named(.brightRed)
    public static let brightGreen = Color.named(.brightGreen)
    public static let brightYellow = Color.named(.brightYellow)
    public static let brightBlue = Color.named(.brightBlue)
    public static let brightMagenta = Color.named(.brightMagenta)
    public static let brightCyan = Color.named(.brightCyan)
    public static let brightWhite = Color.named(.brightWhite)
    /// Another name for ``brightBlack``, as most terminals show it.
    public static let gray = Color.named(.brightBlack)

    /// The old name of ``default``, which means the theme's color in a window too.
    @available(*, deprecated, renamed: "default")
    public static var terminalDefault: Color { .default }
}

/// The 16 standard ANSI colors, in SGR order (`30 + rawValue` for the first eight).
public enum NamedColor: Int, Hashable, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow
    case brightBlue, brightMagenta, brightCyan, brightWhite
}
