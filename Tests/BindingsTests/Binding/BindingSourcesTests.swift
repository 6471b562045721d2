@testable import Bindings
import XCTest

/// A property stand-in: counts nothing, only has an identity.
private final class FakeSource: DependencySource {
    func addDependent(_ binding: Binding) {}
    func removeDependent(_ binding: Binding) {}
}

final class BindingSourcesTests: XCTestCase {
    func testEachSourceIsNewOnceAndKnownAfterwards() {
        var sources = BindingSources()
        let first = FakeSource(), second = FakeSource()
        XCTAssertTrue(sources.note(first))
        XCTAssertTrue(sources.note(second))
        XCTAssertFalse(sources.note(first))
        XCTAssertFalse(sources.note(second))
        XCTAssertEqual(sources.liveSources.count, 2)
    }

    func testManySourcesStayUniqueAfterTheSwitchToADictionary() {
        var sources = BindingSources()
        let all = (0..<(BindingSources.linearLimit * 3)).map { _ in FakeSource() }
        for source in all { XCTAssertTrue(sources.note(source)) }
        for source in all { XCTAssertFalse(sources.note(source)) }
        XCTAssertEqual(sources.liveSources.count, all.count)
        sources.removeAll()
        XCTAssertEqual(sources.liveSources.count, 0)
        XCTAssertTrue(sources.note(all[0]))
    }

    func testADeadSourceIsLeftOut() {
        var sources = BindingSources()
        let kept = FakeSource()
        XCTAssertTrue(sources.note(kept))
        do {
            let transient = FakeSource()
            XCTAssertTrue(sources.note(transient))
        }
        XCTAssertEqual(sources.liveSources.map(ObjectIdentifier.init), [ObjectIdentifier(kept)])
    }

    func testADeadFirstSourceGivesItsSlotToTheNextNewOne() {
        var sources = BindingSources()
        do {
            let transient = FakeSource()
            XCTAssertTrue(sources.note(transient))
        }
        let next = FakeSource(), other = FakeSource()
        XCTAssertTrue(sources.note(next))
        XCTAssertFalse(sources.note(next), "known in the first slot")
        XCTAssertTrue(sources.note(other))
        XCTAssertFalse(sources.note(other))
        XCTAssertEqual(sources.liveSources.map(ObjectIdentifier.init), [ObjectIdentifier(next), ObjectIdentifier(other)])
    }

    func testAForgottenSourceIsLeftOutAndNewAgainTheOthersStayKnown() {
        var sources = BindingSources()
        let first = FakeSource(), second = FakeSource(), third = FakeSource()
        for source in [first, second, third] { XCTAssertTrue(sources.note(source)) }
        sources.forget(ObjectIdentifier(first))
        XCTAssertEqual(Set(sources.liveSources.map(ObjectIdentifier.init)), [ObjectIdentifier(second), ObjectIdentifier(third)])
        XCTAssertFalse(sources.note(second))
        XCTAssertFalse(sources.note(third))
        sources.forget(ObjectIdentifier(third))
        XCTAssertEqual(sources.liveSources.map(ObjectIdentifier.init), [ObjectIdentifier(second)])
        XCTAssertTrue(sources.note(first))
        XCTAssertTrue(sources.note(third))
        XCTAssertEqual(sources.liveSources.count, 3)
    }

    func testAForgottenSourceIsLeftOutPastTheSwitchToADictionary() {
        var sources = BindingSources()
        let all = (0..<(BindingSources.linearLimit * 2)).map { _ in FakeSource() }
        for source in all { XCTAssertTrue(sources.note(source)) }
        sources.forget(ObjectIdentifier(all[5]))
        XCTAssertEqual(sources.liveSources.count, all.count - 1)
        XCTAssertFalse(sources.liveSources.contains { $0 === all[5] })
        XCTAssertTrue(sources.note(all[5]))
        XCTAssertFalse(sources.note(all[6]))
    }
}
