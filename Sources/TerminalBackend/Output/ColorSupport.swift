public import ComposerModel

/// How many colors a terminal can show, and how a `Color` is downgraded to fit.
///
/// ```swift
/// let support = ColorSupport(environment: ["TERM": "xterm-256color"])   // .palette256
/// support.downgraded(.rgb(red: 255, green: 0, blue: 0))                 // .palette(196)
/// ```
public enum ColorSupport: Int, Comparable, Sendable {
    /// No color at all (`NO_COLOR` set, or `TERM=dumb`): every color is the default.
    case none
    /// The 16 named ANSI colors.
    case basic16
    /// The xterm 256-color palette.
    case palette256
    /// 24-bit RGB.
    case trueColor

    /// Reads `NO_COLOR`, `COLORTERM` and `TERM` the way most terminal programs do.
    ///
    /// - Parameter environment: The process environment.
    public init(environment: [String: String]) {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            self = .none
            return
        }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" {
            self = .none
        } else if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") {
            self = .trueColor
        } else if term.contains("256color") {
            self = .palette256
        } else {
            self = .basic16
        }
    }

    public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `color` in the richest form this terminal shows.
    ///
    /// - Parameter color: The color a widget asked for.
    /// - Returns: The same color, or its nearest palette or named color.
    public func downgraded(_ color: Color) -> Color {
        switch (self, color) {
        case (.none, _): return .default
        case (_, .default), (_, .named): return color
        case (.trueColor, _): return color
        case (.palette256, .palette): return color
        case (.palette256, .rgb(let red, let green, let blue)): return .palette(Self.paletteIndex(red, green, blue))
        case (.basic16, .palette(let index)): return .named(Self.named(forPalette: index))
        case (.basic16, .rgb(let red, let green, let blue)): return .named(Self.nearestNamed(red, green, blue))
        }
    }

    /// The nearest entry of the 6×6×6 cube or the gray ramp of the 256-color palette.
    static func paletteIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        func cubeLevel(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
        let levels = (cubeLevel(red), cubeLevel(green), cubeLevel(blue))
        let cubeValues = [0, 95, 135, 175, 215, 255]
        let cube = (cubeValues[levels.0], cubeValues[levels.1], cubeValues[levels.2])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grayIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let gray = 8 + grayIndex * 10
        func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
            let (dr, dg, db) = (r - Int(red), g - Int(green), b - Int(blue))
            return dr * dr + dg * dg + db * db
        }
        if distance(gray, gray, gray) < distance(cube.0, cube.1, cube.2) {
            return UInt8(232 + grayIndex)
        }
        return UInt8(16 + 36 * levels.0 + 6 * levels.1 + levels.2)
    }

    /// The named color a palette index stands for, or the nearest one.
    static func named(forPalette index: UInt8) -> NamedColor {
        if index < 16 { return NamedColor(rawValue: Int(index)) ?? .white }
        let (red, green, blue) = rgb(forPalette: index)
        return nearestNamed(red, green, blue)
    }

    static func rgb(forPalette index: UInt8) -> (UInt8, UInt8, UInt8) {
        if index >= 232 {
            let level = UInt8(8 + (Int(index) - 232) * 10)
            return (level, level, level)
        }
        let cube = Int(index) - 16
        let values: [UInt8] = [0, 95, 135, 175, 215, 255]
        return (values[cube / 36], values[(cube / 6) % 6], values[cube % 6])
    }

    private static let namedRGB: [(NamedColor, Int, Int, Int)] = [
        (.black, 0, 0, 0), (.red, 205, 0, 0), (.green, 0, 205, 0), (.yellow, 205, 205, 0),
        (.blue, 0, 0, 238), (.magenta, 205, 0, 205), (.cyan, 0, 205, 205), (.white, 229, 229, 229),
        (.brightBlack, 127, 127, 127), (.brightRed, 255, 0, 0), (.brightGreen, 0, 255, 0),
        (.brightYellow, 255, 255, 0), (.brightBlue, 92, 92, 255), (.brightMagenta, 255, 0, 255),
        (.brightCyan, 0, 255, 255), (.brightWhite, 255, 255, 255),
    ]

    static func nearestNamed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> NamedColor {
        namedRGB.min { lhs, rhs in
            func distance(_ entry: (NamedColor, Int, Int, Int)) -> Int {
                let (dr, dg, db) = (entry.1 - Int(red), entry.2 - Int(green), entry.3 - Int(blue))
                return dr * dr + dg * dg + db * db
            }
            return distance(lhs) < distance(rhs)
        }!.0
    }
}
