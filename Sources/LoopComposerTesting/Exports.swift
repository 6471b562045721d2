// `import LoopComposerTesting` is enough for a test: the modules under test and their
// test doubles (`RecordingTarget` of LoopComposerTestingCore, `MemoryTerminal` of
// TerminalBackend) come with it, as do `SplitMix64` and `ReferenceStyle`.
@_exported import Bindings
@_exported import ComposerModel
@_exported import InMemoryLogging
@_exported import LoopComposerTestingCore
@_exported import TerminalBackend
@_exported import Widgets
