public import ComposerModel

// Plain setters for what a text field shows; see Widget+PlainCode.swift. Setting the
// text never runs the change handlers (no echo), as installing `.text` does not.
extension TextField {
    /// The text (`.text`).
    ///
    /// ```swift
    /// field.text = ""   // clears the field without firing onTextChanged
    /// ```
    public var text: String {
        get { storedText }
        set { set(.text(newValue)) }
    }

    /// What the field shows while its text is empty (`.placeholder`).
    public var placeholder: String {
        get { storedPlaceholder }
        set { set(.placeholder(newValue)) }
    }

    /// Whether the text is masked (`.secureEntry`).
    public var isSecureEntry: Bool {
        get { storedIsSecureEntry }
        set { set(.secureEntry(newValue)) }
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
