import Bindings
import ComposerModel

// Typed event handlers: each widget's literal offers the events it sends, with
// the value type it sends them with, so `{ value in … }` needs no annotation.
// See `Attribute+Events.swift` for what a style's handler replaces and keeps.

extension WidgetAttribute where W: Button {
    /// What the button runs when pressed (ViewComposer's `.target`).
    ///
    /// ```swift
    /// let login: Button = [.title("Log in", for: .normal), .onPress { model.logIn() }]
    /// ```
    public static func onPress(_ action: @escaping @LoopActor () -> Void) -> Self { Self(.onPress(action)) }
    /// What the button runs when pressed, an action made once.
    public static func onPress(_ action: EventAction<Void>) -> Self { Self(.onPress(action)) }
}

extension WidgetAttribute where W: Slider {
    /// What the slider runs with its new value after each user change.
    public static func onChange(_ action: @escaping @LoopActor (Double) -> Void) -> Self { Self(.onChange(action)) }
    /// What the slider runs after each user change, an action made once.
    public static func onChange(_ action: EventAction<Double>) -> Self { Self(.onChange(action)) }
}

extension WidgetAttribute where W: Switch {
    /// What the switch runs with its new state each time the user flips it.
    public static func onChange(_ action: @escaping @LoopActor (Bool) -> Void) -> Self { Self(.onChange(action)) }
    /// What the switch runs each time the user flips it, an action made once.
    public static func onChange(_ action: EventAction<Bool>) -> Self { Self(.onChange(action)) }
}

extension WidgetAttribute where W: SegmentedControl {
    /// What the control runs with the segment index each time the user selects one.
    public static func onChange(_ action: @escaping @LoopActor (Int) -> Void) -> Self { Self(.onChange(action)) }
    /// What the control runs each time the user selects a segment, an action made once.
    public static func onChange(_ action: EventAction<Int>) -> Self { Self(.onChange(action)) }
}

extension WidgetAttribute where W: ListView {
    /// What the list runs with the row index each time the user selects one.
    public static func onChange(_ action: @escaping @LoopActor (Int) -> Void) -> Self { Self(.onChange(action)) }
    /// What the list runs each time the user selects a row, an action made once.
    public static func onChange(_ action: EventAction<Int>) -> Self { Self(.onChange(action)) }
}

extension WidgetAttribute where W: TextField {
    /// What the field runs with its new text after each user edit.
    public static func onChange(_ action: @escaping @LoopActor (String) -> Void) -> Self { Self(.onChange(action)) }
    /// What the field runs after each user edit, an action made once.
    public static func onChange(_ action: EventAction<String>) -> Self { Self(.onChange(action)) }
    /// What the field runs with its text when the user presses Return.
    public static func onSubmit(_ action: @escaping @LoopActor (String) -> Void) -> Self { Self(.onSubmit(action)) }
    /// What the field runs when the user presses Return, an action made once.
    public static func onSubmit(_ action: EventAction<String>) -> Self { Self(.onSubmit(action)) }
}

extension WidgetAttribute where W: TextView {
    /// What the text view runs with its new text after each user edit.
    public static func onChange(_ action: @escaping @LoopActor (String) -> Void) -> Self { Self(.onChange(action)) }
    /// What the text view runs after each user edit, an action made once.
    public static func onChange(_ action: EventAction<String>) -> Self { Self(.onChange(action)) }
}
