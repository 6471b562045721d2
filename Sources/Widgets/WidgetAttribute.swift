public import ComposerModel

/// An `Attribute` that widget type `W` accepts, checked at compile time.
///
/// ```swift
/// let label: Label = [.text("Hi"), .textColor(.red), .width(12)]
/// let field: TextField = [.placeholder("Email"), .secureEntry(false)]
/// // let bad: Label = [.placeholder("x")]   // does not compile: Label takes no placeholder
/// ```
///
/// Widget literals are built from these (each widget's `init(arrayLiteral:)`),
/// so a literal can only hold attributes its widget handles. The members mirror
/// the `Attribute` cases and conveniences: the common ones are available for
/// every widget, the rest only where `W` is the widget (or a subclass of it)
/// that handles them. Styles (`Style`), merges (`<<-`, `<-`) and
/// `init(style:)` stay untyped and are checked at run time.
public struct WidgetAttribute<W>: Sendable {
    /// The attribute this stands for.
    public let attribute: Attribute

    /// Wraps `attribute` unchecked: for a widget subclass declaring the typed
    /// attributes it adds (in an `extension WidgetAttribute where W: MyWidget`).
    /// The widget still judges the attribute at run time.
    public init(_ attribute: Attribute) {
        self.attribute = attribute
    }
}

// MARK: Every widget

extension WidgetAttribute where W: Widget {
    /// A stable name for the widget, for lookup and diagnostics.
    public static func identifier(_ value: String) -> Self { Self(.identifier(value)) }
    /// Whether the widget is drawn and takes space.
    public static func hidden(_ value: Bool) -> Self { Self(.hidden(value)) }
    /// Whether the widget takes input.
    public static func enabled(_ value: Bool) -> Self { Self(.enabled(value)) }
    /// The color behind the widget.
    public static func backgroundColor(_ value: Color) -> Self { Self(.backgroundColor(value)) }
    /// The background color, under ViewComposer's name.
    public static func color(_ value: Color) -> Self { Self(.color(value)) }
    /// The accent of switches, sliders, progress bars and selections.
    public static func tintColor(_ value: Color) -> Self { Self(.tintColor(value)) }
    /// From 0 (invisible) to 1 (opaque).
    public static func opacity(_ value: Double) -> Self { Self(.opacity(value)) }
    /// Opacity, under UIKit's name.
    public static func alpha(_ value: Double) -> Self { Self(.alpha(value)) }
    /// The axes the widget takes a share of its stack's slack along (see ``Widget/expansion``).
    public static func expands(_ value: Axis.Set) -> Self { Self(.expands(value)) }
    /// A fixed width, in size units (terminal cells; `GTKScreen.Units` in a window).
    public static func width(_ value: Double) -> Self { Self(.width(value)) }
    /// A fixed height, in size units (terminal cells; `GTKScreen.Units` in a window).
    public static func height(_ value: Double) -> Self { Self(.height(value)) }
    /// Space around the widget's content inside its frame.
    public static func margins(_ value: EdgeInsets) -> Self { Self(.margins(value)) }
    /// The same margin on all four edges (ViewComposer's `.layoutMargins(all:)`).
    public static func layoutMargins(all inset: Double) -> Self { Self(.layoutMargins(all: inset)) }
    /// Space between the widget's border and its content.
    public static func padding(_ value: EdgeInsets) -> Self { Self(.padding(value)) }
    /// The same padding on all four edges.
    public static func padding(all inset: Double) -> Self { Self(.padding(all: inset)) }
    /// How the border is drawn.
    public static func borderStyle(_ value: BorderStyle) -> Self { Self(.borderStyle(value)) }
    /// The border's color.
    public static func borderColor(_ value: Color) -> Self { Self(.borderColor(value)) }
    /// An attribute of a user-declared family; the widget judges it at run time.
    public static func custom(_ attribute: some CustomAttribute) -> Self { Self(.custom(attribute)) }
}

// MARK: Label

extension WidgetAttribute where W: Label {
    /// The text the label shows.
    public static func text(_ value: String) -> Self { Self(.text(value)) }
    /// The color of the text.
    public static func textColor(_ value: Color) -> Self { Self(.textColor(value)) }
    /// Where the text sits horizontally.
    public static func textAlignment(_ value: TextAlignment) -> Self { Self(.textAlignment(value)) }
    /// Bold, italic, underline, reverse.
    public static func textStyle(_ value: TextStyle) -> Self { Self(.textStyle(value)) }
    /// A case transformation of the displayed text (ViewComposer's `.case`).
    public static func `case`(_ value: TextCase) -> Self { Self(.case(value)) }
    /// The most lines the label shows; 0 means as many as needed.
    public static func numberOfLines(_ value: Int) -> Self { Self(.numberOfLines(value)) }
}

// MARK: Button

extension WidgetAttribute where W: Button {
    /// The title in one control state.
    public static func title(_ value: String, for state: ControlState) -> Self { Self(.title(value, for: state)) }
    /// The image in one control state, leading the title (UIKit's `setImage(_:for:)`).
    ///
    /// ```swift
    /// let play: Button = [.title("Play", for: .normal), .image(.file("play.png", altText: "▶"), for: .normal)]
    /// ```
    public static func image(_ value: Image, for state: ControlState) -> Self { Self(.image(value, for: state)) }
    /// The title color in one control state.
    public static func titleColor(_ value: Color, for state: ControlState) -> Self {
        Self(.titleColor(value, for: state))
    }
    /// Bold, italic, underline, reverse.
    public static func textStyle(_ value: TextStyle) -> Self { Self(.textStyle(value)) }
    /// Where the title sits horizontally.
    public static func textAlignment(_ value: TextAlignment) -> Self { Self(.textAlignment(value)) }
}

// MARK: Switch

extension WidgetAttribute where W: Switch {
    /// Whether the switch is on.
    public static func isOn(_ value: Bool) -> Self { Self(.isOn(value)) }
    /// The switch's state, under ViewComposer's name.
    public static func on(_ value: Bool) -> Self { Self(.on(value)) }
}

// MARK: Slider

extension WidgetAttribute where W: Slider {
    /// The bounds of the value.
    public static func range(min: Double, max: Double) -> Self { Self(.range(min: min, max: max)) }
    /// The bounds of the value, from a closed range.
    public static func range(_ bounds: ClosedRange<Double>) -> Self { Self(.range(bounds)) }
    /// The slider's value.
    public static func value(_ value: Double) -> Self { Self(.value(value)) }
    /// The amount the slider moves per key press.
    public static func step(_ value: Double) -> Self { Self(.step(value)) }
}

// MARK: ProgressBar

extension WidgetAttribute where W: ProgressBar {
    /// The completion, from 0 to 1.
    public static func progress(_ value: Double) -> Self { Self(.progress(value)) }
}

// MARK: ActivityIndicator

extension WidgetAttribute where W: ActivityIndicator {
    /// Whether the indicator spins.
    public static func animating(_ value: Bool) -> Self { Self(.animating(value)) }
}

// MARK: TextField

extension WidgetAttribute where W: TextField {
    /// The field's text.
    public static func text(_ value: String) -> Self { Self(.text(value)) }
    /// Text shown while the field is empty.
    public static func placeholder(_ value: String) -> Self { Self(.placeholder(value)) }
    /// Whether the input is shown masked.
    public static func secureEntry(_ value: Bool) -> Self { Self(.secureEntry(value)) }
    /// The color of the text.
    public static func textColor(_ value: Color) -> Self { Self(.textColor(value)) }
    /// Where the text sits horizontally.
    public static func textAlignment(_ value: TextAlignment) -> Self { Self(.textAlignment(value)) }
    /// The field's delegate, held weakly: `.delegate(self)`.
    public static func delegate(_ delegate: any TextFieldDelegate & Sendable) -> Self { Self(.delegate(delegate)) }
}

// MARK: TextView

extension WidgetAttribute where W: TextView {
    /// The text view's text.
    public static func text(_ value: String) -> Self { Self(.text(value)) }
    /// Whether the text view accepts typing.
    public static func editable(_ value: Bool) -> Self { Self(.editable(value)) }
    /// The color of the text.
    public static func textColor(_ value: Color) -> Self { Self(.textColor(value)) }
    /// Where the text sits horizontally.
    public static func textAlignment(_ value: TextAlignment) -> Self { Self(.textAlignment(value)) }
}

// MARK: SegmentedControl

extension WidgetAttribute where W: SegmentedControl {
    /// The segments' titles.
    public static func segments(_ value: [String]) -> Self { Self(.segments(value)) }
    /// The selected segment.
    public static func selectedIndex(_ value: Int) -> Self { Self(.selectedIndex(value)) }
}

// MARK: ListView

extension WidgetAttribute where W: ListView {
    /// The rows.
    public static func items(_ value: [ListItem]) -> Self { Self(.items(value)) }
    /// The selected row.
    public static func selectedIndex(_ value: Int) -> Self { Self(.selectedIndex(value)) }
    /// The list's delegate, held weakly: `.delegate(self)`.
    public static func delegate(_ delegate: any ListViewDelegate & Sendable) -> Self { Self(.delegate(delegate)) }
}

// MARK: StackView

extension WidgetAttribute where W: StackView {
    /// The direction the subviews are arranged in.
    public static func axis(_ value: Axis) -> Self { Self(.axis(value)) }
    /// Space between the arranged subviews, in size units (terminal cells).
    public static func spacing(_ value: Double) -> Self { Self(.spacing(value)) }
    /// How the stack's length is shared between its subviews.
    public static func distribution(_ value: Distribution) -> Self { Self(.distribution(value)) }
    /// How the subviews are placed across the axis.
    public static func alignment(_ value: StackAlignment) -> Self { Self(.alignment(value)) }
    /// The subviews arranged, in order.
    public static func arrangedSubviews(_ value: [ViewReference]) -> Self { Self(.arrangedSubviews(value)) }
    /// The subviews arranged, in order (ViewComposer's `.views`).
    public static func views(_ views: [any AnyObject & Sendable]) -> Self { Self(.views(views)) }
}

// MARK: ScrollView

extension WidgetAttribute where W: ScrollView {
    /// The widget scrolled.
    public static func content(_ reference: ViewReference) -> Self { Self(.content(reference)) }
    /// The widget scrolled: `.content(log)`.
    public static func content(_ widget: any AnyObject & Sendable) -> Self { Self(.content(ViewReference(widget))) }
    /// Rows of the content scrolled off the top.
    public static func contentOffset(_ value: Double) -> Self { Self(.contentOffset(value)) }
}

// MARK: Accessibility, every widget

extension WidgetAttribute where W: Widget {
    /// The name assistive technology says instead of the one the widget's kind gives.
    ///
    /// ```swift
    /// let save: Button = [.title("💾", for: .normal), .accessibilityLabel("Save")]
    /// ```
    public static func accessibilityLabel(_ value: String) -> Self { Self(.accessibilityLabel(value)) }
    /// The description assistive technology reads after the name.
    public static func accessibilityHint(_ value: String) -> Self { Self(.accessibilityHint(value)) }
    /// The widget (usually a label) whose text names this one for assistive technology.
    public static func accessibilityLabeledBy(_ label: Widget) -> Self { Self(.accessibilityLabeledBy(ViewReference(label))) }
    /// Whether assistive technology skips the widget and what it holds (it is still drawn).
    public static func accessibilityHidden(_ value: Bool) -> Self { Self(.accessibilityHidden(value)) }
}
