public import Bindings
public import ComposerModel

/// Hears of every attribute any widget sets or resets: what a test counts changes with
/// (LoopComposerTesting's `WidgetChangeRecorder`).
///
/// ```swift
/// final class KeyLog: WidgetChangeObserver {
///     var keys: [AttributeKey] = []
///     func widget(_ widget: Widget, didChange key: AttributeKey) { keys.append(key) }
/// }
/// Widget.changeObserver = KeyLog()
/// ```
///
/// One observer for all widgets, in ``Widget/changeObserver``; an install tells it of
/// each change the widget shows (an attribute applied or adjusted, a key reset), after the
/// last change of the install was made, never of one the widget refused.
///
/// Threading: loop only, like the widgets. Re-entrancy: an observer must not install
/// anything on a widget.
@LoopActor
public protocol WidgetChangeObserver: AnyObject {
    /// `widget` set or reset the attribute `key` names.
    ///
    /// - Parameters:
    ///   - widget: The widget that changed.
    ///   - key: The key set or reset.
    func widget(_ widget: Widget, didChange key: AttributeKey)
}
