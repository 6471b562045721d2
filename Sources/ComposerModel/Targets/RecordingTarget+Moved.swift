/// Moved to the test support, beside the other test doubles: `import LoopComposerTesting`
/// (or `LoopComposerTestingCore`, which needs no XCTest).
@available(*, unavailable, message: "moved to the test support: import LoopComposerTesting or LoopComposerTestingCore")
public final class RecordingTarget {}
