public import ComposerModel

// Plain setters for what a text view shows; see Widget+PlainCode.swift.
extension TextView {
    /// The text (`.text`).
    ///
    /// ```swift
    /// log.text = "Started\n"
    /// ```
    public var text: String {
        get { storedText }
        set { set(.text(newValue)) }
    }

    /// Whether the user may edit the text (`.editable`).
    public var isEditable: Bool {
        get { storedIsEditable }
        set { set(.editable(newValue)) }
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
}
