import Bindings
public import ComposerModel

/// The appearance attributes a translation from UIKit reaches for: `font`,
/// `cornerRadius`, `borderWidth` and `clipsToBounds`.
///
/// ```swift
/// let card: Label = [.text("Hi"), .cornerRadius(6), .borderWidth(1), .font(.system(weight: .bold))]
/// card.cornerRadius   // 6
/// ```
///
/// Radius and width are pixels, as UIKit's points at 1×: a GTK window draws them as
/// given; a terminal draws whole cells, so it rounds any radius above 0 (`╭╮╰╯`) and
/// draws a width of 2 or more with heavy lines (TerminalBackend's `drawnBorderStyle`). A negative,
/// NaN or infinite radius, width or font size is rejected with a diagnostic and the
/// previous value stays.
extension Widget {
    /// Moved to TerminalBackend, the only backend that draws whole cells.
    @available(*, unavailable, message: "moved to TerminalBackend: import TerminalBackend")
    public var drawnBorderStyle: BorderStyle { borderStyle }

    /// Moved to TerminalBackend, the only backend that adds a text style for a font.
    @available(*, unavailable, message: "moved to TerminalBackend: import TerminalBackend")
    public var fontTextStyle: TextStyle { .plain }

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
