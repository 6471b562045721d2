// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

// ListsAndScrolling.md: rowsModel
struct ServiceStatus: Sendable {
    let id: String
    var name: String
    var isRunning: Bool
}

@LoopActor final class StatusBoardModel {
    @Observed var services: [ServiceStatus] = []
}

// ListsAndScrolling.md: rows
@LoopActor
private func rowsSnippet(model: StatusBoardModel) -> ListView {
    let services = ListView()
    services.bindRows(to: model, \.services, key: \.id, makeRow: { _ in
        StackView(style: [.views([Label(style: [.identifier("name"), .width(12)]), Label(style: [.identifier("state")])]), .axis(.horizontal)])
    }) { service in
        Component().withChildren(
            .child("name", styles: .text(service.name)),
            .child("state", styles: .text(service.isRunning ? "running" : "stopped"), .textColor(service.isRunning ? .green : .red))
        )
    }
    return services
}

// ListsAndScrolling.md: scrolling
@LoopActor
private func scrollingSnippet() -> ScrollView {
    let lines: [Label] = (1...100).map { [.text("line \($0)")] }
    let log: StackView = [.views(lines), .axis(.vertical)]
    let scroller: ScrollView = [.content(log), .height(10)]
    scroller.onScroll { offset in print("the user scrolled to row \(offset)") }
    return scroller
}

final class RowsAndScrollingSnippetsTests: XCTestCase {
    func testTheServiceRowsAndTheScrolledLogShowOnATerminal() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let model = StatusBoardModel()
            model.services = [ServiceStatus(id: "db", name: "postgres", isRunning: true),
                              ServiceStatus(id: "web", name: "nginx", isRunning: false)]
            let services = rowsSnippet(model: model)
            let scroller = scrollingSnippet()
            let root: StackView = [.views([services, scroller])]
            let terminal = MemoryTerminal(width: 24, height: 12)
            let screen = TerminalScreen(root: root, device: terminal)
            try screen.start()
            loop.runOnce()
            screen.displayNow()
            XCTAssertEqual(Array(terminal.screenLines.prefix(3)), ["postgres    running", "nginx       stopped", "line 1                 ┃"])
            model.services.reverse()
            loop.runOnce()
            screen.displayNow()
            XCTAssertEqual(Array(terminal.screenLines.prefix(2)), ["nginx       stopped", "postgres    running"])
            screen.stop()
        }
        try loop.close()
    }
}
