public import AppRunner

extension Key {
    /// The terminal key an app's key arrives as: `"q"` as `q`, `.control("q")` as Ctrl-Q
    /// (`0x11`), `" "` as `Key.space`.
    ///
    /// ```swift
    /// Key(AppKey.control("q"))   // .control("q")
    /// ```
    /// - Parameter key: The app's key.
    public init(_ key: AppKey) {
        switch key {
        case .character(" "): self = .space
        case .character(let character): self = .character(character)
        case .control(let letter): self = .control(Character(letter.lowercased()))
        case .escape: self = .escape
        }
    }

    /// The app key this terminal key is, or `nil` for keys no app key names (arrows, Tab,
    /// Enter).
    public var appKey: AppKey? {
        switch self {
        case .character(let character): .character(character)
        case .space: .character(" ")
        case .control(let letter): .control(letter)
        case .escape: .escape
        default: nil
        }
    }
}
