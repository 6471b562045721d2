import Bindings
public import ComposerModel

/// A widget that shows text: one line or several.
///
/// ```swift
/// let title = Label()
/// title.install([.text("Jobs"), .textStyle(.bold), .textAlignment(.center)] as Style)
/// title.displayedText   // "Jobs"
/// ```
///
/// Accepts the common widget attributes and `text`, `textColor`,
/// `textAlignment`, `textStyle`, `case` and `numberOfLines` (0 means as many
/// lines as needed; a negative count is rejected).
///
/// Threading: loop only.
open class Label: Widget {
    /// A Label from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<Label>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    public private(set) var text = ""
    public private(set) var textColor = Color.terminalDefault
    public private(set) var textAlignment = TextAlignment.leading
    public private(set) var textStyle = TextStyle.plain
    public private(set) var textCase = TextCase.unchanged
    public private(set) var numberOfLines = 1

    /// The text as shown, with ``textCase`` applied.
    public var displayedText: String { textCase.apply(to: text) }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .text(let value): text = value
        case .textColor(let value): textColor = value
        case .textAlignment(let value): textAlignment = value
        case .textStyle(let value): textStyle = value
        case .case(let value): textCase = value
        case .numberOfLines(let value):
            guard value >= 0 else { return .rejected(reason: "numberOfLines is negative (\(value))") }
            numberOfLines = value
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .text: text = ""
        case .textColor: textColor = .terminalDefault
        case .textAlignment: textAlignment = .leading
        case .textStyle: textStyle = .plain
        case .case: textCase = .unchanged
        case .numberOfLines: numberOfLines = 1
        default: super.resetOwn(key)
        }
    }
}

extension Label: @LoopActor ExpressibleByArrayLiteral {}
