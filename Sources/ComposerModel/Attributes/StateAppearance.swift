/// A button's title, title color and image in one control state: one element of a
/// `.states([...])` bundle (ViewComposer's `Normal("Login", .blue)`).
///
/// ```swift
/// let login: Style = [.states([.normal("Login", .blue), .highlighted("Logging in…", .red)])]
/// login[.title(.highlighted)]   // .title("Logging in…", for: .highlighted)
/// ```
///
/// A bundle is a shorthand: building a style expands each element into
/// `.title(_:for:)`, `.titleColor(_:for:)` and `.image(_:for:)` attributes, leaving
/// out the fields it does not set. So a bundle merges with (and diffs against) the
/// per-state attributes per state and per field, and within one style the
/// duplicates policy settles a bundle field and a per-state attribute with
/// the same key.
///
/// ```swift
/// let play: Style = [.states([.normal("Play", image: .file("play.png")), .disabled(image: .file("play-dim.png"))])]
/// play.image(for: .disabled)   // .file("play-dim.png")
/// ```
public struct StateAppearance: Hashable, Sendable, CustomStringConvertible {
    /// The control state these fields belong to.
    public var state: ControlState
    /// The title in ``state``, or `nil` to leave it unset.
    public var title: String?
    /// The title color in ``state``, or `nil` to leave it unset.
    public var titleColor: Color?
    /// The image in ``state``, shown leading the title, or `nil` to leave it unset.
    public var image: Image?

    /// The fields of one control state.
    ///
    /// - Parameters:
    ///   - state: The control state.
    ///   - title: Its title, or `nil` to leave it unset.
    ///   - titleColor: Its title color, or `nil` to leave it unset.
    ///   - image: Its image, or `nil` to leave it unset.
    public init(_ state: ControlState, title: String? = nil, titleColor: Color? = nil, image: Image? = nil) {
        self.state = state
        self.title = title
        self.titleColor = titleColor
        self.image = image
    }

    /// The normal state's title, color and image (ViewComposer's `Normal(_:_:)`).
    public static func normal(_ title: String? = nil, _ titleColor: Color? = nil, image: Image? = nil) -> StateAppearance {
        StateAppearance(.normal, title: title, titleColor: titleColor, image: image)
    }

    /// The highlighted state's title, color and image (ViewComposer's `Highlighted(_:_:)`).
    public static func highlighted(_ title: String? = nil, _ titleColor: Color? = nil, image: Image? = nil) -> StateAppearance {
        StateAppearance(.highlighted, title: title, titleColor: titleColor, image: image)
    }

    /// The selected state's title, color and image (ViewComposer's `Selected(_:_:)`).
    public static func selected(_ title: String? = nil, _ titleColor: Color? = nil, image: Image? = nil) -> StateAppearance {
        StateAppearance(.selected, title: title, titleColor: titleColor, image: image)
    }

    /// The disabled state's title, color and image (ViewComposer's `Disabled(_:_:)`).
    public static func disabled(_ title: String? = nil, _ titleColor: Color? = nil, image: Image? = nil) -> StateAppearance {
        StateAppearance(.disabled, title: title, titleColor: titleColor, image: image)
    }

    /// The per-state attributes this stands for: the title, the title color, then the image,
    /// each if set.
    public var attributes: [Attribute] {
        var result: [Attribute] = []
        if let title { result.append(.title(title, for: state)) }
        if let titleColor { result.append(.titleColor(titleColor, for: state)) }
        if let image { result.append(.image(image, for: state)) }
        return result
    }

    public var description: String {
        let fields = [title?.debugDescription, titleColor?.description, image.map { "image: \($0)" }].compactMap { $0 }
        return "\(state)(" + fields.joined(separator: ", ") + ")"
    }
}
