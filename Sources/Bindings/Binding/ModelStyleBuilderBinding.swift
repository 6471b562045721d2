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
/// The builder writes into the scheduler's ``BindingScheduler/reusableStyle``, emptied with its
/// capacity kept: the style the binding evaluated before this one (this binding's own, when
/// it is the only one that changes) showed before its latest, which its install has let go
/// of. The previous output goes there in turn. So a function that sets the same keys each
/// time fills storage that exists already, and that storage is the one the flush's last diff
/// read, still in the cache: a second style per binding, taking turns with the first, was
/// one more cold block per change at scale and a second style's memory per binding
/// (PerformanceHistory.md, issue 27). A target whose bindings evaluate before any installs
/// (several bindings on one target) finds it still shared and writes into a copy: an
/// allocation, never a changed style.
///
/// Threading: as ``Binding``, loop only apart from marking and disposing.
final class ModelStyleBuilderBinding<Model: AnyObject, Target: Styleable>: Binding {
    /// The model, not kept alive (see ``ModelStyleBinding``'s for why it is unowned).
    private let model: UnownedReference<Model>
    /// The target, not kept alive (see ``ModelStyleBinding``'s).
    private let target: UnownedReference<Target>
    /// The builder, until the binding ends; then one that captures nothing. Lent to each call
    /// `inout` and `@exclusivity(unchecked)`, as ``ModelStyleBinding``'s style function is
    /// (listed in UnsafeInventory.md).
    @exclusivity(unchecked) private var build: @LoopActor (Model, inout Style) throws -> Void

    /// A binding of `model` through `build`.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler that flushes it.
    ///   - file: Where the binding is made, for diagnostics.
    ///   - line: The line it is made on, likewise.
    ///   - model: The view model, not kept alive: the binding ends when it is gone.
    ///   - target: What the binding styles, not kept alive.
    ///   - build: Writes the style for the model's state into the style it is given, empty.
    init(scheduler: BindingScheduler, file: String, line: Int,
         model: Model, target: Target, build: @escaping @LoopActor (Model, inout Style) throws -> Void) {
        self.model = UnownedReference(model)
        self.target = UnownedReference(target)
        self.build = build
        super.init(scheduler: scheduler, file: file, line: line,
                   initialOutput: .style(Style()), tracksObservable: model is any Observable)
    }

    override func evaluateOutput() throws -> Bool {
        guard let model = model.load() else { return false }
        isRunningFunction = true
        defer { isRunningFunction = false }
        // Moved out, so that the storage is unique while it is written (when the install that
        // followed its binding's evaluation let go of it).
        var style = scheduler.reusableStyle.take() ?? Style()
        style.removeAll(keepingCapacity: true)
        do {
            try Self.call(&build, with: model, into: &style)
        } catch {
            scheduler.reusableStyle = style
            throw error
        }
        // Swapped, not copied: the previous output moves into the scheduler without a retain.
        if case .style(let previous) = exchangeOutput(.style(consume style)) { scheduler.reusableStyle = previous }
        return true
    }

    override var styleTarget: (any Styleable)? { target.load() }

    /// Calls `build` lent `inout`, not copied (see ``ModelStyleBinding``).
    private static func call(
        _ build: inout @LoopActor (Model, inout Style) throws -> Void, with model: Model, into style: inout Style
    ) throws {
        try build(model, &style)
    }

    override func releaseEvaluation() {
        guard !isRunningFunction else { return }   // `evaluate()` releases it once the call returns
        build = endedBuild
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
