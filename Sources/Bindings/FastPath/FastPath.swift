/// The unsafe corner of `Bindings`: every construct on the bindings' hot path that the
/// compiler cannot check, in one place, each with what it is for.
///
/// ```swift
/// // The files of this folder, and the constructs that must stay where they are declared:
/// EvaluationSlot      // Unmanaged binding in one atomic word, believed on the loop thread only, read unretained
///                     // (withCurrent: ObservedProperty.noteRead and SharedProperty's getter)
/// Dependents          // Unmanaged walks (_withUnsafeGuaranteedRef) over a property's bindings,
///                     // and its one binding unretained for a set outside a flush (LoopWideCounters.flushRunning)
/// SharedDependents    // the same walk, under a SharedProperty's lock
/// LoopOnlySource      // unowned(unsafe) reference from a binding to a loop-only property
/// LoopWideCounters    // nonisolated(unsafe), @exclusivity(unchecked) statics: one loop per process, loop thread only
/// ObservedProperty    // @exclusivity(unchecked) on its four stored properties
/// Binding.sources     // nonisolated(unsafe): written while it evaluates, on the loop only
/// Binding.markFromLoopOnlySource // unsafeBitCast to a nonisolated function: a loop-only property's
///                     // mark enters the loop's isolation unchecked (no thread, no open-loop check)
/// BindingScheduler    // @exclusivity(unchecked) on the state every flush reads; `enqueue` casts
///                     // its isolation away as above, after checking the loop and the thread
/// EventLoop           // @exclusivity(unchecked) on its before-sleep and on-wake hook lists
/// LoopHandle.withOwner // _withUnsafeGuaranteedRef on the owner of the prepare and async handles
/// LockedValue         // @exclusivity(unchecked) on the value its mutex guards
/// SharedProperty      // nonisolated(unsafe), @exclusivity(unchecked): its value, under its lock
/// FlushWalk           // _withUnsafeGuaranteedRef: the flush's walk over its dirty bindings and each
///                     // one's TargetBindings (BindingScheduler.forgottenWhileFlushing keeps them)
/// BindingScheduler.pending // Unmanaged: the queue of dirty bindings holds them unretained
///                     // (BindingScheduler.endedWhileQueued keeps those ended while queued or in a flush)
/// ModelStyleBinding.style // @exclusivity(unchecked): the style function, lent inout to its call
/// UnownedReference    // an unowned reference count taken and dropped through the Swift runtime's
///                     // entry points (CSwiftRuntime), the object loaded with swift_tryRetain:
///                     // ModelStyleBinding.model and TargetBindings.target, where `weak` was;
///                     // load(as:) types the object as the caller says (TargetBindings: the
///                     // target's dynamic type, kept as `any Styleable.Type`)
/// ```
///
/// Figures measured with and without (callgrind instruction counts, `Benchmarks/run
/// --quick --contenders bindings`, Swift 6.3.1): without `@exclusivity(unchecked)` a
/// burst set costs 328 more instructions; plain loops instead of the `Dependents` walks
/// cost 56 more per burst-sendable set and 48 more per per-turn turn. Without
/// `@exclusivity(unchecked)` on `LockedValue`'s value a woken turn costs 256 more
/// instructions (per-turn, vanilla: 3,735 → 3,991; two locks per turn), and without it on
/// `BindingScheduler`'s flush state a per-turn turn of the bindings about 530 more
/// (9,425 → 10,215 for both). The same attribute on `EventLoop`'s and its handles' state
/// saved 96 per turn (3,735 → 3,639) and was left out; on its two hook lists alone it
/// saves about 70 per turn of the bindings (the before-sleep list is read every turn).
/// `SharedProperty` keeps its value in a field guarded by its lock instead of a generic
/// struct under the lock (whose metadata the runtime looked up on every access): a set
/// from another thread 996 → 640
/// instructions, a read in a style function 583 → 246 (cross-thread scenario); reaching the
/// evaluating binding unretained (`EvaluationSlot.withCurrent`) instead of retaining it,
/// 258 → 200. An `@Observed` read in a style function (`ObservedProperty.noteRead`, the
/// evaluating binding unretained and compared in place) costs 66 instructions where the
/// generic `DependencyTracker.recordRead(of:)` through a protocol witness cost 116
/// (per-turn). An `@Observed` set outside a flush marks its one dependent unretained
/// (`Dependents.onlyDependentUnretained()`): 255 → 208 instructions per set (per-turn).
/// Scale's 1% turns (`measure-scale.sh`, per change): the flush's walk reaching each binding
/// and its `TargetBindings` unretained (`FlushWalk`) 3,151 → 3,064 instructions, two retains
/// and two releases fewer; `ModelStyleBinding.style` lent `inout` to its call 3,112 → 3,064
/// (one retain and one release fewer), but 3,195 with the dynamic exclusivity check that
/// `@exclusivity(unchecked)` drops.
/// A loop-only property's mark (`Binding.markFromLoopOnlySource()`) enters the loop's
/// isolation without the checks of `markDirty()` and tests the binding's loop-only
/// `isQueued` flag instead of exchanging its atomic `dirty` flag: the set up to the queue
/// 208 → 142 instructions (scale, 3,396 → 3,330 per change), one locked exchange fewer.
/// Both casts are made at concrete types: through the generic `LoopActor.callOnLoopThread`
/// a reabstraction thunk stayed in the path (one call and 11 instructions).
/// The queue of dirty bindings (`BindingScheduler.pending`, and the flush's list it trades
/// storage with) holds `Unmanaged` bindings: appending a binding retained it and the flush's
/// emptying of the list released it, one `swift_retain` and one `swift_release` per changed
/// binding. Scale's 1% turns, per change: 2,847 → 2,776 instructions, `swift_retain`
/// 9.03 → 8.02, `swift_release` 16.06 → 15.05; per-turn (`--quick`, the bindings' scenario
/// function) 5,081 → 5,014 instructions per turn, where the scheduler's `endedWhileQueued`
/// checked for exclusivity at run time cost about 57 more.
/// A bound model and target held by `UnownedReference` instead of `weak`: neither gets a side
/// table, which every retain and release of it then went through (a dependent load and an
/// atomic operation on another cache line). Scale's 1% turns, per change: 2,779 → 2,640
/// instructions, `swift_weakLoadStrong` 2 → 0 and side-table decrements 2 → 0 (two
/// `swift_tryRetain` and one more retain and release instead); time, the median over nine
/// heap layouts (a padding allocation per pipeline) of the minimum of three runs each,
/// 42.9 → 29.2 µs per turn, OpenCombine's 30.8 and 32.1 µs in the same runs; memory per
/// binding 443 → 363 B (two 48-byte side tables fewer, `TargetBindings` 80 → 96 bytes).
/// The others carry their reason in their own documentation.
///
/// Rules that keep them sound (each file states its own):
/// - one ``EventLoop`` open at a time, enforced by `EventLoop.init`
///   (``EventLoopError/anotherLoopIsOpen``);
/// - bindings evaluate, end and clear their marks on the loop thread;
/// - a loop-only property (`ObservedProperty`) with dependents is set on the loop thread
///   (it lives in its model's domain, the loop's for any model a binding reads), and
///   closing a loop ends every binding on it, so a binding such a set reaches unended
///   belongs to the open loop (checked in debug builds: `Binding.markOnLoop()`);
/// - a walk over a property's dependents runs on a copy of the array, whose buffer keeps
///   every binding alive for the walk;
/// - a value marked unchecked for a lock is touched only inside that lock's `withLock`;
/// - the flush leaves its dirty list alone while it walks it, and a `TargetBindings` forgotten
///   during a flush stays in the scheduler until the flush is over;
/// - a binding in the queue is alive: one not ended is held by its `TargetBindings` (or the
///   scheduler's `standalone`); `Binding.end()` hands a binding that is queued (`isQueued`),
///   or that ends while a flush runs (which may be walking it), to the scheduler's
///   `endedWhileQueued`, which lets go of it only at a flush's end once the walk has passed it
///   (`isQueued` cleared) or when the loop closes (the queue emptied first); the drain of
///   marks from other threads (whose queue retains) queues no binding that has ended; a
///   binding's `deinit` asserts that it is not queued (debug builds);
/// - a binding's style function is replaced only when no call of it runs
///   (`Binding.isRunningFunction`); the call's end releases it otherwise;
/// - an `UnownedReference` keeps its object's memory while it lives, and its object is used
///   only through what `load()` or `load(as:)` returned or after `retainIfAlive()` answered
///   true (the runtime's `swift_tryRetain`, which fails once the deinit has begun,
///   atomically); no reference to the object is copied before that, since a copy retains,
///   and a retain that lands during the deinit on another thread outlives it (so it keeps an
///   address, not a reference); `load(as:)` is given the object's dynamic type or a
///   superclass of it (`TargetBindings` keeps the type it was made with).
///
/// Anything else in `Bindings` that needs `unsafe` is a C wrapper (libuv handles,
/// `LockedValue`'s pthread mutex). New speed tricks go here, with the benchmark figure
/// measured with and without them.
enum FastPath {}
