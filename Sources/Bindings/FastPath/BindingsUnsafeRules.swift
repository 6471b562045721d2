/// The rules that keep `Bindings`' unchecked constructs sound: the speed tricks of the
/// bindings' hot path (`Unmanaged` walks, `unowned(unsafe)`, `@exclusivity(unchecked)` state,
/// the isolation casts, the Swift runtime's unowned references) rely on them.
///
/// ```swift
/// // The constructs themselves, each with its file, symbol, reason and figure:
/// // Documentation/UnsafeInventory.md (Scripts/check-unsafe keeps that list complete).
/// ```
///
/// The rules (each file states its own):
/// - one `EventLoop` open at a time, enforced by `EventLoop.init`
///   (`EventLoopError.anotherLoopIsOpen`);
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
/// Anything in `Bindings` that needs `unsafe` and is not in the inventory is a C wrapper
/// (the libuv handles' files, listed there as C-boundary files). A new speed trick gets a
/// row in the inventory, with the benchmark figure measured with and without it.
enum BindingsUnsafeRules {}
