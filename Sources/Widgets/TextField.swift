public import Bindings
public import ComposerModel

/// A single-line text input, with a placeholder and optional secure entry.
///
/// ```swift
/// let password = TextField()
/// password.install([.placeholder("Password"), .secureEntry(true)] as Style)
/// password.displayedText   // "Password"
/// ```
///
/// Accepts the common widget attributes and `text`, `placeholder`,
/// `secureEntry` (default `false`), `textColor`, `textStyle`, `onChange`, `onSubmit` and `textAlignment` (default
/// `.leading`). The user's edits reach ``onTextChanged(_:)`` handlers and
/// ``TextField/bindText(to:_:file:line:)``; a ``TextFieldDelegate`` set with `.delegate(…)`
/// approves them. Installs never fire these (no echo).
///
/// Threading: loop only.
@LoopActor
open class TextField: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != TextField.self }

    /// `.horizontal`: an entry takes the row's room, as a GtkEntry and a UITextField do.
    open override var defaultExpansion: Axis.Set { .horizontal }

    /// A TextField from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<TextField>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    /// Controls take keyboard focus.
    open override var acceptsFocus: Bool { true }

    /// The placeholder (`nil` when empty): what the field is for, as a screen reader says it.
    open override var defaultAccessibilityHint: String? { placeholder.isEmpty ? nil : placeholder }

    var storedText = ""
    var storedPlaceholder = ""
    var storedIsSecureEntry = false
    var storedTextColor = Color.default
    var storedTextAlignment = TextAlignment.leading
    /// Bold, italic, underline, reverse: a text style shared with labels and buttons.
    public private(set) var textStyle = TextStyle.plain
    private var changeHandlers = EventHandlers<String>()
    /// Set with `.delegate(self)`; held weakly.
    public private(set) weak var delegate: (any TextFieldDelegate)?
    private var endEditingHandlers = EventHandlers<String>()
    private var returnHandlers = EventHandlers<String>()

    /// Runs `action` with the new text after each user edit. Installing
    /// `.text` never calls it (no echo).
    ///
    /// ```swift
    /// email.onTextChanged { model.email = $0 }
    /// ```
    public func onTextChanged(_ action: @escaping @LoopActor (String) -> Void) {
        changeHandlers.add(action)
    }

    /// Keeps the field's text and a model property in step, both ways.
    ///
    /// ```swift
    /// @LoopActor final class MonitorModel {
    ///     // A wrapped property set in its own didSet runs didSet again: guard it.
    ///     @Observed var filter = "" { didSet { if filter != filter.lowercased() { filter = filter.lowercased() } } }
    /// }
    /// filterField.bindText(to: model, \.filter)   // typing "NGINX" sets filter, the field shows "nginx"
    /// ```
    ///
    /// Each user edit sets `model[keyPath: keyPath]` at once, through the property's
    /// setter: its `didSet` and other observers run. The model's own changes reach the
    /// field at the next flush when the property is `@Observed` (or a computed property
    /// over `@Observed` ones) or `model` is `@Observable`. After an edit, the next flush
    /// shows the model's value: the edit itself, or what `didSet` made of it.
    ///
    /// - Parameters:
    ///   - model: The view model; held weakly, the binding ends with it (or with the field).
    ///   - keyPath: The model's text property.
    ///   - file: Where the binding is made, for diagnostics (the caller's file by default).
    ///   - line: Where the binding is made, for diagnostics (the caller's line by default).
    /// - Returns: The binding; disposing it ends both directions.
    @discardableResult
    public func bindText<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, String>, file: String = #fileID, line: Int = #line) -> Binding {
        bindBothWays(to: model, keyPath, file: file, line: line, shown: { .text($0) }, userChanges: onTextChanged)
    }

    /// Runs `action` with the text when the user leaves the field.
    public func onEndEditing(_ action: @escaping @LoopActor (String) -> Void) {
        endEditingHandlers.add(action)
    }

    /// Runs `action` with the text when the user presses Return in the field.
    public func onReturn(_ action: @escaping @LoopActor (String) -> Void) {
        returnHandlers.add(action)
    }

    /// The user typed `typed` at the end of the text.
    public func userDidType(_ typed: String) {
        guard isEnabled, !isHidden, !typed.isEmpty else { return }
        userDidEdit(to: text + typed)
    }

    /// The user deleted the last character.
    public func userDidDeleteBackward() {
        guard isEnabled, !isHidden, !text.isEmpty else { return }
        userDidEdit(to: String(text.dropLast()))
    }

    /// The user edited the text to `newText` as a whole (a windowing toolkit's entry
    /// reports the new text, not keys): asks the delegate, sets the text and runs the
    /// change handlers, unless the field is disabled or hidden, or the text is unchanged.
    ///
    /// ```swift
    /// field.userDidChangeText(to: "ada@example.com")
    /// ```
    /// - Parameter newText: The text after the edit.
    public func userDidChangeText(to newText: String) {
        guard isEnabled, !isHidden, newText != text else { return }
        userDidEdit(to: newText)
    }

    private func userDidEdit(to newText: String) {
        if let delegate, !delegate.textField(self, shouldChangeTextTo: newText) { return }
        storedText = newText
        markChangedByUser(.text)
        changeHandlers.send(text)
    }

    /// The user left the field.
    public func userDidEndEditing() {
        endEditingHandlers.send(text)
        if let delegate {
            WidgetEvents.deliver { [self] in delegate.textFieldDidEndEditing(self) }
        }
    }

    /// The user pressed Return.
    public func userDidPressReturn() {
        returnHandlers.send(text)
    }

    /// Whether Enter has an action of the field's own (``onReturn(_:)`` or `.onSubmit`):
    /// without one, Enter in a window presses the form's default button
    /// (``Emphasis/defaultAction``), as in a GNOME dialog.
    public var handlesReturn: Bool { !returnHandlers.isEmpty }

    /// Whether ``displayedText`` is the placeholder (the text is empty).
    public var isShowingPlaceholder: Bool { text.isEmpty }

    /// What the field shows: the placeholder while the text is empty, else the
    /// text, masked with one `•` per character when secure.
    public var displayedText: String {
        if text.isEmpty { return placeholder }
        return isSecureEntry ? String(repeating: "•", count: text.count) : text
    }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .text(let value): storedText = value
        case .placeholder(let value): storedPlaceholder = value
        case .secureEntry(let value): storedIsSecureEntry = value
        case .textColor(let value): storedTextColor = value
        case .textAlignment(let value): storedTextAlignment = value
        case .textStyle(let value): textStyle = value
        case .delegate(let reference):
            switch resolveDelegate(reference, as: (any TextFieldDelegate).self) {
            case .success(let resolved): delegate = resolved
            case .failure(let mismatch): return .rejected(reason: mismatch.reason)
            }
        case .onChange(let handler): return changeHandlers.install(handler, as: "onChange")
        case .onSubmit(let handler): return returnHandlers.install(handler, as: "onSubmit")
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .text: storedText = ""
        case .placeholder: storedPlaceholder = ""
        case .secureEntry: storedIsSecureEntry = false
        case .textColor: storedTextColor = .default
        case .textAlignment: storedTextAlignment = .leading
        case .textStyle: textStyle = .plain
        case .delegate: delegate = nil
        case .onChange: changeHandlers.removeStyleHandler()
        case .onSubmit: returnHandlers.removeStyleHandler()
        default: super.resetOwn(key)
        }
    }
}

/// A text field's delegate: approves edits and hears when editing ends
/// (ViewComposer's `UITextFieldDelegate`). Set with `.delegate(self)`; held weakly.
///
/// ```swift
/// extension LoginViewModel: TextFieldDelegate {
///     func textField(_ field: TextField, shouldChangeTextTo text: String) -> Bool { text.count <= 64 }
///     func textFieldDidEndEditing(_ field: TextField) { validate() }
/// }
/// ```
@LoopActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether a user edit may change the text to `text`. Default: yes.
    func textField(_ field: TextField, shouldChangeTextTo text: String) -> Bool
    /// The user left the field. Default: nothing.
    func textFieldDidEndEditing(_ field: TextField)
}

extension TextFieldDelegate {
    public func textField(_ field: TextField, shouldChangeTextTo text: String) -> Bool { true }
    public func textFieldDidEndEditing(_ field: TextField) {}
}

extension TextField: @LoopActor ExpressibleByArrayLiteral {}
