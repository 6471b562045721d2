public import Bindings
public import ComposerModel
public import Widgets

/// How a widget shows in a GTK window: the GTK backend's presentation protocol, adopted
/// by each widget in this module (`Label+GTK.swift`, `Button+GTK.swift`, …) and by a
/// user's own widgets in their modules. ``GTKScreen`` knows no widget type: it asks the
/// widget.
///
/// The screen makes the native widget once (``makeGTKWidget(in:)``), connects its signals
/// (``connectGTKSignals(of:)``), shows every key of ``gtkPresentedKeys`` once, and from
/// then on, per install, shows only the keys the installed delta set or reset
/// (``showInGTK(_:on:in:)``): the widget's properties already hold the new values (a
/// reset key holds its default, which shows as GTK's default). Keys the widget does not
/// show itself (it returns `false`) get the screen's meaning for the attributes every
/// widget has: hidden, enabled, opacity, width and height, margins, padding, colors,
/// border.
///
/// ```swift
/// final class Meter: Widget { private(set) var level = 0.0 … }
///
/// extension Meter: GTKPresentable {
///     public var gtkPresentedKeys: [AttributeKey] { [.value] }
///     public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
///         try GTKWidget(typeName: "GtkLevelBar")
///     }
///     public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
///         guard key == .value else { return false }
///         native.setProperty("value", to: .double(level))
///         return true
///     }
/// }
/// ```
///
/// Thread and re-entrancy rules: loop thread (`@LoopActor`). ``showInGTK(_:on:in:)`` runs
/// inside an install with the native widget's signal handlers blocked (no echo); it must
/// make one counted GTK call per key it shows (``GTKWidget/perform(_:)``,
/// ``GTKWidget/setProperty(_:to:)``, ``GTKWidget/setStyle(_:for:selector:)``) and must not
/// install on widgets.
@LoopActor
public protocol GTKPresentable: Widget {
    /// The keys this widget shows itself, shown once when its native widget is made (the
    /// common keys are added by the screen).
    var gtkPresentedKeys: [AttributeKey] { get }

    /// Makes the native widget, every property at GTK's default.
    ///
    /// - Parameter screen: The screen presenting the widget (for the units).
    /// - Returns: The native widget.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` when GTK makes none.
    func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget

    /// Shows the widget's current value for `key`.
    ///
    /// - Parameters:
    ///   - key: A key the install set or reset.
    ///   - native: The widget's native widget.
    ///   - screen: The screen (units, and the native widgets of children).
    /// - Returns: Whether the widget showed `key`; `false` lets the screen give it its
    ///   common meaning.
    func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool

    /// Connects the native widget's signals to the widget's user-event paths. Handlers
    /// are blocked while installs are shown, so they see user input only.
    ///
    /// - Parameters:
    ///   - native: The widget's native widget.
    ///   - screen: The screen.
    func connectGTKSignals(of native: GTKWidget, in screen: GTKScreen)

    /// Shows the widget's children after they changed outside an install (a list's rows
    /// inserted, removed or moved; ``Widgets/Widget/addChild(_:)``).
    ///
    /// - Parameters:
    ///   - native: The widget's native widget.
    ///   - screen: The screen (the children's native widgets).
    func showChildrenInGTK(on native: GTKWidget, in screen: GTKScreen)
}

extension GTKPresentable {
    public func connectGTKSignals(of native: GTKWidget, in screen: GTKScreen) {}
    public func showChildrenInGTK(on native: GTKWidget, in screen: GTKScreen) {}
}
