import Bindings
import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

final class ListViewWebTests: XCTestCase {
    private static let items = [
        ListItem(id: "a", title: "Backup", detail: "42%"),
        ListItem(id: "b", title: "Deploy"),
        ListItem(id: "c", title: "Report"),
    ]

    func testItemsAreOptionRowsWithTitleAndDetail() throws {
        try onWebTestLoop {
            let list: ListView = [.items(Self.items), .selectedIndex(0)]
            let document = WebDocument.started(list)
            let id = try XCTUnwrap(document.nodeID(of: list))
            XCTAssertEqual(document.element(id),
                           WebElement(kind: "listView", tag: "ul", attributes: ["role": "listbox"], events: [.select]))
            let rows = document.childIDs(id)
            XCTAssertEqual(rows.count, 3)
            XCTAssertEqual(document.element(rows[0]), WebElement(kind: "row", tag: "li"))
            XCTAssertEqual(document.properties(rows[0]), ["attr.role": "option", "attr.aria-selected": "true"])
            XCTAssertEqual(document.properties(rows[1])["attr.aria-selected"], "false")
            let parts = document.childIDs(rows[0])
            XCTAssertEqual(parts.map { document.element($0)?.kind }, ["rowTitle", "rowDetail"])
            XCTAssertEqual(parts.map { document.properties($0)["text"] }, ["Backup", "42%"])
            XCTAssertEqual(document.childIDs(rows[1]).count, 1, "no detail, no detail span")
        }
    }

    func testInsertRemoveAndMoveOfItemsAreKeyedOperations() throws {
        try onWebTestLoop {
            let list: ListView = [.items(Self.items)]
            let document = WebDocument.started(list)
            let id = try XCTUnwrap(document.nodeID(of: list))
            let rows = document.childIDs(id)
            // c moves to the front, b goes, d comes.
            list.install([.items([Self.items[2], Self.items[0], ListItem(id: "d", title: "Audit")])] as Style)
            let json = try XCTUnwrap(document.commitJSON())
            let newRow = try XCTUnwrap(document.childIDs(id).last)
            XCTAssertEqual(document.childIDs(id), [rows[2], rows[0], newRow])
            XCTAssertTrue(json.hasPrefix(#"[["remove",\#(rows[1])],["move",\#(id),\#(rows[2]),0],["insert",\#(id),2,{"id":\#(newRow),"kind":"row""#), json)
        }
    }

    func testSelectOnTheListSelectsTheRowAndMovesAriaSelected() throws {
        try onWebTestLoop {
            let list: ListView = [.items(Self.items), .selectedIndex(0)]
            var selections: [Int] = []
            list.onSelectionChanged { selections.append($0) }
            let document = WebDocument.started(list)
            let id = try XCTUnwrap(document.nodeID(of: list))
            let rows = document.childIDs(id)
            try document.receive(WebEvent(type: .select, value: .number(2)), at: id)
            XCTAssertEqual(list.selectedIndex, 2)
            XCTAssertEqual(selections, [2])
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(rows[0]),{"attr.aria-selected":"false"}],["set",\#(rows[2]),{"attr.aria-selected":"true"}]]"#)
        }
    }

    func testListRefusesRowOutsideItsRows() throws {
        try onWebTestLoop {
            let list: ListView = [.items(Self.items)]
            let document = WebDocument.started(list)
            let id = try XCTUnwrap(document.nodeID(of: list))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .select, value: .number(3)), at: id), .outOfRange("row 3 of 3"))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .select, value: .number(-1)), at: id), .outOfRange("row -1 of 3"))
            XCTAssertEqual(document.refusal(of: WebEvent(type: .select, value: .number(0.5)), at: id), .badValue("select needs an integer"))
            XCTAssertEqual(list.selectedIndex, -1)
        }
    }

    func testRepeatedItemIdsStillGetARowEach() throws {
        try onWebTestLoop {
            let list: ListView = [.items([ListItem(id: "x", title: "one"), ListItem(id: "x", title: "two")])]
            let document = WebDocument.started(list)
            let rows = document.childIDs(try XCTUnwrap(document.nodeID(of: list)))
            XCTAssertEqual(rows.count, 2)
            XCTAssertEqual(rows.map { document.properties(document.childIDs($0)[0])["text"] }, ["one", "two"])
        }
    }

    func testRowWidgetsAreTheListsChildren() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let model = NamesModel()
            let list = ListView()
            list.bindRows(to: model, \.names, key: { $0 }, makeRow: { _ in Label() }) { Component(.text($0)) }
            loop.runOnce()
            let document = WebDocument.started(list)
            let id = try XCTUnwrap(document.nodeID(of: list))
            let rows = document.childIDs(id)
            XCTAssertEqual(rows.map { document.element($0)?.kind }, ["label", "label"])
            XCTAssertEqual(rows.map { document.properties($0)["text"] }, ["web", "db"])
            model.names = ["db", "web", "cache"]
            loop.runOnce()
            let json = try XCTUnwrap(document.commitJSON())
            XCTAssertEqual(Array(document.childIDs(id).prefix(2)), [rows[1], rows[0]], "kept rows keep their nodes")
            XCTAssertTrue(json.contains(#"["insert",\#(id),2,{"#), json)
            try document.receive(WebEvent(type: .select, value: .number(2)), at: id)
            XCTAssertEqual(list.selectedIndex, 2)
        }
        try loop.close()
    }
}

@LoopActor
private final class NamesModel {
    @Observed var names = ["web", "db"]
}
