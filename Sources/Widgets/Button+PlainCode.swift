public import ComposerModel

// Plain setters for what a button shows, in UIKit's spelling; see Widget+PlainCode.swift.
extension Button {
    /// Sets the title shown in `state` (`.title(_:for:)`); `nil` removes it, so the
    /// state falls back to the normal title.
    ///
    /// ```swift
    /// login.setTitle("Logging in…", for: .disabled)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, or `nil`.
    ///   - state: The control state it is shown in.
    public func setTitle(_ title: String?, for state: ControlState) {
        if let title { set(.title(title, for: state)) } else { restoreDefault(for: .title(state)) }
    }

    /// Sets the title color used in `state` (`.titleColor(_:for:)`); `nil` removes it.
    ///
    /// ```swift
    /// login.setTitleColor(.red, for: .normal)
    /// ```
    ///
    /// - Parameters:
    ///   - color: The color, or `nil`.
    ///   - state: The control state it is used in.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        if let color { set(.titleColor(color, for: state)) } else { restoreDefault(for: .titleColor(state)) }
    }

    /// Sets the image shown in `state`, leading the title (`.image(_:for:)`); `nil` removes
    /// it, so the state falls back to the normal image (UIKit's `setImage(_:for:)`).
    ///
    /// ```swift
    /// play.setImage(.file("play.png", altText: "▶"), for: .normal)
    /// play.setImage(.file("play-dim.png", altText: "▶"), for: .disabled)
    /// ```
    ///
    /// - Parameters:
    ///   - image: The image, or `nil`.
    ///   - state: The control state it is shown in.
    public func setImage(_ image: Image?, for state: ControlState) {
        if let image { set(.image(image, for: state)) } else { restoreDefault(for: .buttonImage(state)) }
    }

    /// Bold, italic, underline, reverse (`.textStyle`).
    public var textStyle: TextStyle {
        get { storedTextStyle }
        set { set(.textStyle(newValue)) }
    }

    /// How the text is aligned (`.textAlignment`).
    public var textAlignment: TextAlignment {
        get { storedTextAlignment }
        set { set(.textAlignment(newValue)) }
    }
}
