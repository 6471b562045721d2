public import Bindings
public import ComposerModel

/// A multi-line text area, editable or read-only.
///
/// ```swift
/// let notes = TextView()
/// notes.install([.text("line 1\nline 2"), .editable(false)] as Style)
/// ```
///
/// Accepts the common widget attributes and `text`, `editable` (default
/// `true`), `textColor`, `textStyle`, `onChange` and `textAlignment` (default `.leading`). The user's edits
/// (``userDidChangeText(to:)``, from a windowing toolkit's text view) reach
/// ``onTextChanged(_:)`` handlers; the terminal does not edit text views.
///
/// Threading: loop only.
@LoopActor
open class TextView: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != TextView.self }

    /// `.all`: text wraps and scrolls in the room it gets.
    open override var defaultExpansion: Axis.Set { .all }

    /// A TextView from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<TextView>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    /// Controls take keyboard focus.
    open override var acceptsFocus: Bool { true }

    var storedText = ""
    var storedIsEditable = true
    var storedTextColor = Color.default
    var storedTextAlignment = TextAlignment.leading
    /// Bold, italic, underline, reverse: a text style shared with labels and buttons.
    public private(set) var textStyle = TextStyle.plain
    private var changeHandlers = EventHandlers<String>()

    /// Runs `action` with the new text after each user edit (never after an install).
    ///
    /// ```swift
    /// notes.onTextChanged { model.notes = $0 }
    /// ```
    public func onTextChanged(_ action: @escaping @LoopActor (String) -> Void) {
        changeHandlers.add(action)
    }

    /// The user edited the text to `newText`: sets it and runs the change handlers,
    /// unless the view is not editable, disabled or hidden, or the text is unchanged.
    ///
    /// - Parameter newText: The text after the edit.
    public func userDidChangeText(to newText: String) {
        guard isEditable, isEnabled, !isHidden, newText != text else { return }
        storedText = newText
        markChangedByUser(.text)
        changeHandlers.send(text)
    }

    /// The text split into lines (at least one, empty when the text is).
    public var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .text(let value): storedText = value
        case .editable(let value): storedIsEditable = value
        case .textColor(let value): storedTextColor = value
        case .textAlignment(let value): storedTextAlignment = value
        case .textStyle(let value): textStyle = value
        case .onChange(let handler): return changeHandlers.install(handler, as: "onChange")
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .text: storedText = ""
        case .editable: storedIsEditable = true
        case .textColor: storedTextColor = .default
        case .textAlignment: storedTextAlignment = .leading
        case .textStyle: textStyle = .plain
        case .onChange: changeHandlers.removeStyleHandler()
        default: super.resetOwn(key)
        }
    }
}

extension TextView: @LoopActor ExpressibleByArrayLiteral {}
