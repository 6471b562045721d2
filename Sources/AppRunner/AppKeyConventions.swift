/// How a backend takes an app's keys: which quit keys and shortcuts reach the app, the
/// keys the backend itself answers, and how its hint lines name a key.
///
/// An app declares its keys once (``App/quitKeys``, ``AppContext/addShortcut(_:action:)``);
/// each backend honours those its platform expects and says so in the same words it
/// acts on, so a hint line is never untrue:
///
/// | backend | quit keys honoured | shortcuts | own keys | a hint line |
/// | --- | --- | --- | --- | --- |
/// | terminal | all (and Ctrl-C) | yes | Tab, Enter/Space | `Tab focus · Enter/Space press · + - r p · q quit` |
/// | GTK window | with a modifier (Ctrl+Q), as GNOME apps | yes | – (GTK's own) | `+ - r p · Ctrl+Q quit` |
/// | browser tab | none (a tab never stops the server) | no | – (the browser's own) | none |
///
/// ```swift
/// let keys = AppKeyConventions.window
/// keys.honours(quitKey: "q")              // false: a window quits with Ctrl+Q
/// keys.name(of: .control("q"))            // "Ctrl+Q"
/// ```
///
/// A backend declares its conventions in its ``AppBackend`` value; a backend that does not
/// gets ``init(quitKeys:takesShortcuts:ownKeys:modifierSeparator:)``'s defaults: every key
/// reaches the app.
///
/// Thread rule: a value, usable anywhere.
public struct AppKeyConventions: Sendable, Equatable {
    /// Which of an app's quit keys a backend honours.
    public enum QuitKeys: Sendable, Equatable {
        /// Every quit key (a terminal: `q` quits when no focused widget takes it).
        case all
        /// Only keys with a modifier: Ctrl+Q (a desktop window, where a plain letter never quits).
        case withModifier
        /// None: the app does not end from this backend's keys (a browser tab).
        case none
    }

    /// Which quit keys end the run.
    public var quitKeys: QuitKeys
    /// Whether the app's shortcuts reach it.
    public var takesShortcuts: Bool
    /// The keys the backend itself answers, as hint-line entries, first in every hint line:
    /// `["Tab focus", "Enter/Space press"]` on a terminal.
    public var ownKeys: [String]
    /// What joins a modifier and its key in a key's name: `-` on a terminal (Ctrl-Q), `+`
    /// in GNOME's words (Ctrl+Q).
    public var modifierSeparator: String

    /// Conventions of a backend.
    ///
    /// ```swift
    /// let echo = AppKeyConventions(quitKeys: .none, takesShortcuts: false)
    /// ```
    /// - Parameters:
    ///   - quitKeys: Which quit keys end the run; all by default.
    ///   - takesShortcuts: Whether shortcuts reach the app; yes by default.
    ///   - ownKeys: The backend's own keys, for hint lines; none by default.
    ///   - modifierSeparator: What joins a modifier and its key; `-` by default.
    public init(quitKeys: QuitKeys = .all, takesShortcuts: Bool = true, ownKeys: [String] = [], modifierSeparator: String = "-") {
        self.quitKeys = quitKeys
        self.takesShortcuts = takesShortcuts
        self.ownKeys = ownKeys
        self.modifierSeparator = modifierSeparator
    }

    /// A terminal's: every quit key, shortcuts, Tab and Enter/Space, `Ctrl-Q`.
    public static let terminal = AppKeyConventions(ownKeys: ["Tab focus", "Enter/Space press"])
    /// A desktop window's, as GNOME apps: quit keys with a modifier only, shortcuts, `Ctrl+Q`.
    public static let window = AppKeyConventions(quitKeys: .withModifier, modifierSeparator: "+")
    /// A browser tab's: no key of the app's reaches it.
    public static let browser = AppKeyConventions(quitKeys: .none, takesShortcuts: false, modifierSeparator: "+")

    /// Whether `key`, one of an app's quit keys, ends the run on this backend.
    ///
    /// - Parameter key: A quit key.
    /// - Returns: Whether the backend honours it.
    public func honours(quitKey key: AppKey) -> Bool {
        switch quitKeys {
        case .all: true
        case .none: false
        case .withModifier:
            if case .control = key { true } else { false }
        }
    }

    /// How this backend's hint lines name `key`: `q`, `Space`, `Esc`, `Ctrl-Q` or `Ctrl+Q`.
    ///
    /// - Parameter key: The key.
    /// - Returns: Its name.
    public func name(of key: AppKey) -> String {
        if case .control(let letter) = key { return "Ctrl\(modifierSeparator)\(letter.uppercased())" }
        return key.description
    }

    /// One hint line in this backend's words: its own keys, the app's keys (when they reach
    /// it) and the first quit key it honours.
    ///
    /// ```swift
    /// AppKeyConventions.terminal.hint(keys: "+ - r p", quitKeys: ["q", .control("q")])
    /// // "Tab focus · Enter/Space press · + - r p · q quit"
    /// AppKeyConventions.window.hint(keys: "+ - r p", quitKeys: ["q", .control("q")])
    /// // "+ - r p · Ctrl+Q quit"
    /// AppKeyConventions.terminal.hint(quitKeys: ["q"], showsOwnKeys: false)   // "q quit"
    /// ```
    /// - Parameters:
    ///   - keys: The app's words for its own keys (`+ - r p`, `Enter log in`), if it shows them.
    ///   - quitKeys: The app's quit keys; the line names the first one honoured.
    ///   - showsOwnKeys: Whether the line starts with ``ownKeys`` (not on a screen with
    ///     nothing to focus).
    /// - Returns: The line, or `nil` when no key the line could name reaches the app.
    public func hint(keys: String? = nil, quitKeys: [AppKey], showsOwnKeys: Bool = true) -> String? {
        var parts = showsOwnKeys ? ownKeys : []
        if takesShortcuts, let keys, !keys.isEmpty { parts.append(keys) }
        if let quitKey = quitKeys.first(where: honours(quitKey:)) { parts.append("\(name(of: quitKey)) quit") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
