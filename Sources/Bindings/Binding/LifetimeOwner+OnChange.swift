public import ComposerModel
import Observation

@LoopActor
extension LifetimeOwner {
    /// Runs `action` on the loop after a model property changes: once per flush, with
    /// the newest value, however often it was set in that loop turn.
    ///
    /// ```swift
    /// pauseSwitch.onChange(of: model, \.paused) { paused in worker.setPaused(paused) }
    /// ```
    ///
    /// The property is followed like a binding's reads: `@Observed` and ``SharedProperty``
    /// values always, the properties of an `@Observable` model when `model` is
    /// `@Observable`. A flush calls `action` only when the value differs from the one
    /// the last call received (or, before any call, from the value when `onChange` was
    /// made): a property set to `true` and back to `false` within one turn calls nothing.
    /// The initial value calls `action` only when `initial` is `true`, at the first flush,
    /// as SwiftUI's `onChange(of:initial:_:)`.
    ///
    /// `action` runs during the flush, after every binding has been evaluated and
    /// installed, so the widgets already show this turn's state; what it reads is not
    /// followed, and what it changes is flushed in the next turn. It ends with the
    /// owner, with `model` (at once when `model` is a `LifetimeOwner`, otherwise at the
    /// next change of the property), or when disposed.
    ///
    /// Threading: loop only; an open `EventLoop` is required. The property may be
    /// set from any thread when it is a ``SharedProperty``: `action` still runs on the loop.
    ///
    /// - Parameters:
    ///   - model: The object holding the property; not retained.
    ///   - keyPath: The property to follow.
    ///   - initial: Whether the first flush calls `action` with the initial value (default `false`).
    ///   - file: Where the observation is made, for diagnostics (defaults to the caller's file).
    ///   - line: The line it is made on, likewise.
    ///   - action: Receives the new value, on the loop.
    /// - Returns: The binding that runs `action`, to dispose early; it ends with the owner anyway.
    /// - Complexity: O(1) per set; one key-path read and one comparison per flush that follows a set.
    @discardableResult
    public func onChange<Model: AnyObject, Value: Equatable>(
        of model: Model, _ keyPath: KeyPath<Model, Value>, initial: Bool = false,
        file: String = #fileID, line: Int = #line,
        _ action: @escaping @LoopActor (Value) -> Void
    ) -> Binding {
        let scheduler = BindingScheduler.current
        // The baseline is the value now, not at the first flush: a set made in this turn,
        // before the first evaluation, is a change.
        let delivered = DeliveredValue(initial ? nil : model[keyPath: keyPath])
        let binding = ClosureBinding(
            scheduler: scheduler, standaloneTarget: "onChange(of: \(keyPath)) of \(type(of: self))", file: file, line: line,
            initialOutput: .nothing, tracksObservable: model is any Observable
        ) { [weak model] in
            guard let model else { return nil }
            let value = model[keyPath: keyPath]
            if let last = delivered.value, last == value { return .nothing }
            delivered.value = value
            return .effect { action(value) }
        }
        scheduler.register(standalone: binding)
        endBinding(binding, with: model)
        let ownerObservation = lifetime.observeEnded { [weak binding] in binding?.dispose() }
        binding.whenEnded { ownerObservation?.dispose() }
        return binding
    }
}

/// The value an `onChange` action last received (or its baseline), kept between flushes.
///
/// Threading: loop only (read and written by the binding's evaluation).
private final class DeliveredValue<Value> {
    var value: Value?

    init(_ value: Value?) {
        self.value = value
    }
}
