import ComposerModel
import Observation

/// The binding `bind(to:_:)` makes: a style function of a model it does not keep alive.
///
/// ```swift
/// label.bind(to: model) { model in [.text("Count: \(model.count)")] }   // one of these
/// ```
///
/// The model and the function are stored here rather than captured by a closure: a
/// closure capturing them is one more heap block per binding (48 bytes in the memory
/// scenario).
///
/// Threading: as ``Binding``, loop only apart from marking and disposing.
final class ModelStyleBinding<Model: AnyObject, Target: Styleable>: Binding {
    /// The model. Not `weak`: a weak reference gave every bound model a side table, which
    /// each of its retains and releases then went through (see ``UnownedReference``). A
    /// constant: a variable, let go when the binding ends, cost a dynamic exclusivity check
    /// per evaluation (measured: PerformanceHistory.md). So a model that is gone keeps
    /// its allocation (not what its properties held) until the binding is freed, where the
    /// weak reference kept its side table.
    private let model: UnownedReference<Model>
    /// The target, whose memory it keeps, as ``model``: the binding keeps its target's
    /// bookkeeping itself while it is the target's only binding (`Binding+OwnBookkeeping.swift`).
    private let target: UnownedReference<Target>
    /// The style function, until the binding ends; then a function that captures nothing,
    /// so what the user's captured is released. Not optional: unwrapping an optional
    /// closure copied it on every evaluation.
    ///
    /// Lent to each call `inout` (see ``call(_:with:)``) and `@exclusivity(unchecked)`: the
    /// only other access is ``releaseEvaluation()``'s store, which waits for the call to
    /// end while ``Binding/isRunningFunction`` is set (listed in UnsafeInventory.md).
    @exclusivity(unchecked) private var style: @LoopActor (Model) throws -> Style

    /// A binding of `model` through `style`.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler that flushes it.
    ///   - file: Where the binding is made, for diagnostics.
    ///   - line: The line it is made on, likewise.
    ///   - model: The view model, not kept alive: the binding ends when it is gone.
    ///   - target: What the binding styles, not kept alive.
    ///   - style: The style for the model's state.
    init(scheduler: BindingScheduler, file: String, line: Int,
         model: Model, target: Target, style: @escaping @LoopActor (Model) throws -> Style) {
        self.model = UnownedReference(model)
        self.target = UnownedReference(target)
        self.style = style
        super.init(scheduler: scheduler, file: file, line: line,
                   initialOutput: .style(Style()), tracksObservable: model is any Observable)
    }

    override func evaluateOutput() throws -> Bool {
        // Retained: the model stays alive for the call even if the style function drops the
        // last other reference to it, and a model that is gone ends the binding.
        guard let model = model.load() else { return false }
        isRunningFunction = true
        // The function ended its own binding (disposed it, say): `Binding.evaluate()` lets it
        // go once the call is over, not under itself.
        defer { isRunningFunction = false }
        let replaced = exchangeOutput(.style(try Self.call(&style, with: model)))
        // What the target was last given, for the install that follows (see
        // `Binding+OwnBookkeeping.swift`); a shared bookkeeping remembers it itself.
        if flags.placement == .ownBookkeeping, case .style(let shown) = replaced { scheduler.reusableStyle = shown }
        return true
    }

    override var styleTarget: (any Styleable)? { target.load() }

    /// Calls `style` without copying it: an `inout` function is lent to the call, where one
    /// read from a stored property is retained for it and released after (a retain and a
    /// release per evaluation).
    private static func call(_ style: inout @LoopActor (Model) throws -> Style, with model: Model) throws -> Style {
        try style(model)
    }

    override func releaseEvaluation() {
        guard !isRunningFunction else { return }   // `evaluate()` releases it once the call returns
        // An ended binding is never evaluated again (`evaluate()` checks first). Not a
        // closure literal: one in this generic class captures `Model`'s metadata, a heap
        // block per ended binding (10,000 more allocations in the scale scenario).
        style = endedStyle
    }
}

/// What an ended binding's style function becomes: it captures nothing and is not generic,
/// so storing it allocates nothing, whatever the model's type.
///
/// - Parameter model: Unused.
/// - Returns: The empty style.
@LoopActor
private func endedStyle(_ model: AnyObject) -> Style {
    Style()
}
