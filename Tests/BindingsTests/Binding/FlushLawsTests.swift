import Bindings
import ComposerModel
import XCTest

/// The flush laws (issue #7), checked over seeded random programs: sequences
/// of property sets (on the loop, and from another thread), new bindings and
/// loop turns on a few targets.
///
/// After every turn, each target shows exactly the merge (in binding order,
/// later winning) of its bindings' style functions applied to the model's
/// current state, and no target received more than one install in the turn.
/// A failure names the seed, the step and the program so far; the seed
/// replays it (`LawProgram(seed:)`). There is no shrinking.
final class FlushLawsTests: XCTestCase {
    static let programs = 200
    static let stepsPerProgram = 60

    func testAfterEveryFlushEachTargetShowsItsStyleFunctionsOfTheCurrentState() throws {
        let loop = try EventLoop()
        for seed in 1...UInt64(Self.programs) {
            let failure = LoopActor.assumeIsolated { () -> String? in
                var program = LawProgram(seed: seed)
                return program.run(on: loop)
            }
            if let failure {
                XCTFail(failure)
                break
            }
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testStyleFunctionsReadingPropertiesConditionallyFollowTheirNewDependencies() throws {
        // Programs made only of sets to the properties read behind conditions.
        let loop = try EventLoop()
        for seed in 1...UInt64(Self.programs) {
            let failure = LoopActor.assumeIsolated { () -> String? in
                var program = LawProgram(seed: seed &+ 1_000_000, conditionalOnly: true)
                return program.run(on: loop)
            }
            if let failure {
                XCTFail(failure)
                break
            }
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }
}
