import Bindings
public import ComposerModel

/// The appearance attributes a translation from UIKit reaches for: `font`,
/// `cornerRadius`, `borderWidth` and `clipsToBounds`.
///
/// ```swift
/// let card: Label = [.text("Hi"), .cornerRadius(6), .borderWidth(1), .font(.system(weight: .bold))]
/// card.drawnBorderStyle   // .rounded
/// ```
///
/// Radius and width are pixels, as UIKit's points at 1×: a GTK window draws them as
/// given; a terminal draws whole cells, so it rounds any radius above 0 (`╭╮╰╯`) and
/// draws a width of 2 or more with heavy lines (see ``drawnBorderStyle``). A negative,
/// NaN or infinite radius, width or font size is rejected with a diagnostic and the
/// previous value stays.
extension Widget {
    /// The border a backend that draws whole cells shows, from `borderStyle`,
    /// `borderWidth` and `cornerRadius` together.
    ///
    /// - A border width of 0 hides the border, whatever `borderStyle` says.
    /// - A width of 1 or more draws a border even where `borderStyle` is `.noBorder`
    ///   (a single line, as UIKit's layer border), heavy lines from 2 on.
    /// - A corner radius above 0 rounds a single border (`.single` becomes `.rounded`);
    ///   double, heavy and ASCII lines have no rounded glyphs and stay square.
    ///
    /// ```swift
    /// let boxed: Label = [.borderWidth(1), .cornerRadius(4)]
    /// boxed.drawnBorderStyle   // .rounded
    /// ```
    public var drawnBorderStyle: BorderStyle {
        var style = borderStyle
        if let borderWidth {
            if borderWidth < 0.5 { return .noBorder }
            if style == .noBorder { style = .single }
            if borderWidth >= 2, style == .single || style == .rounded { style = .heavy }
        }
        if cornerRadius > 0, style == .single { style = .rounded }
        return style
    }

    /// The text style a terminal adds for ``font``: bold for a semibold or heavier font.
    public var fontTextStyle: TextStyle {
        font?.isBold == true ? .bold : .plain
    }

    /// Applies `font`, `cornerRadius`, `borderWidth` or `clipsToBounds`.
    func applyAppearance(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .font(let value):
            guard self is any TextShowing else { return .unsupported }
            if let problem = value.problem { return .rejected(reason: "font \(problem)") }
            font = value
        case .cornerRadius(let value):
            if let problem = Self.lengthProblem(value) { return .rejected(reason: "cornerRadius \(problem)") }
            cornerRadius = value
        case .borderWidth(let value):
            if let problem = Self.lengthProblem(value) { return .rejected(reason: "borderWidth \(problem)") }
            borderWidth = value
        case .clipsToBounds(let value):
            clipsToBounds = value
        default:
            return .unsupported
        }
        return .applied
    }

    /// Returns `font`, `cornerRadius`, `borderWidth` or `clipsToBounds` to its default.
    func resetAppearance(_ key: AttributeKey) {
        switch key {
        case .font: font = nil
        case .cornerRadius: cornerRadius = 0
        case .borderWidth: borderWidth = nil
        case .clipsToBounds: clipsToBounds = false
        default: break
        }
    }

    private static func lengthProblem(_ value: Double) -> String? {
        if value.isNaN { return "is NaN" }
        if value.isInfinite { return "is infinite" }
        if value < 0 { return "is negative (\(value))" }
        return nil
    }
}
