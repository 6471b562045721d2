import Bindings
import ComposerModel
import Widgets
import XCTest

private struct Service: Sendable {
    let id: Int
    var name: String
    var isRunning = true
}

@LoopActor
private final class ServicesModel {
    @Observed var services: [Service] = [Service(id: 1, name: "db"), Service(id: 2, name: "web"), Service(id: 3, name: "cron")]
}

/// Lists of rows made of any widgets: keyed, move-aware, selection by key.
final class ListViewRowsTests: XCTestCase {
    func testKeptKeysKeepTheirWidgetsAcrossInsertsRemovalsAndMoves() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ServicesModel()
            let list = ListView()
            var made = 0
            list.bindRows(to: model, \.services, key: \.id, makeRow: { _ in made += 1; return Label() }) { service in
                Component(.text(service.name), .textColor(service.isRunning ? .green : .red))
            }
            loop.runOnce()
            XCTAssertEqual(made, 3)
            XCTAssertEqual(list.rowKeys, [ComponentKey(id: 1), ComponentKey(id: 2), ComponentKey(id: 3)])
            XCTAssertEqual(list.rowWidgets.map { ($0 as? Label)?.text }, ["db", "web", "cron"])
            XCTAssertTrue(list.children.elementsEqual(list.rowWidgets, by: ===), "rows are the list's children")
            let db = list.rowWidgets[0], web = list.rowWidgets[1], cron = list.rowWidgets[2]

            model.services = [Service(id: 3, name: "cron"), Service(id: 4, name: "mail"), Service(id: 1, name: "db", isRunning: false)]
            loop.runOnce()
            XCTAssertEqual(made, 4, "only the new key gets a new widget")
            XCTAssertTrue(list.rowWidgets[0] === cron)
            XCTAssertTrue(list.rowWidgets[2] === db)
            XCTAssertEqual((list.rowWidgets[1] as? Label)?.text, "mail")
            XCTAssertEqual((db as? Label)?.textColor, .red, "a kept row is updated in place")
            XCTAssertNil(web.parent, "a removed row's widget leaves the list")
            XCTAssertEqual(cron.installCount, 1, "an unchanged row is not installed again")
        }
        try loop.close()
    }

    func testSelectionFollowsTheKeyAndIsClearedWhenItsRowGoes() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ServicesModel()
            let list = ListView()
            list.bindRows(to: model, \.services, key: \.id, makeRow: { _ in Label() }) { Component(.text($0.name)) }
            loop.runOnce()
            var selections: [Int] = []
            list.onSelectionChanged { selections.append($0) }
            list.userDidSelect(row: 1)
            XCTAssertEqual(list.selectedRowKey, ComponentKey(id: 2))
            model.services.reverse()
            loop.runOnce()
            XCTAssertEqual(list.selectedIndex, 1)
            model.services.insert(Service(id: 9, name: "new"), at: 0)
            loop.runOnce()
            XCTAssertEqual(list.selectedIndex, 2, "the selection moved with its row")
            XCTAssertEqual((list.selectedRowWidget as? Label)?.text, "web")
            XCTAssertEqual(selections, [1], "a row moving is not a user selection")
            model.services.removeAll { $0.id == 2 }
            loop.runOnce()
            XCTAssertEqual(list.selectedIndex, -1)
            XCTAssertTrue(list.selectRow(key: ComponentKey(id: 9)))
            XCTAssertEqual(list.selectedIndex, 0)
            XCTAssertFalse(list.selectRow(key: ComponentKey(id: 2)))
        }
        try loop.close()
    }

    func testRowsOfCompositeWidgetsAreStyledByChildName() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ServicesModel()
            let list = ListView()
            list.bindRows(to: model, \.services, key: \.id, makeRow: { _ in
                let name: Label = [.identifier("name")]
                let state: Label = [.identifier("state")]
                return StackView(style: [.views([name, state]), .axis(.horizontal), .spacing(1)])
            }) { service in
                Component().withChildren(.child("name", styles: .text(service.name)),
                                         .child("state", styles: .text(service.isRunning ? "up" : "down")))
            }
            loop.runOnce()
            model.services[1].isRunning = false
            loop.runOnce()
            let web = list.rowWidgets[1]
            XCTAssertEqual((web.widget(withIdentifier: "name") as? Label)?.text, "web")
            XCTAssertEqual((web.widget(withIdentifier: "state") as? Label)?.text, "down")
        }
        try loop.close()
    }

    func testSelectedIndexCountsRowWidgetsAndItemsListsAreUnchanged() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let list = ListView()
            list.makeRow = { _ in Label() }
            list.install(Component().withRows([1, 2], key: { $0 }) { Component(.text("\($0)")) })
            XCTAssertEqual(list.rowCount, 2)
            XCTAssertEqual(list.install([.selectedIndex(1)] as Style).diagnostics, [])
            XCTAssertEqual(list.install([.selectedIndex(2)] as Style).diagnostics.map(\.message),
                           ["ListView: value rejected for selectedIndex(2): selectedIndex 2 is outside -1..<2 (2 rows)"])
            let plain = ListView()
            let report = plain.install(Component().withRows([1], key: { $0 }) { _ in Component() })
            XCTAssertEqual(report.diagnostics.map(\.message), ["ListView: has no rows: 1 row change ignored"], "without a row factory")
            XCTAssertEqual(plain.rowCount, 0)

            list.makeRow = nil
            XCTAssertEqual(list.rowWidgets.count, 0, "without a factory the list shows items again")
            XCTAssertEqual(list.children.count, 0)
            XCTAssertEqual(list.selectedIndex, -1)
        }
        try loop.close()
    }
}
