import LoopComposerTesting
import XCTest

/// What a WidgetChangeRecorder counts: every key a widget sets or resets while it records.
final class WidgetChangeRecorderTests: XCTestCase {
    func testCountsEveryKeySetOrResetPerWidgetAndNothingRefused() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let label: Label = [.text("a"), .hidden(true)]
            let other = Label()
            label.install(Style([.text("b"), .numberOfLines(-1)]).difference(from: [.text("a"), .hidden(true)]))
            label.install(from: [.text("b"), .textColor(.red)], to: [.text("c"), .textColor(.green)])
            label.install([.placeholder("not a label's")] as Style)
            XCTAssertEqual(changes.changeCountByKey(of: label), [.text: 3, .hidden: 2, .textColor: 1],
                           "a rejected numberOfLines and an unsupported placeholder are not changes")
            XCTAssertEqual(changes.changeCountByKey(of: other), [:])
        }
        try loop.close()
    }

    func testCountsAsADictionaryWouldInAnyOrderOfChanges() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let keys: [AttributeKey] = [.identifier, .text, .hidden, .textColor, .opacity, .width, .height, .backgroundColor]
            let values: [Attribute] = [.identifier("x"), .text("t"), .hidden(true), .textColor(.red), .opacity(0.5),
                                       .width(3), .height(2), .backgroundColor(.blue)]
            var random = SplitMix64(seed: 0xC0FFEE)
            for sequence in 0..<50 {
                let label = Label()
                var expected: [AttributeKey: Int] = [:]
                for _ in 0..<(1 + Int.random(in: 0..<24, using: &random)) {
                    let index = Int.random(in: 0..<keys.count, using: &random)
                    if Int.random(in: 0..<3, using: &random) == 0 {
                        label.reset(keys[index])
                    } else {
                        label.install([values[index]] as Style)
                    }
                    expected[keys[index], default: 0] += 1
                }
                XCTAssertEqual(changes.changeCountByKey(of: label), expected, "sequence \(sequence)")
            }
        }
        try loop.close()
    }

    func testStoppedRecorderCountsNoMoreAndKeepsItsCounts() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            let label: Label = [.text("a")]
            changes.stop()
            label.install([.text("b")] as Style)
            XCTAssertEqual(changes.changeCountByKey(of: label), [.text: 1])
            XCTAssertNil(Widget.changeObserver)
        }
        try loop.close()
    }

    func testANewRecorderTakesOverFromTheOldOne() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let first = WidgetChangeRecorder.start()
            let second = WidgetChangeRecorder.start()
            defer { second.stop() }
            let label: Label = [.text("a")]
            first.stop()   // no longer the observer: leaves the second one recording
            label.install([.text("b")] as Style)
            XCTAssertEqual(first.changeCountByKey(of: label), [:])
            XCTAssertEqual(second.changeCountByKey(of: label), [.text: 2])
        }
        try loop.close()
    }
}
