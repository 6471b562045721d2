// The loop is a module of its own (LoopAndCore.md); `import Bindings` keeps giving
// `EventLoop`, `LoopActor` and the rest of it.
@_exported public import UVLoop
