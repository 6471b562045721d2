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
/// `titleColor(_:for:)`, `textStyle` and `textAlignment`. Titles and title
/// colors are stored per `ControlState`; resetting one state leaves the
/// others. A state without its own title or color falls back to the normal
/// one. ``onPress(_:)`` handlers are its targets; installs never press it.
///
/// Threading: loop only.
@LoopActor
open class Button: Widget {
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
    public private(set) var textStyle = TextStyle.plain
    public private(set) var textAlignment = TextAlignment.center
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

    /// The title shown in `state`: its own, else the normal title, else empty.
    public func title(for state: ControlState) -> String {
        titles[state] ?? titles[.normal] ?? ""
    }

    /// The title color used in `state`: its own, else the normal one, else the terminal default.
    public func titleColor(for state: ControlState) -> Color {
        titleColors[state] ?? titleColors[.normal] ?? .terminalDefault
    }

    /// The state the button is drawn in: `.disabled` when not enabled, else `.normal`.
    public var displayedState: ControlState { isEnabled ? .normal : .disabled }

    /// The title as shown now: the disabled title when disabled (falling back to the normal one).
    public var displayedTitle: String { title(for: displayedState) }

    /// The title color as shown now, with the same fallback as ``displayedTitle``.
    public var displayedTitleColor: Color { titleColor(for: displayedState) }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .title(let value, let state): titles[state] = value
        case .titleColor(let value, let state): titleColors[state] = value
        case .textStyle(let value): textStyle = value
        case .textAlignment(let value): textAlignment = value
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .title(let state): titles[state] = nil
        case .titleColor(let state): titleColors[state] = nil
        case .textStyle: textStyle = .plain
        case .textAlignment: textAlignment = .center
        default: super.resetOwn(key)
        }
    }
}

extension Button: @LoopActor ExpressibleByArrayLiteral {}
