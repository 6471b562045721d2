#ifndef LOOPCOMPOSER_SWIFT_RUNTIME_SHIM_H
#define LOOPCOMPOSER_SWIFT_RUNTIME_SHIM_H

// Three entry points of the Swift runtime (libswiftCore, which every Swift program links),
// the ones an `unowned` reference compiles to, declared for `Bindings`' `UnownedReference`,
// the one place that calls them: a reference that keeps an object's memory but not the
// object, and asks whether the object still lives, as a weak reference does, without
// giving the object a side table. C declarations, as the runtime defines them.

/// Adds an unowned reference to `object`: its memory stays allocated until the matching
/// release, even after its deinit ran. Returns `object`.
void *swift_unownedRetain(void *object);

/// Drops an unowned reference to `object`; frees its memory if it was the last reference
/// and the object has been deinitialized.
void swift_unownedRelease(void *object);

/// Retains `object` unless its deinit has begun: `object` with a strong reference added, or
/// NULL with nothing changed. `object`'s memory must be kept (an unowned reference).
void *swift_tryRetain(void *object);

#endif
