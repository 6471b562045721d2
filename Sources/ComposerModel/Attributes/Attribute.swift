/// One property of a widget and the value to give it.
///
/// Attributes are the vocabulary of styles. Each has a ``key`` naming the
/// property it sets regardless of the value; a ``Style`` holds at most one
/// attribute per key.
///
/// ```swift
/// let title: Attribute = .text("Hello")
/// title.key == .text            // true
/// let style: Style = [.text("Hello"), .textColor(.red), .title("OK", for: .normal)]
/// ```
///
/// The cases are listed in the order they are installed (see ``AttributeKey``):
/// structure, content, value, state, layout, appearance, events, accessibility, then
/// custom attributes.
/// An attribute is `Hashable` and `Sendable`, so styles can be compared in tests,
/// kept in sets and built on any thread. Whether a value is valid for a particular widget
/// (a progress above 1, a negative width) is for the widget to judge when it
/// applies the attribute; a style holds what it was given.
public enum Attribute: Equatable, Sendable {
    // The payloads larger than two words (image, insets, font, custom) are boxed
    // (`indirect`): the attribute then fits in three words and travels in registers. At 104
    // bytes every switch over it copied it through memory first, case by case, which was most
    // of what a style diff cost (measured: PerformanceHistory.md).
    // MARK: Structure
    /// A stable name for the widget, for lookup and diagnostics.
    case identifier(String)
    /// The subviews a stack view arranges, in order (ViewComposer's `.views`).
    case arrangedSubviews([ViewReference])
    /// The rows of a list view.
    case items([ListItem])
    /// The titles of a segmented control's segments.
    case segments([String])
    /// The one widget a scroll view scrolls (UIKit's content view).
    case content(ViewReference)

    // MARK: Content
    /// What a label or button is in its window (a title, dim text, the default action):
    /// styled the platform's way.
    case emphasis(Emphasis)
    /// The text a label, button, field or text view shows.
    case text(String)
    /// Text shown while an input field is empty.
    case placeholder(String)
    /// A button's title in one control state.
    case title(String, for: ControlState)
    /// A text field that shows its input masked.
    case secureEntry(Bool)
    /// Whether a text view accepts typing.
    case editable(Bool)
    /// The most lines a label shows; 0 means as many as needed.
    case numberOfLines(Int)

    // MARK: Image
    /// The picture an image view shows (ViewComposer's `.image`).
    indirect case image(Image)
    /// A button's image in one control state (UIKit's `setImage(_:for:)`), shown leading
    /// its title; written `.image(_:for:)` (see ``image(_:for:)``).
    indirect case buttonImage(Image, for: ControlState)

    // MARK: Value
    /// The bounds of a slider's value. Installed before ``value(_:)``.
    case range(min: Double, max: Double)
    /// The amount a slider moves per key press.
    case step(Double)
    /// A slider's value.
    case value(Double)
    /// Whether a switch is on.
    case isOn(Bool)
    /// A progress bar's completion, from 0 to 1.
    case progress(Double)
    /// The selected segment or list row. Installed after ``segments(_:)`` and ``items(_:)``.
    case selectedIndex(Int)
    /// Whether an activity indicator spins.
    case animating(Bool)
    /// How far a scroll view's content is scrolled up, in rows (cells). Installed after ``content(_:)``.
    case contentOffset(Double)

    // MARK: State
    /// Whether the widget takes input; a disabled control shows its disabled title.
    case enabled(Bool)
    /// Whether the widget is drawn and takes space.
    case hidden(Bool)
    /// Whether a button is shown highlighted (pressed down), with its highlighted title and color.
    case highlighted(Bool)
    /// Whether a button is shown selected, with its selected title and color.
    case selected(Bool)
    /// A button's titles and title colors per control state in one bundle (ViewComposer's
    /// `.states([Normal(…), Highlighted(…)])`). A style never holds it: constructing a
    /// style expands it into ``title(_:for:)``, ``titleColor(_:for:)`` and
    /// ``buttonImage(_:for:)`` attributes (see ``StateAppearance``), so it merges and diffs per state and per field.
    case states([StateAppearance])

    // MARK: Layout
    /// The axes along which the widget takes a share of its stack's slack (GTK's
    /// `hexpand`/`vexpand`, CSS `flex-grow`, a low hugging priority in UIKit); without it,
    /// the widget kind's default (``Axis/Set`` in the layout rules). An explicit `width` or
    /// `height` wins on its axis.
    case expands(Axis.Set)
    /// The direction a stack view arranges its subviews in.
    case axis(Axis)
    /// How a stack view shares its length between its subviews.
    case distribution(Distribution)
    /// How a stack view places its subviews across its axis.
    case alignment(StackAlignment)
    /// Space between a stack view's arranged subviews, in cells.
    case spacing(Double)
    /// Space around the widget's content inside its frame (UIKit's layout margins).
    indirect case margins(EdgeInsets)
    /// Space between the widget's border and its content.
    indirect case padding(EdgeInsets)
    /// A fixed width, in cells; it wins over a stack's fill alignment and distribution.
    case width(Double)
    /// A fixed height, in cells; it wins over a stack's fill alignment and distribution.
    case height(Double)

    // MARK: Appearance
    /// A case transformation of displayed text (ViewComposer's `.case`).
    case `case`(TextCase)
    /// Where text sits horizontally.
    case textAlignment(TextAlignment)
    /// Bold, italic, underline, reverse.
    case textStyle(TextStyle)
    /// The color of text.
    case textColor(Color)
    /// A button's title color in one control state.
    case titleColor(Color, for: ControlState)
    /// The color behind the widget (ViewComposer's `.color`).
    case backgroundColor(Color)
    /// The accent of switches, sliders, progress bars and selections.
    case tintColor(Color)
    /// How the border is drawn.
    case borderStyle(BorderStyle)
    /// The border's color.
    case borderColor(Color)
    /// From 0 (invisible) to 1 (opaque).
    case opacity(Double)
    /// The typeface of the widget's text (family, size, weight).
    indirect case font(Font)
    /// The radius of the border's corners, in pixels; a terminal rounds any radius above 0.
    case cornerRadius(Double)
    /// The border's width, in pixels: 0 hides the border, a terminal draws 2 or more heavy.
    case borderWidth(Double)
    /// Whether drawing outside the widget's bounds (its children's) is cut off.
    case clipsToBounds(Bool)
    /// How an image view fits its picture into its bounds.
    case contentMode(ContentMode)

    // MARK: Events
    /// The widget's delegate, held weakly (ViewComposer's `.delegate(self)`).
    case delegate(DelegateReference)
    /// What a button runs when pressed, one handler per style (ViewComposer's `.target`).
    case onPress(EventHandler)
    /// What a control runs with its new value after each user change (slider, switch,
    /// segmented control, text field, text view).
    case onChange(EventHandler)
    /// What a text field runs with its text when the user presses Return.
    case onSubmit(EventHandler)

    // MARK: Accessibility
    /// What assistive technology (a screen reader) calls the widget, instead of the name the
    /// widget's kind gives it (a button's title, a label's text): UIKit's and SwiftUI's
    /// `accessibilityLabel`. An empty string is the same as none.
    case accessibilityLabel(String)
    /// A longer description assistive technology reads after the name: UIKit's and SwiftUI's
    /// `accessibilityHint` (GTK's and ARIA's "description"). A text field without one is
    /// described by its placeholder.
    case accessibilityHint(String)
    /// The widget (usually a label) whose text names this one for assistive technology: a
    /// form's "Auto-count" label naming the switch beside it (GTK's `LABELLED_BY` relation,
    /// ARIA's `aria-labelledby`; SwiftUI's `accessibilityLabeledPair`).
    case accessibilityLabeledBy(ViewReference)
    /// Whether assistive technology skips the widget and everything below it, while it is
    /// still drawn: a decoration, or a hint line that only sighted users need. SwiftUI's
    /// `accessibilityHidden` (UIKit's `accessibilityElementsHidden`).
    case accessibilityHidden(Bool)

    // MARK: Custom
    /// An attribute from a family the user declared (see ``CustomAttribute``).
    indirect case custom(AnyCustomAttribute)
}
