// `import LoopComposerGTKTesting` is enough for a GTK test: the test-support library
// (`withTestLoop`, `TestLoop`'s waits, the test doubles) and the GTK backend come with it.
@_exported import GTKBackend
@_exported import LoopComposerTesting
