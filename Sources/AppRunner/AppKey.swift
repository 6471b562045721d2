/// A key an app reacts to on every backend: a quit key or a shortcut's key.
///
/// ```swift
/// let quitKeys: [AppKey] = ["q", .control("q"), .escape]
/// ```
///
/// Each backend maps it its own way: the terminal compares it with the keys its parser
/// reads (`q` as the byte `q`, Ctrl-Q as `0x11`); a GTK window installs it in a shortcut
/// controller (`q`, `<Control>q`, `Escape`). A key the focused widget uses (a `q` typed
/// into a text field) never reaches the app, on any backend.
public enum AppKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByExtendedGraphemeClusterLiteral {
    /// A printable character, as typed: `"q"`, `"+"`, `"Q"` (Shift is in the character).
    case character(Character)
    /// Ctrl plus a letter, written in lower case: `.control("q")` for Ctrl-Q.
    case control(Character)
    /// The Escape key.
    case escape

    /// The quit keys of every example, and the rule they follow when a text field has the
    /// focus: `q`, Ctrl-Q and Esc.
    ///
    /// - `q` quits unless the focused widget takes it: a focused text field types a q.
    /// - Ctrl-Q and Esc quit whatever has the focus (a text field passes them on).
    /// - Each backend honours those its platform expects (``AppKeyConventions``): all of them
    ///   on a terminal (and Ctrl-C besides), Ctrl+Q in a window, none in a browser tab.
    ///
    /// ```swift
    /// App(title: "Log in", quitKeys: AppKey.standardQuitKeys) { _ in form.root }
    /// ```
    public static let standardQuitKeys: [AppKey] = ["q", .control("q"), .escape]

    /// `"q"` in a list of keys is `.character("q")`.
    ///
    /// - Parameter value: The character.
    public init(extendedGraphemeClusterLiteral value: Character) {
        self = .character(value)
    }

    /// How the key is written in help texts: `q`, `Ctrl-Q`, `Esc`.
    public var description: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        case .escape: "Esc"
        }
    }
}
