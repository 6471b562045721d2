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
/// `textAlignment`, `textStyle`, `case`, `numberOfLines` (0 means as many
/// lines as needed; a negative count is rejected) and `emphasis`.
///
/// Threading: loop only.
open class Label: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != Label.self }

    /// A Label from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<Label>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    var storedText = ""
    var storedTextColor = Color.default
    var storedTextAlignment = TextAlignment.leading
    var storedTextStyle = TextStyle.plain
    var storedTextCase = TextCase.unchanged
    var storedNumberOfLines = 1
    /// What the label is in its window (a title, a heading, dim text); `.none` by default.
    public private(set) var emphasis = Emphasis.none

    /// The text as shown, with ``textCase`` applied.
    public var displayedText: String { textCase.apply(to: text) }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .emphasis(let value): emphasis = value
        case .text(let value): storedText = value
        case .textColor(let value): storedTextColor = value
        case .textAlignment(let value): storedTextAlignment = value
        case .textStyle(let value): storedTextStyle = value
        case .case(let value): storedTextCase = value
        case .numberOfLines(let value):
            guard value >= 0 else { return .rejected(reason: "numberOfLines is negative (\(value))") }
            storedNumberOfLines = value
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .emphasis: emphasis = .none
        case .text: storedText = ""
        case .textColor: storedTextColor = .default
        case .textAlignment: storedTextAlignment = .leading
        case .textStyle: storedTextStyle = .plain
        case .case: storedTextCase = .unchanged
        case .numberOfLines: storedNumberOfLines = 1
        default: super.resetOwn(key)
        }
    }
}

extension Label: @LoopActor ExpressibleByArrayLiteral {}
