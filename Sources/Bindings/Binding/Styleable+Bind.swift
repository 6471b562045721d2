public import ComposerModel
import Observation

@LoopActor
extension Styleable where Self: LifetimeOwner {
    /// Binds this target's style to a function of view-model state.
    ///
    /// ```swift
    /// label.bind { [.text("Count: \(model.count)")] }
    /// ```
    ///
    /// The function runs at flush time, once per loop turn in which anything
    /// it read changed: `@Observed` and ``SharedProperty`` values and the
    /// properties of `@Observable` models. The binding ends when it is
    /// disposed or the target goes away; the function's captures live as long
    /// as the binding (use ``bind(to:file:line:_:)`` for a binding that does not keep its model alive).
    ///
    /// - Parameters:
    ///   - file: Where the binding is made, for diagnostics (defaults to the caller's file).
    ///   - line: The line it is made on, likewise.
    ///   - style: The style the target should have now.
    /// - Returns: The binding, to dispose early; it ends with the target anyway.
    @discardableResult
    public func bind(file: String = #fileID, line: Int = #line, _ style: @escaping @LoopActor () throws -> Style) -> Binding {
        makeBinding(file: file, line: line) { .style(try style()) }
    }

    /// Binds this target's style to a function of `model`, which the binding does not keep alive.
    ///
    /// ```swift
    /// label.bind(to: model) { model in
    ///     [.text("Count: \(model.count)"), .textColor(model.count > 9 ? .red : .green)]
    /// }
    /// ```
    ///
    /// The binding ends when the model goes away: at once if the model is a
    /// `LifetimeOwner`, otherwise at the next change of a property it read.
    ///
    /// What the function reads is followed: `@Observed` and ``SharedProperty`` values
    /// always, and the properties of `@Observable` objects when `model` is itself
    /// `@Observable`. A function that reads another `@Observable` object while bound to a
    /// model that is not one is not re-run when that object changes: use ``bind(file:line:_:)``
    /// (which always follows `@Observable` reads) or make the model `@Observable`. Skipping
    /// the observation machinery saves about 15% of each evaluation in the benchmarks.
    ///
    /// - Parameters:
    ///   - model: The view model; not retained.
    ///   - file: Where the binding is made, for diagnostics (defaults to the caller's file).
    ///   - line: The line it is made on, likewise.
    ///   - style: The style the target should have for the model's state now.
    /// - Returns: The binding, to dispose early.
    @discardableResult
    public func bind<Model: AnyObject>(
        to model: Model, file: String = #fileID, line: Int = #line,
        _ style: @escaping @LoopActor (Model) throws -> Style
    ) -> Binding {
        registerStyleBinding(
            ModelStyleBinding(scheduler: BindingScheduler.current, file: file, line: line, model: model, target: self, style: style),
            endingWith: model)
    }

    /// Binds this target's style to a style builder of `model`: a function that sets the
    /// style's attributes into storage the binding reuses, so that a change allocates nothing.
    ///
    /// ```swift
    /// label.bind(to: model) { model, style in
    ///     style.set(.text("Count: \(model.count)"))
    ///     style.set(.textColor(model.count > 9 ? .red : .green))
    /// }
    /// ```
    ///
    /// The form to use for a target that changes often (a counter, a status line, a row of a
    /// dashboard): it behaves as the array form, ``bind(to:file:line:_:)-(_,_,_,(Model)->Style)``,
    /// and differs only in where the style is kept. The builder is given an empty style whose
    /// storage held a style the flush has finished with (the loop keeps one for the next
    /// builder), so setting the same keys again allocates nothing (the array literal allocates
    /// its array on every evaluation). A key set twice
    /// keeps its later value (``Style/set(_:)``). Setting keys in the same order each time, and
    /// in the apply order of ``AttributeKey`` where you can, keeps the install on its fastest
    /// path. The text itself is the caller's: a `String` of more than 15 UTF-8 bytes is a heap
    /// block of its own, whichever form builds it.
    ///
    /// The model, what is followed and when the binding ends are as in the array form.
    ///
    /// - Parameters:
    ///   - model: The view model; not retained.
    ///   - file: Where the binding is made, for diagnostics (defaults to the caller's file).
    ///   - line: The line it is made on, likewise.
    ///   - build: Sets the attributes the target should have for the model's state now, into
    ///     the empty style it is given.
    /// - Returns: The binding, to dispose early.
    @discardableResult
    public func bind<Model: AnyObject>(
        to model: Model, file: String = #fileID, line: Int = #line,
        _ build: @escaping @LoopActor (Model, inout Style) throws -> Void
    ) -> Binding {
        registerStyleBinding(
            ModelStyleBuilderBinding(scheduler: BindingScheduler.current, file: file, line: line, model: model, target: self, build: build),
            endingWith: model)
    }

    /// Registers a style binding of a model with its scheduler, for this target, ended when
    /// the model's lifetime ends: the end of both `bind(to:)` forms.
    ///
    /// - Parameters:
    ///   - binding: The binding, made with the current scheduler.
    ///   - model: The view model it follows.
    /// - Returns: `binding`.
    private func registerStyleBinding(_ binding: Binding, endingWith model: AnyObject) -> Binding {
        binding.scheduler.register(binding, kind: .style(self), lifetime: lifetime)
        endBinding(binding, with: model)
        return binding
    }

    /// Binds this target's style to the latest value of `signal`.
    ///
    /// ```swift
    /// label.bind(model.$count.signal) { count in [.text("Count: \(count)")] }
    /// ```
    ///
    /// Every value sent marks the binding dirty; the flush styles the target
    /// from the newest one. Before the first value the target is not touched.
    /// The binding keeps `signal` alive, so a derived signal needs no other owner.
    ///
    /// - Parameters:
    ///   - signal: The values to follow.
    ///   - file: Where the binding is made, for diagnostics (defaults to the caller's file).
    ///   - line: The line it is made on, likewise.
    ///   - style: The style for a value.
    /// - Returns: The binding, to dispose early.
    @discardableResult
    public func bind<Value>(
        _ signal: Signal<Value>, file: String = #fileID, line: Int = #line,
        _ style: @escaping @LoopActor (Value) throws -> Style
    ) -> Binding {
        let latest = LatestValue<Value>()
        let binding = makeBinding(file: file, line: line) {
            guard let value = latest.value else { return .style(Style()) }
            return .style(try style(value))
        }
        let observation = signal.observe { [weak binding] value in
            latest.value = value
            BindingScheduler.countChange()
            binding?.markDirty()
        }
        // A derived signal (`$count.signal.map { … }`) lives only while someone
        // holds it: the binding does, until it ends.
        binding.whenEnded { [signal] in
            observation.dispose()
            withExtendedLifetime(signal) {}
        }
        return binding
    }

    private func makeBinding(file: String, line: Int, _ evaluation: @escaping Binding.Evaluation) -> Binding {
        let scheduler = BindingScheduler.current
        let binding = ClosureBinding(
            scheduler: scheduler, file: file, line: line,
            initialOutput: .style(Style()), evaluation: evaluation
        )
        scheduler.register(binding, kind: .style(self), lifetime: lifetime)
        return binding
    }
}

@LoopActor
extension ComponentTarget where Self: LifetimeOwner {
    /// Binds this widget tree to a function of view-model state returning a `Component`.
    ///
    /// ```swift
    /// jobList.bindComponent(to: model) { model in
    ///     Component().withRows(model.jobs, key: \.id) { job in Component(.text(job.name), .progress(job.done)) }
    /// }
    /// ```
    ///
    /// The flush installs the `ComponentDelta` from the last component: only
    /// changed attributes, and row moves, inserts and removals. A target takes
    /// one component binding; a later one replaces what the earlier installs.
    ///
    /// - Parameters:
    ///   - model: The view model; not retained.
    ///   - file: Where the binding is made, for diagnostics (defaults to the caller's file).
    ///   - line: The line it is made on, likewise.
    ///   - component: The tree's component for the model's state now.
    /// - Returns: The binding, to dispose early.
    @discardableResult
    public func bindComponent<Model: AnyObject>(
        to model: Model, file: String = #fileID, line: Int = #line,
        _ component: @escaping @LoopActor (Model) throws -> Component
    ) -> Binding {
        let scheduler = BindingScheduler.current
        let binding = ClosureBinding(
            scheduler: scheduler, file: file, line: line,
            initialOutput: .component(Component())
        ) { [weak model] in
            guard let model else { return nil }
            return .component(try component(model))
        }
        scheduler.register(binding, kind: .component(self), lifetime: lifetime)
        endBinding(binding, with: model)
        return binding
    }
}

/// Ends `binding` when `model`'s lifetime ends, if it has one.
@LoopActor
func endBinding(_ binding: Binding, with model: AnyObject) {
    guard let owner = model as? any LifetimeOwner else { return }
    let observation = owner.lifetime.observeEnded { [weak binding] in binding?.dispose() }
    binding.whenEnded { observation?.dispose() }
}

/// The newest value a signal sent, kept for the flush.
private final class LatestValue<Value> {
    var value: Value?
}
