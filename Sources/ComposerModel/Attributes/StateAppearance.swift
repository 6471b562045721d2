/// A button's title and title color in one control state: one element of a
/// `.states([...])` bundle (ViewComposer's `Normal("Login", .blue)`).
///
/// ```swift
/// let login: Style = [.states([.normal("Login", .blue), .highlighted("Logging in…", .red)])]
/// login[.title(.highlighted)]   // .title("Logging in…", for: .highlighted)
/// ```
///
/// A bundle is a shorthand: building a style expands each element into
/// `.title(_:for:)` and `.titleColor(_:for:)` attributes, leaving out the
/// fields it does not set. So a bundle merges with (and diffs against) the
/// per-state attributes per state and per field, and within one style the
/// duplicates policy settles a bundle field and a per-state attribute with
/// the same key. An image per state waits for the image attribute.
public struct StateAppearance: Hashable, Sendable, CustomStringConvertible {
    /// The control state these fields belong to.
    public var state: ControlState
    /// The title in ``state``, or `nil` to leave it unset.
    public var title: String?
    /// The title color in ``state``, or `nil` to leave it unset.
    public var titleColor: Color?

    /// The fields of one control state.
    ///
    /// - Parameters:
    ///   - state: The control state.
    ///   - title: Its title, or `nil` to leave it unset.
    ///   - titleColor: Its title color, or `nil` to leave it unset.
    public init(_ state: ControlState, title: String? = nil, titleColor: Color? = nil) {
        self.state = state
        self.title = title
        self.titleColor = titleColor
    }

    /// The normal state's title and color (ViewComposer's `Normal(_:_:)`).
    public static func normal(_ title: String? = nil, _ titleColor: Color? = nil) -> StateAppearance {
        StateAppearance(.normal, title: title, titleColor: titleColor)
    }

    /// The highlighted state's title and color (ViewComposer's `Highlighted(_:_:)`).
    public static func highlighted(_ title: String? = nil, _ titleColor: Color? = nil) -> StateAppearance {
        StateAppearance(.highlighted, title: title, titleColor: titleColor)
    }

    /// The selected state's title and color (ViewComposer's `Selected(_:_:)`).
    public static func selected(_ title: String? = nil, _ titleColor: Color? = nil) -> StateAppearance {
        StateAppearance(.selected, title: title, titleColor: titleColor)
    }

    /// The disabled state's title and color (ViewComposer's `Disabled(_:_:)`).
    public static func disabled(_ title: String? = nil, _ titleColor: Color? = nil) -> StateAppearance {
        StateAppearance(.disabled, title: title, titleColor: titleColor)
    }

    /// The per-state attributes this stands for: the title, then the title color, each if set.
    public var attributes: [Attribute] {
        var result: [Attribute] = []
        if let title { result.append(.title(title, for: state)) }
        if let titleColor { result.append(.titleColor(titleColor, for: state)) }
        return result
    }

    public var description: String {
        let fields = [title?.debugDescription, titleColor?.description].compactMap { $0 }
        return "\(state)(" + fields.joined(separator: ", ") + ")"
    }
}
