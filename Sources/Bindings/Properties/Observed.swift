/// Makes a view-model property observable by bindings: `@Observed var count = 0`.
///
/// ```swift
/// @LoopActor final class CounterModel {
///     @Observed var count = 0
///     @Observed var step = 1
///     func increment() { count += step }
/// }
/// label.bind(to: model) { model in [.text("Count: \(model.count)")] }
/// model.$count.signal.observe { print($0) }   // the projected value is the ObservedProperty
/// ```
///
/// Threading: for loop-isolated view models (the common case); the property
/// is not `Sendable`. For values set from any thread, use ``SharedProperty``.
@propertyWrapper
public struct Observed<Value> {
    /// The property's storage: its value, signal and dependent bindings.
    public let projectedValue: ObservedProperty<Value>

    /// An observed property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        projectedValue = ObservedProperty(wrappedValue)
    }

    /// The current value. Setting it notifies observers and marks bindings dirty.
    @inlinable
    public var wrappedValue: Value {
        get { projectedValue.value }
        nonmutating set { projectedValue.value = newValue }
    }
}
