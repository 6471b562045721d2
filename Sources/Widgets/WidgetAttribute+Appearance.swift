public import ComposerModel

// MARK: Every widget

extension WidgetAttribute where W: Widget {
    /// The radius of the border's corners, in pixels (a terminal rounds any radius above 0).
    ///
    /// ```swift
    /// let card: Label = [.text("Hi"), .borderWidth(1), .cornerRadius(6)]
    /// ```
    public static func cornerRadius(_ value: Double) -> Self { Self(.cornerRadius(value)) }
    /// The border's width, in pixels: 0 hides the border; a terminal draws 2 or more heavy.
    public static func borderWidth(_ value: Double) -> Self { Self(.borderWidth(value)) }
    /// Whether the children's drawing is cut off at the widget's bounds.
    public static func clipsToBounds(_ value: Bool) -> Self { Self(.clipsToBounds(value)) }
}

// MARK: Widgets showing text

extension WidgetAttribute where W: TextShowing {
    /// The typeface of the text (family, size, weight).
    ///
    /// ```swift
    /// let title: Label = [.text("Jobs"), .font(.system(size: 14, weight: .bold))]
    /// let code: TextView = [.font(.named("Monospace", size: 12))]
    /// ```
    public static func font(_ value: Font) -> Self { Self(.font(value)) }
}

// MARK: Labels and buttons

extension WidgetAttribute where W: Label {
    /// What the label is in its window: a title (`.title1`…`.title4`), a `.heading`, or
    /// `.dim` secondary text; styled the platform's way (GTK's style classes).
    ///
    /// ```swift
    /// let title: Label = [.text("Jobs"), .emphasis(.title2)]
    /// let hint: Label = [.text("Ctrl+Q quit"), .emphasis(.dim)]
    /// ```
    public static func emphasis(_ value: Emphasis) -> Self { Self(.emphasis(value)) }
}

extension WidgetAttribute where W: Button {
    /// What the button's action is: `.suggested`, `.destructive`, or `.defaultAction`
    /// (suggested, and Enter in the window's form presses it).
    ///
    /// ```swift
    /// let logIn: Button = [.title("Log in", for: .normal), .emphasis(.defaultAction)]
    /// ```
    public static func emphasis(_ value: Emphasis) -> Self { Self(.emphasis(value)) }
}

// MARK: ImageView

extension WidgetAttribute where W: ImageView {
    /// The picture shown: a file or in-memory pixels, with its alternative text.
    ///
    /// ```swift
    /// let logo: ImageView = [.image(.file("logo.ppm", altText: "logo"))]
    /// ```
    public static func image(_ value: Image) -> Self { Self(.image(value)) }
    /// How the picture fits the bounds.
    public static func contentMode(_ value: ContentMode) -> Self { Self(.contentMode(value)) }
}
