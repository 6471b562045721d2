import Bindings
import ComposerModel
@testable import Widgets
import XCTest

/// `InstalledChanges`: the keys of an install in apply order, read in place; the delta
/// built only when asked, and counted.
final class InstalledChangesTests: XCTestCase {
    func testTheKeysOfADirectInstallAreThoseOfItsChangedPositionsInApplyOrder() {
        let new: Style = [.text("b"), .hidden(true), .textColor(.red)]
        let changes = InstalledChanges(positions: 0b101, of: new.attributes)
        XCTAssertEqual(Array(changes), [.text, .textColor])
        XCTAssertEqual(changes.count, 2)
        XCTAssertFalse(changes.isEmpty)
        XCTAssertTrue(InstalledChanges(positions: 0, of: new.attributes).isEmpty)
        XCTAssertEqual(Array(InstalledChanges(positions: 0, of: new.attributes)), [])
    }

    func testTheKeysOfAnInstallWithADeltaAreItsSetsAndResetsInOrder() {
        let delta = StyleDelta([.reset(.text), .set(.hidden(true))])
        let changes = InstalledChanges(delta)
        XCTAssertEqual(Array(changes), [.text, .hidden])
        XCTAssertEqual(changes.count, 2)
        XCTAssertTrue(InstalledChanges(.empty).isEmpty)
    }

    func testTheDeltaOfADirectInstallIsBuiltWhenAskedAndCounted() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let new: Style = [.text("b"), .hidden(true), .textColor(.red)]
            let changes = InstalledChanges(positions: 0b101, of: new.attributes)
            let before = Widget.materializedDeltaCount
            _ = Array(changes)
            XCTAssertEqual(Widget.materializedDeltaCount, before, "iterating the keys builds no delta")
            XCTAssertEqual(changes.delta, StyleDelta([.set(.text("b")), .set(.textColor(.red))]))
            XCTAssertEqual(Widget.materializedDeltaCount, before + 1)

            let delta = StyleDelta([.set(.text("a"))])
            XCTAssertEqual(InstalledChanges(delta).delta, delta)
            XCTAssertEqual(Widget.materializedDeltaCount, before + 1, "a delta given is given back, not built")
        }
        try loop.close()
    }
}
