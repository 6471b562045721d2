public import ComposerModel

// Plain setters for what a label shows; see Widget+PlainCode.swift for the rules.
extension Label {
    /// The text (`.text`).
    ///
    /// ```swift
    /// label.text = "Bar"   // one install: validated, redrawn, known to the label's bindings
    /// ```
    public var text: String {
        get { storedText }
        set { set(.text(newValue)) }
    }

    /// The text color (`.textColor`).
    public var textColor: Color {
        get { storedTextColor }
        set { set(.textColor(newValue)) }
    }

    /// How the text is aligned (`.textAlignment`).
    public var textAlignment: TextAlignment {
        get { storedTextAlignment }
        set { set(.textAlignment(newValue)) }
    }

    /// Bold, italic, underline, reverse (`.textStyle`).
    public var textStyle: TextStyle {
        get { storedTextStyle }
        set { set(.textStyle(newValue)) }
    }

    /// The case the text is shown in (`.case`).
    public var textCase: TextCase {
        get { storedTextCase }
        set { set(.case(newValue)) }
    }

    /// 0 means as many lines as needed; a negative count is rejected and reported.
    public var numberOfLines: Int {
        get { storedNumberOfLines }
        set { set(.numberOfLines(newValue)) }
    }
}
