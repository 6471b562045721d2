public import Bindings
public import ComposerModel

/// A button with a title, title color and image per control state.
///
/// ```swift
/// let ok = Button()
/// ok.install([.title("OK", for: .normal), .title("Wait", for: .disabled), .enabled(false)] as Style)
/// ok.displayedTitle   // "Wait"
/// ```
///
/// Accepts the common widget attributes and `title(_:for:)`,
/// `titleColor(_:for:)`, `image(_:for:)`, `.states([...])`, `highlighted`, `selected`, `text`,
/// `textColor`, `textStyle`, `textAlignment`, `emphasis` and `onPress`. Titles and title
/// colors are stored per `ControlState`; resetting one state leaves the
/// others. A state without its own title or color falls back to the normal
/// one, and the normal one to `.text` and `.textColor`, so that a text style
/// shared with labels and fields means the natural thing (see
/// `Button+States.swift`). Images are stored per state too, with the same fallback
/// but for the last step (the shown state's image, else the normal one, else none).
/// As in UIKit, an image and a title are shown together, the image leading the title;
/// a button with an image and an empty title shows the image alone. ``onPress(_:)`` handlers and a style's `.onPress`
/// are its targets; installs never press it.
///
/// Threading: loop only.
@LoopActor
open class Button: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != Button.self }

    /// A Button from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<Button>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    /// Controls take keyboard focus.
    open override var acceptsFocus: Bool { true }

    /// The titles set per state; states not present fall back to `.normal`.
    public private(set) var titles: [ControlState: String] = [:]
    /// The title colors set per state; states not present fall back to `.normal`.
    public private(set) var titleColors: [ControlState: Color] = [:]
    /// The images set per state; states not present fall back to `.normal`, and without
    /// a normal image the button shows none.
    public private(set) var images: [ControlState: Image] = [:]
    var storedTextStyle = TextStyle.plain
    var storedTextAlignment = TextAlignment.center
    /// What the button's action is in its window (``Emphasis/suggested``,
    /// ``Emphasis/destructive``, ``Emphasis/defaultAction``); `.none` by default.
    public private(set) var emphasis = Emphasis.none
    /// Set with `.highlighted(true)`: shown in the highlighted state (see ``displayedState``).
    public private(set) var isHighlighted = false
    /// Set with `.selected(true)`: shown in the selected state (see ``displayedState``).
    public private(set) var isSelected = false
    /// A shared style's `.text`: the title when no `.title(_:for: .normal)` is set.
    public private(set) var text: String?
    /// A shared style's `.textColor`: the title color when no `.titleColor(_:for: .normal)` is set.
    public private(set) var textColor: Color?
    private var pressHandlers = EventHandlers<Void>()

    /// Runs `action` each time the user presses the button (Enter or Space on
    /// the terminal, ``userDidPress()`` in tests). Installs never press it.
    ///
    /// ```swift
    /// plus.onPress { model.increment() }
    /// ```
    public func onPress(_ action: @escaping @LoopActor () -> Void) {
        pressHandlers.add { _ in action() }
    }

    /// The user pressed the button: runs the press handlers, unless the button is disabled or hidden.
    public func userDidPress() {
        guard isEnabled, !isHidden else { return }
        pressHandlers.send(())
    }

    /// The title shown in `state`: its own, else the normal title, else `.text`, else empty.
    public func title(for state: ControlState) -> String {
        titles[state] ?? titles[.normal] ?? text ?? ""
    }

    /// The title color used in `state`: its own, else the normal one, else `.textColor`,
    /// else the terminal default.
    public func titleColor(for state: ControlState) -> Color {
        titleColors[state] ?? titleColors[.normal] ?? textColor ?? .default
    }

    /// The image shown in `state`, leading the title: its own, else the normal image, else `nil`.
    ///
    /// ```swift
    /// let play: Button = [.image(.file("play.png"), for: .normal)]
    /// play.image(for: .disabled)   // .file("play.png"): the normal image
    /// ```
    ///
    /// - Parameter state: The control state.
    /// - Returns: The image, or `nil` when neither `state` nor `.normal` has one.
    public func image(for state: ControlState) -> Image? {
        images[state] ?? images[.normal]
    }

    /// The state the button is drawn in, by precedence: `.disabled` when not enabled,
    /// else `.highlighted` when highlighted, else `.selected` when selected, else `.normal`.
    public var displayedState: ControlState {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        return isSelected ? .selected : .normal
    }

    /// The title as shown now: the title of ``displayedState`` (falling back to the normal one).
    public var displayedTitle: String { title(for: displayedState) }

    /// The title color as shown now, with the same fallback as ``displayedTitle``.
    public var displayedTitleColor: Color { titleColor(for: displayedState) }

    /// The image as shown now, leading the title: the image of ``displayedState``, else the
    /// normal one, else `nil`.
    public var displayedImage: Image? { image(for: displayedState) }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .title(let value, let state): titles[state] = value
        case .emphasis(let value): emphasis = value
        case .titleColor(let value, let state): titleColors[state] = value
        case .buttonImage(let value, let state):
            if let problem = value.problem { return .rejected(reason: "image \(problem)") }
            images[state] = value
        case .textStyle(let value): storedTextStyle = value
        case .textAlignment(let value): storedTextAlignment = value
        case .highlighted(let value): isHighlighted = value
        case .selected(let value): isSelected = value
        case .text(let value): text = value
        case .textColor(let value): textColor = value
        case .states(let appearances): return applyStateBundle(appearances)
        case .onPress(let handler): return pressHandlers.install(handler, as: "onPress")
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .title(let state): titles[state] = nil
        case .emphasis: emphasis = .none
        case .titleColor(let state): titleColors[state] = nil
        case .buttonImage(let state): images[state] = nil
        case .textStyle: storedTextStyle = .plain
        case .textAlignment: storedTextAlignment = .center
        case .highlighted: isHighlighted = false
        case .selected: isSelected = false
        case .text: text = nil
        case .textColor: textColor = nil
        case .onPress: pressHandlers.removeStyleHandler()
        default: super.resetOwn(key)
        }
    }
}

extension Button: @LoopActor ExpressibleByArrayLiteral {}
