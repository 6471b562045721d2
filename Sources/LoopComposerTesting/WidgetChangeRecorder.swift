public import Bindings
public import ComposerModel
public import Widgets

/// Counts, per widget and key, the attributes widgets set or reset while it records: what
/// a test checks "only the changed attribute was installed" with. Widgets keep no counts
/// of their own.
///
/// ```swift
/// let changes = WidgetChangeRecorder.start()
/// defer { changes.stop() }
/// let label: Label = [.text("a")]
/// label.install([.text("b"), .textColor(.red)] as Style)
/// changes.changeCountByKey(of: label)   // [.text: 2, .textColor: 1]
/// ```
///
/// It records as ``Widgets/Widget/changeObserver``, so it sees every widget, built before
/// or after it started; it counts from the moment it starts (a widget built from a style
/// after that counts the style's attributes, not its class's `defaultStyle`). A widget
/// gone while recording takes its counts with it: a new widget at the same address starts
/// from none.
///
/// Threading: loop only, like the widgets. Re-entrancy: recording touches no widget.
@LoopActor
public final class WidgetChangeRecorder: WidgetChangeObserver {
    /// One widget's counts, with the widget (weakly) to tell it from a later one at the same address.
    private struct Entry {
        weak var widget: Widget?
        var countByKey: [AttributeKey: Int] = [:]
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    private init() {}

    /// Starts recording every widget's changes, in place of any recorder or observer
    /// installed before.
    ///
    /// - Returns: The recorder; ``stop()`` ends its recording.
    public static func start() -> WidgetChangeRecorder {
        let recorder = WidgetChangeRecorder()
        Widget.changeObserver = recorder
        return recorder
    }

    /// Stops recording (if this recorder is still the widgets' observer); the counts stay.
    public func stop() {
        if Widget.changeObserver === self { Widget.changeObserver = nil }
    }

    /// How many times `widget` set or reset each key since recording started.
    ///
    /// - Parameter widget: A widget.
    /// - Returns: The count per key changed at least once; empty when none was.
    public func changeCountByKey(of widget: Widget) -> [AttributeKey: Int] {
        guard let entry = entries[ObjectIdentifier(widget)], entry.widget === widget else { return [:] }
        return entry.countByKey
    }

    /// Counts one change of `key` on `widget`: ``WidgetChangeObserver``'s requirement.
    public func widget(_ widget: Widget, didChange key: AttributeKey) {
        let id = ObjectIdentifier(widget)
        if entries[id]?.widget !== widget { entries[id] = Entry(widget: widget) }
        entries[id]?.countByKey[key, default: 0] += 1
    }
}
