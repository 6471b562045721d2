import UVLoop
import LoopComposerTesting
import XCTest

final class LoopActorRunTests: XCTestCase {
    func testRunHopsOntoTheLoopThreadFromAnotherContextAndReturnsTheResult() async throws {
        try await withTestLoop { _ in
            let fromElsewhere = await Task.detached {
                await LoopActor.run { EventLoop.current?.isLoopThread == true }
            }.value
            XCTAssertTrue(fromElsewhere)
            let doubled = await LoopActor.run(resultType: Int.self) { 21 * 2 }
            XCTAssertEqual(doubled, 42)
        }
    }

    func testRunRethrowsWhatTheBodyThrows() async throws {
        struct Refused: Error, Equatable {}
        try await withTestLoop { _ in
            let caught = await Task.detached { () -> String in
                do {
                    try await LoopActor.run { throw Refused() }
                    return "nothing"
                } catch {
                    return "\(error)"
                }
            }.value
            XCTAssertEqual(caught, "\(Refused())")
        }
    }
}
