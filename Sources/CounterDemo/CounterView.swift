public import Bindings
import ComposerModel
public import Widgets

/// The live counter's widgets, bound to a ``CounterViewModel``.
///
/// ```swift
/// let model = CounterViewModel()
/// let view = CounterView(model: model)
/// try TerminalApp(root: view.root, loop: loop).run()
/// ```
///
/// ```
///  LoopComposer · live counter
/// ╭──────────────╮
/// │  Count: 42   │
/// ╰──────────────╯
/// [ - ] [ + ] [ Reset ] [ Pause ]
/// Step  1  2  5  10
/// Auto-count [on ]
/// turn 40 · 1 change → 2 set, 0 reset · flush 21 µs · 12 frames
/// Tab focus · Enter/Space press · + - r p · q quit
/// ```
///
/// The last line is the key hint the app's backend gives (`AppContext.keyHint(keys:showsOwnKeys:)`):
/// `+ - r p · Ctrl+Q quit` in a window; hidden where no key reaches the app.
///
/// Every widget has an identifier, so logs name them (`count`, `plus`, `status`…).
/// Bindings end with the widgets (their lifetimes) or with ``end()``.
///
/// Threading: loop only.
@LoopActor
public final class CounterView {
    public let root: StackView
    public let title: Label = [.identifier("title"), .text("LoopComposer · live counter"), .textStyle(.bold), .emphasis(.title2)]
    public let count: Label = [.identifier("count"), .textAlignment(.center), .textStyle(.bold), .borderStyle(.rounded), .width(24)]
    public let minus: Button = [.identifier("minus"), .title("-", for: .normal)]
    public let plus: Button = [.identifier("plus"), .title("+", for: .normal)]
    public let reset: Button = [.identifier("reset"), .title("Reset", for: .normal)]
    public let pause: Button = [.identifier("pause")]
    public let step: SegmentedControl = [.identifier("step"), .segments(CounterViewModel.steps.map(String.init))]
    public let autoCount: Switch = [.identifier("autoCount")]
    public let status: Label = [.identifier("status"), .emphasis(.dim)]
    public let help: Label

    /// Builds the widgets and binds them to `model`; buttons and controls change it.
    ///
    /// - Parameters:
    ///   - model: The counter.
    ///   - keyHint: The keys that work where the view is shown; the hint line is hidden
    ///     when `nil`.
    public init(model: CounterViewModel, keyHint: String? = nil) {
        // The key hints are for sighted users at a keyboard: a screen reader skips them.
        help = Label(style: keyHint.map { [.identifier("help"), .text($0), .emphasis(.dim), .accessibilityHidden(true)] }
            ?? [.identifier("help"), .hidden(true), .accessibilityHidden(true)])
        let buttons: StackView = [.views([minus, plus, reset, pause]), .axis(.horizontal), .spacing(1)]
        let stepLabel: Label = [.text("Step")]
        let stepRow: StackView = [.views([stepLabel, step]), .axis(.horizontal), .spacing(1)]
        let autoLabel: Label = [.text("Auto-count")]
        let autoRow: StackView = [.views([autoLabel, autoCount]), .axis(.horizontal), .spacing(1)]
        root = [.views([title, count, buttons, stepRow, autoRow, status, help]), .axis(.vertical), .alignment(.leading)]
        // The labels beside the controls name them for assistive technology.
        step.accessibilityLabeledBy = stepLabel
        autoCount.accessibilityLabeledBy = autoLabel

        count.bind(to: model) { $0.countStyle }
        pause.bind(to: model) { [.title($0.pauseTitle, for: .normal)] }
        step.bind(to: model) { [.selectedIndex($0.stepIndex)] }
        autoCount.bindIsOn(to: model, \.autoCounts)
        status.bind(to: model) { [.text($0.statistics.description)] }

        minus.onPress { [weak model] in model?.decrement() }
        plus.onPress { [weak model] in model?.increment() }
        reset.onPress { [weak model] in model?.reset() }
        pause.onPress { [weak model] in model?.togglePause() }
        step.onSelectionChanged { [weak model] index in model?.selectStep(at: index) }
    }

    /// Every widget of the view, in tree order.
    public var widgets: [Widget] {
        func collect(_ widget: Widget) -> [Widget] { [widget] + widget.children.flatMap(collect) }
        return collect(root)
    }

    /// Ends every binding of the view.
    public func end() {
        for widget in widgets { widget.lifetime.end() }
    }
}
