public import Bindings
public import ComposerModel

/// A button with a title and title color per control state.
///
/// ```swift
/// let ok = Button()
/// ok.install([.title("OK", for: .normal), .title("Wait", for: .disabled), .enabled(false)] as Style)
/// ok.displayedTitle   // "Wait"
/// ```
///
/// Accepts the common widget attributes and `title(_:for:)`,
/// `titleColor(_:for:)`, `.states([...])`, `highlighted`, `selected`, `text`,
/// `textColor`, `textStyle`, `textAlignment`, `emphasis` and `onPress`. Titles and title
/// colors are stored per `ControlState`; resetting one state leaves the
/// others. A state without its own title or color falls back to the normal
/// one, and the normal one to `.text` and `.textColor`, so that a text style
/// shared with labels and fields means the natural thing (see
/// `Button+States.swift`). ``onPress(_:)`` handlers and a style's `.onPress`
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

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .title(let value, let state): titles[state] = value
        case .emphasis(let value): emphasis = value
        case .titleColor(let value, let state): titleColors[state] = value
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
