import ComposerModel
import Observation

/// The binding `bind(to:_:)` makes for a style builder: a function that writes the style for
/// a model into storage the binding reuses, so that an evaluation allocates nothing once warm.
///
/// ```swift
/// label.bind(to: model) { model, style in          // one of these
///     style.set(.text("Count: \(model.count)"))
///     style.set(.textColor(model.count > 9 ? .red : .green))
/// }
/// ```
///
/// Two styles take turns: the one the target was last given (the next diff's old side,
/// shared with the target's bookkeeping) and ``spare``, the one before it, which nothing else
/// holds by the next evaluation. The builder writes into the spare, emptied with its capacity
/// kept, so a function that sets the same keys each time fills the same storage. The cost is
/// a second array per binding that has changed more than once.
///
/// Threading: as ``Binding``, loop only apart from marking and disposing.
final class ModelStyleBuilderBinding<Model: AnyObject>: Binding {
    /// The model, not kept alive (see ``ModelStyleBinding``'s for why it is unowned).
    private let model: UnownedReference<Model>
    /// The builder, until the binding ends; then one that captures nothing. Lent to each call
    /// `inout` and `@exclusivity(unchecked)`, as ``ModelStyleBinding``'s style function is
    /// (listed in UnsafeInventory.md).
    @exclusivity(unchecked) private var build: @LoopActor (Model, inout Style) throws -> Void
    /// The style output before the latest one: the storage the next evaluation writes into.
    private var spare = Style()

    /// A binding of `model` through `build`.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler that flushes it.
    ///   - file: Where the binding is made, for diagnostics.
    ///   - line: The line it is made on, likewise.
    ///   - model: The view model, not kept alive: the binding ends when it is gone.
    ///   - build: Writes the style for the model's state into the style it is given, empty.
    init(scheduler: BindingScheduler, file: String, line: Int,
         model: Model, build: @escaping @LoopActor (Model, inout Style) throws -> Void) {
        self.model = UnownedReference(model)
        self.build = build
        super.init(scheduler: scheduler, file: file, line: line,
                   initialOutput: .style(Style()), tracksObservable: model is any Observable)
    }

    override func evaluateOutput() throws -> Bool {
        guard let model = model.load() else { return false }
        isRunningFunction = true
        defer { isRunningFunction = false }
        // Moved out, so that the storage is unique while it is written (when the target has
        // let go of it: it holds the latest output, not this one).
        var style = Style()
        swap(&style, &spare)
        style.removeAll(keepingCapacity: true)
        try Self.call(&build, with: model, into: &style)
        // Swapped, not copied: the previous output moves into the spare without a retain.
        if case .style(let previous) = exchangeOutput(.style(consume style)) { spare = previous }
        return true
    }

    /// Calls `build` lent `inout`, not copied (see ``ModelStyleBinding``).
    private static func call(
        _ build: inout @LoopActor (Model, inout Style) throws -> Void, with model: Model, into style: inout Style
    ) throws {
        try build(model, &style)
    }

    override func releaseEvaluation() {
        guard !isRunningFunction else { return }   // `evaluate()` releases it once the call returns
        build = endedBuild
        spare = Style()
    }
}

/// What an ended binding's builder becomes: it captures nothing and is not generic, so
/// storing it allocates nothing, whatever the model's type.
///
/// - Parameters:
///   - model: Unused.
///   - style: Left empty.
@LoopActor
private func endedBuild(_ model: AnyObject, _ style: inout Style) {}
