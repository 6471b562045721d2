public import ComposerModel
public import Widgets

/// What a terminal draws for a widget's appearance attributes: whole cells and text
/// styles, where a window draws pixels and fonts.
///
/// ```swift
/// let card: Label = [.text("Hi"), .cornerRadius(6), .borderWidth(1), .font(.system(weight: .bold))]
/// card.drawnBorderStyle   // .rounded
/// card.fontTextStyle      // .bold
/// ```
///
/// Threading: loop only, like the widgets.
extension Widget {
    /// The border a terminal draws in whole cells, from `borderStyle`,
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

    /// The text style a terminal adds for `font`: bold for a semibold or heavier font.
    public var fontTextStyle: TextStyle {
        font?.isBold == true ? .bold : .plain
    }
}

extension Emphasis {
    /// How a terminal shows the emphasis in one text size: titles, headings and the
    /// actions to take are bold (dim text and destructive actions take a color instead,
    /// when the app gives none).
    ///
    /// ```swift
    /// Emphasis.title2.terminalTextStyle   // .bold
    /// ```
    public var terminalTextStyle: TextStyle {
        switch self {
        case .title1, .title2, .title3, .title4, .heading, .suggested, .defaultAction: .bold
        case .none, .dim, .destructive: .plain
        }
    }
}
