import LoopComposerGTKTesting
import Testing

/// `withGTKTestWindow` in a Swift Testing test: the same run, and without a display a
/// skip (`Test.cancel`), not an error.
@Suite struct WithGTKTestWindowSwiftTestingTests {
    @Test func aBoundLabelInTheWindowFollowsTheModel() async throws {
        try await withGTKTestWindow { window, loop in
            let model = CounterModel()
            let label = Label()
            label.bind(to: model) { [.text("Count: \($0.count)")] }
            try window.show(label)
            model.count = 7
            try await loop.nextFlush()
            #expect(try window.native(for: label).property("label") == .string("Count: 7"))
        }
    }
}
