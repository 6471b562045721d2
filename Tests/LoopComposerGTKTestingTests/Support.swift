import LoopComposerGTKTesting
import XCTest

/// A view model for the tests.
@LoopActor
final class CounterModel {
    @Observed var count = 0
}

/// Runs `body`, which calls `withGTKTestWindow`, letting its skip (no display) through and
/// swallowing the error a failed wait throws: the test checks what was reported instead.
func expectingFailure(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let skip as XCTSkip {
        throw skip
    } catch {
        // The failure was reported; the recorder holds it.
    }
}
