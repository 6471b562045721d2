// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import Foundation
import LoopComposerTesting
import LoopComposerTestingCore
import TerminalBackend
import Widgets
import XCTest

// GettingStarted.md (Bindings): a loop, a view model and a binding (a main.swift: compiled, and run by a test)
private func bindingsSnippet() throws {
    @LoopActor final class CounterModel {
        @Observed var count = 0           // or an @Observable class, or SharedProperty for any thread
    }

    let loop = try EventLoop()            // bound to this thread; LoopActor runs on it
    try LoopActor.assumeIsolated {
        let model = CounterModel()
        let label = RecordingTarget()     // any Styleable & LifetimeOwner works: widgets, or this test double
        label.bind(to: model) { model in  // does not keep the model alive; lives as long as the label
            [.text("Count: \(model.count)"), .textColor(model.count > 9 ? .red : .green)]
        }
        try loop.schedule(after: .milliseconds(100), repeating: .milliseconds(100)) {
            model.count += 1              // the timer keeps model and label alive
            if model.count == 20 { loop.stop() }
        }
    }
    try loop.run()
    try loop.close()                      // ends every binding; uv_loop_close returns 0
}

// GettingStarted.md (Bindings): a target that changes often, a style builder (run by a test)
@LoopActor
private func styleBuilderSnippet(label: RecordingTarget, model: BuilderCounterModel) {
    label.bind(to: model) { model, style in   // a builder: it sets attributes into `style`
        style.set(.text("Count: \(model.count)"))
        style.set(.textColor(model.count > 9 ? .red : .green))
    }
}

@LoopActor private final class BuilderCounterModel {
    @Observed var count = 0
}

// OtherThreads.md: sharedProperty (a main.swift: compiled, and run by a test)
private func sharedPropertySnippet() throws {
    final class Downloads: Sendable {
        let progress = SharedProperty(0.0)            // any thread may set it
    }

    let downloads = Downloads()
    let loop = try EventLoop()
    let bar = LoopActor.assumeIsolated { () -> ProgressBar in
        let bar: ProgressBar = [.tintColor(.green), .width(30)]
        bar.bind(to: downloads) { [.progress($0.progress.value)] }
        _ = BindingScheduler.current.observeFlushes { _ in
            if bar.progress == 1 { loop.stop() }     // done: the last value set was shown
        }
        return bar
    }
    Thread.detachNewThread {                          // a worker: it sets properties, never widgets
        for step in 1...1_000 { downloads.progress.value = Double(step) / 1_000 }
    }
    try loop.run()
    LoopActor.assumeIsolated { print(bar.progress) }   // 1.0
    try loop.close()
}

final class BindingSnippetsTests: XCTestCase {
    func testBindingsSnippetRuns() throws {
        try bindingsSnippet()
    }

    func testStyleBuilderSnippetShowsTheCountAndFollowsIt() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = BuilderCounterModel()
            styleBuilderSnippet(label: label, model: model)
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("Count: 0"), .textColor(.green)])
            model.count = 10
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("Count: 10"), .textColor(.red)])
        }
    }

    func testSharedPropertySnippetRuns() throws {
        try sharedPropertySnippet()
    }
}
