/// The typeface of a widget's text: a family (or the system's), a size and a weight,
/// spelled as ViewComposer users type UIKit's fonts.
///
/// ```swift
/// let title: Style = [.text("Jobs"), .font(.system(size: 14, weight: .bold))]
/// let code: Style = [.font(.named("Monospace", size: 12))]
/// let same: Style = [.font(.boldSystemFont(ofSize: 14))]   // UIKit's spelling
/// ```
///
/// Each backend shows what it can: a GTK window the family, size (in pixels, as UIKit
/// points are at 1×) and weight through CSS; the terminal only the weight, a semibold or
/// heavier font drawing bold text (a terminal has one typeface and one size).
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are, UIKit's nine weights, lightest first.
    public enum Weight: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The CSS (and OpenType) weight: 100 for `ultraLight` to 900 for `black`.
        public var numericValue: Int {
            (Weight.allCases.firstIndex(of: self)! + 1) * 100
        }

        /// `.bold`, as written.
        public var description: String { "." + rawValue }
    }

    /// The font family, or `nil` for the system's user-interface font.
    public var family: String?
    /// The size in points (pixels in a GTK window), or `nil` for the default size.
    public var size: Double?
    /// The stroke weight.
    public var weight: Weight

    /// A font from its parts.
    ///
    /// - Parameters:
    ///   - family: A family name as fontconfig knows it (`"Monospace"`, `"DejaVu Serif"`),
    ///     or `nil` for the system font.
    ///   - size: Points, or `nil` for the default size; a widget rejects a negative,
    ///     NaN or infinite size.
    ///   - weight: The stroke weight.
    public init(family: String? = nil, size: Double? = nil, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The system font at `size` and `weight`.
    ///
    /// ```swift
    /// let heading: Font = .system(size: 14, weight: .bold)
    /// ```
    ///
    /// - Parameters:
    ///   - size: Points, or `nil` for the default size.
    ///   - weight: The stroke weight.
    /// - Returns: The font.
    public static func system(size: Double? = nil, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// A font of a named family.
    ///
    /// ```swift
    /// let code: Font = .named("Monospace", size: 12)
    /// ```
    ///
    /// - Parameters:
    ///   - family: The family name, as fontconfig knows it.
    ///   - size: Points, or `nil` for the default size.
    ///   - weight: The stroke weight.
    /// - Returns: The font.
    public static func named(_ family: String, size: Double? = nil, weight: Weight = .regular) -> Font {
        Font(family: family, size: size, weight: weight)
    }

    /// UIKit's `UIFont.systemFont(ofSize:)`: the system font, regular.
    public static func systemFont(ofSize size: Double) -> Font { .system(size: size) }

    /// UIKit's `UIFont.boldSystemFont(ofSize:)`: the system font, bold.
    public static func boldSystemFont(ofSize size: Double) -> Font { .system(size: size, weight: .bold) }

    /// Whether a terminal draws this font's text bold: semibold and heavier.
    public var isBold: Bool { weight.numericValue >= Weight.semibold.numericValue }

    /// Why a widget cannot use this font, or `nil`: a size that is negative, NaN or
    /// infinite, or an empty family name.
    ///
    /// ```swift
    /// Font.system(size: -1).problem   // "size is negative (-1.0)"
    /// ```
    public var problem: String? {
        if let family, family.isEmpty { return "family is empty" }
        guard let size else { return nil }
        if size.isNaN { return "size is NaN" }
        if size.isInfinite { return "size is infinite" }
        if size < 0 { return "size is negative (\(size))" }
        return nil
    }
}

extension Font: CustomStringConvertible {
    /// As written: `.system(size: 14.0, weight: .bold)`, `.named("Monospace", size: 12.0)`.
    public var description: String {
        var arguments: [String] = []
        if let family { arguments.append(family.debugDescription) }
        if let size { arguments.append("size: \(size)") }
        if weight != .regular { arguments.append("weight: \(weight)") }
        return (family == nil ? ".system(" : ".named(") + arguments.joined(separator: ", ") + ")"
    }
}
