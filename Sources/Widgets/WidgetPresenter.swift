public import Bindings
public import ComposerModel

/// A backend that mirrors widgets with objects of its own (the GTK backend's native
/// widgets) and is told of every install, so that it can pass on exactly what changed.
///
/// A widget calls its ``Widget/presenter`` at the end of each ``Widget/install(_:)``
/// (and a binding's ``Widget/install(from:to:)``), through
/// ``widget(_:didInstallChanges:)``, after the widget applied the changes (its
/// properties already hold the new values, and a reset key already holds its default).
/// A presenter implements either that (the keys, read in place) or
/// ``widget(_:didInstall:)`` (the delta, which the default of the first builds when the
/// install had none). A terminal, which redraws from ``Widget/displayRevision``, needs
/// no presenter.
///
/// ```swift
/// final class Recorder: WidgetPresenter {
///     var deltas: [StyleDelta] = []
///     func widget(_ widget: Widget, didInstall delta: StyleDelta) { deltas.append(delta) }
/// }
/// label.presenter = recorder   // held weakly
/// ```
///
/// Thread and re-entrancy rules: loop thread only (`@LoopActor`); called inside the
/// install, possibly during a flush: the presenter must not install on widgets itself.
@LoopActor
public protocol WidgetPresenter: AnyObject {
    /// The widget applied `delta`; show its changed attributes.
    ///
    /// - Parameters:
    ///   - widget: The widget installed on.
    ///   - delta: What the install set and reset, in apply order.
    func widget(_ widget: Widget, didInstall delta: StyleDelta)

    /// The widget made `changes`; show its changed attributes. What every install calls:
    /// the default builds the delta and calls ``widget(_:didInstall:)``; a presenter that
    /// reads the widget's properties implements this to show the keys without building it.
    ///
    /// ```swift
    /// func widget(_ widget: Widget, didInstallChanges changes: InstalledChanges) {
    ///     for key in changes { show(key, of: widget) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - widget: The widget installed on.
    ///   - changes: The keys the install set and reset, in apply order.
    func widget(_ widget: Widget, didInstallChanges changes: InstalledChanges)

    /// The widget's children changed outside an install: ``Widget/addChild(_:)``,
    /// ``Widget/removeFromParent()``, or a list's rows inserted, removed or moved.
    ///
    /// - Parameter widget: The widget whose children changed.
    func widgetDidChangeChildren(_ widget: Widget)

    /// The user changed what `key` of `widget` shows (``Widget/markChangedByUser(_:)``):
    /// typed, toggled, selected, through this backend or simulated by a test
    /// (`field.userDidType("ab")`); show the widget's value for `key`, which the native
    /// widget may already hold (then nothing needs to change).
    ///
    /// - Parameters:
    ///   - widget: The widget the user changed.
    ///   - key: What changed.
    func widget(_ widget: Widget, didChangeByUser key: AttributeKey)
}

extension WidgetPresenter {
    /// Builds the install's delta (if it has none) and calls ``widget(_:didInstall:)``.
    public func widget(_ widget: Widget, didInstallChanges changes: InstalledChanges) {
        self.widget(widget, didInstall: changes.delta)
    }

    public func widgetDidChangeChildren(_ widget: Widget) {}

    /// Nothing: a presenter whose native widgets report the user's edits themselves.
    public func widget(_ widget: Widget, didChangeByUser key: AttributeKey) {}
}
