#if !WeakBindingReferences
internal import CSwiftRuntime
#endif

/// A reference that keeps an object's memory but not the object, and tells whether the
/// object still lives: what a weak reference answers, without the side table a weak
/// reference gives its object.
///
/// ```swift
/// let reference = UnownedReference(model)          // the model stays its owners' to drop
/// if let model = reference.load() { use(model) }   // nil once the model's deinit has begun
/// ```
///
/// Why: the first weak reference to an object makes the runtime give it a side table, and
/// from then on every retain and release of that object goes through it, a dependent load
/// and an atomic operation on memory of its own each. The bindings held each view model
/// and each target weakly, so every change paid that twice, and the scale scenario's 1%
/// turn, bound for memory, paid it in time far beyond its instruction count (the figure is
/// in Documentation/UnsafeInventory.md).
///
/// How: this holds an unowned reference count, kept in the object's header as `unowned`
/// does, so the object's memory (header included) stays allocated after its `deinit` until
/// this reference is dropped; ``load()`` retains the object with the runtime's
/// `swift_tryRetain`, which fails once the deinit has begun, in one atomic step: the object
/// cannot begin to go away between the check and the retain, on any thread. The cost: an
/// object that is gone keeps its allocation (not what its properties held, which its
/// deinit released) until the reference is dropped, where a weak reference kept only the
/// side table.
///
/// The runtime's entry points are not public API: they were verified on Swift 6.3.1, and
/// `SwiftRuntimeEntryPointsTests` tests what this relies on. The package trait
/// `WeakBindingReferences` (`swift build --traits WeakBindingReferences`) builds this as a
/// plain `weak` reference instead, with the same answers and the side table back
/// (Documentation/UnsafeInventory.md).
///
/// Threading: any thread; `load()` and the release in `deinit` are atomic on the object's
/// header. The calls into the runtime are made here and nowhere else (`CSwiftRuntime`).
struct UnownedReference<Object: AnyObject>: ~Copyable {
#if WeakBindingReferences
    /// The object, weakly: the safe fallback, no runtime entry point and no unsafe code.
    private weak let object: Object?

    /// A reference to `object`.
    ///
    /// - Parameter object: The object to refer to.
    init(_ object: Object) {
        self.object = object
    }

    /// The object as `Loaded`, or `nil` once its deinit has begun.
    ///
    /// - Parameter loaded: The object's dynamic type or one of its superclasses; anything
    ///   else traps.
    /// - Returns: The object while it lives.
    /// - Complexity: O(1): a weak load through the object's side table, and a cast.
    func load<Loaded: AnyObject>(as loaded: Loaded.Type) -> Loaded? {
        object.map { $0 as! Loaded }
    }

    /// The object, or `nil` once its deinit has begun.
    ///
    /// - Returns: The object while it lives.
    /// - Complexity: O(1): a weak load through the object's side table.
    func load() -> Object? {
        object
    }
#else
    /// The object's address, never read as a reference before ``retainIfAlive()`` answered
    /// true: a copy of a reference retains the object, and a retain that lands while the
    /// object's deinit runs on another thread outlives that deinit (the runtime stops the
    /// process: "deallocated with non-zero retain count"). An unoptimized build copied an
    /// `unowned(unsafe)` field that way just to take its address; ThreadSanitizer's run of
    /// `UnownedReferenceTests` caught it.
    private let address: UnsafeMutableRawPointer

    /// A reference to `object`, which is alive (the caller holds it).
    ///
    /// - Parameter object: The object to refer to.
    init(_ object: Object) {
        address = Unmanaged.passUnretained(object).toOpaque()
        _ = swift_unownedRetain(address)
    }

    deinit {
        swift_unownedRelease(address)
    }

    /// The object as `Loaded`, retained for the caller, or `nil` once its deinit has begun:
    /// for a reference kept as `AnyObject` whose type the caller knows.
    ///
    /// ```swift
    /// let target = UnownedReference<AnyObject>(label)
    /// let styleable = target.load(as: type(of: label))   // the Label, typed, with no cast
    /// ```
    /// - Parameter loaded: The object's dynamic type or one of its superclasses; anything
    ///   else is undefined behaviour.
    /// - Returns: The object while it lives, its one retain the check's (no second one).
    /// - Complexity: O(1): one atomic compare-and-swap on the object's header.
    @inline(__always)
    func load<Loaded: AnyObject>(as loaded: Loaded.Type) -> Loaded? {
        guard retainIfAlive() else { return nil }
        return Unmanaged<Loaded>.fromOpaque(address).takeRetainedValue()
    }

    /// The object, retained for the caller, or `nil` once its deinit has begun.
    ///
    /// - Returns: The object while it lives.
    /// - Complexity: O(1): one atomic compare-and-swap on the object's header.
    @inline(__always)
    func load() -> Object? {
        guard retainIfAlive() else { return nil }
        // The check's retain is the one returned.
        return Unmanaged<Object>.fromOpaque(address).takeRetainedValue()
    }

    /// Retains the object unless its deinit has begun; the caller releases it.
    ///
    /// - Returns: Whether the object lives, retained.
    /// - Complexity: O(1): one atomic compare-and-swap on the object's header.
    @inline(__always)
    private func retainIfAlive() -> Bool {
        swift_tryRetain(address) != nil
    }
#endif
}
