import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

struct Job: Sendable {
    var id: String
    var name: String
}

@LoopActor
final class JobsModel {
    @Observed var jobs: [Job] = []
}

/// ListView → GtkListBox: keyed rows (inserts, removals and moves applied as such, the
/// same GTK row objects for kept keys), the selected row, `row-selected` both ways.
final class ListViewGTKTests: XCTestCase {
    func testItemRowsKeepTheirGTKRowsThroughInsertsRemovalsAndMoves() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let a = ListItem(id: "a", title: "A"), b = ListItem(id: "b", title: "B"), c = ListItem(id: "c", title: "C")
            let list: ListView = [.items([a, b, c]), .selectedIndex(1)]
            let native = try harness.show(list)
            XCTAssertEqual(native.typeName, "GtkListBox")
            XCTAssertEqual(rowTexts(native), ["A", "B", "C"])
            let rowOf = Dictionary(uniqueKeysWithValues: zip(["a", "b", "c"], gtkRows(native)))
            for row in rowOf.values { g_object_ref(row) }
            defer { for row in rowOf.values { g_object_unref(row) } }
            XCTAssertEqual(gtk_list_box_get_selected_row(cgtk_list_box(native.pointer)).map { UnsafeMutableRawPointer($0) }, rowOf["b"])
            let d = ListItem(id: "d", title: "D", detail: "new")
            list.install(StyleDelta([.set(.items([c, d, a]))]))   // b removed, d inserted, c moved first
            XCTAssertEqual(rowTexts(native), ["C", "D\nnew", "A"])
            let rows = gtkRows(native)
            XCTAssertEqual(rows[0], rowOf["c"])
            XCTAssertEqual(rows[2], rowOf["a"])
            XCTAssertFalse(rows.contains(rowOf["b"]!))
            XCTAssertEqual(rowPointers(native), rows)
        }
    }

    func testRowWidgetsKeepTheirGTKRowsAndRemovedRowWidgetsAreForgotten() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = JobsModel()
            model.jobs = [Job(id: "1", name: "build"), Job(id: "2", name: "test"), Job(id: "3", name: "ship")]
            let list = ListView()
            list.bindRows(to: model, \.jobs, key: \.id, makeRow: { _ in Label() }, row: { Component(.text($0.name)) })
            harness.turn()
            let native = try harness.show(list)
            let screen = try XCTUnwrap(harness.screen)
            XCTAssertEqual(gtkRows(native).count, 3)
            let rowOf = Dictionary(uniqueKeysWithValues: zip(["1", "2", "3"], gtkRows(native)))
            // Hold the first rows, so that a freed row's address cannot come back as a new row's.
            for row in rowOf.values { g_object_ref(row) }
            defer { for row in rowOf.values { g_object_unref(row) } }
            let removedWidget = list.rowWidgets[0]
            let labelOfShip = try harness.native(list.rowWidgets[2])
            XCTAssertEqual(labelOfShip.property("label"), .string("ship"))
            let shown = screen.shownWidgetCount
            model.jobs = [Job(id: "3", name: "ship!"), Job(id: "2", name: "test"), Job(id: "4", name: "deploy")]
            harness.turn()
            let rows = gtkRows(native)
            XCTAssertEqual(rows.count, 3)
            XCTAssertEqual(rows[0], rowOf["3"])
            XCTAssertEqual(rows[1], rowOf["2"])
            XCTAssertFalse(rows.contains(rowOf["1"]!))
            XCTAssertEqual(labelOfShip.property("label"), .string("ship!"))
            XCTAssertNil(screen.existingNativeWidget(for: removedWidget))
            XCTAssertNil(removedWidget.presenter)
            XCTAssertEqual(screen.shownWidgetCount, shown)
        }
    }

    func testUserSelectionReachesHandlersOnceAndInstallsDoNotEcho() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let list: ListView = [.items([ListItem(id: "a", title: "A"), ListItem(id: "b", title: "B")])]
            var events: [Int] = []
            list.onSelectionChanged { events.append($0) }
            let native = try harness.show(list)
            let box = cgtk_list_box(native.pointer)
            gtk_list_box_select_row(box, gtk_list_box_get_row_at_index(box, 1))   // a click
            XCTAssertEqual(list.selectedIndex, 1)
            XCTAssertEqual(events, [1])
            let before = native.callCount
            list.install(StyleDelta([.set(.selectedIndex(0))]))
            XCTAssertEqual(gtk_list_box_get_selected_row(box).map { gtk_list_box_row_get_index($0) }, 0)
            XCTAssertEqual(native.callCount - before, 1)
            list.install(StyleDelta([.reset(.selectedIndex)]))
            XCTAssertNil(gtk_list_box_get_selected_row(box))
            XCTAssertEqual(events, [1], "an install is not a selection")
        }
    }

    func testButtonsInRowsKeepTheirWidthWhenAnotherShowsALongerTitle() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = JobsModel()
            model.jobs = [Job(id: "1", name: "Stop"), Job(id: "2", name: "Stop")]
            let list = ListView()
            list.bindRows(to: model, \.jobs, key: \.id, makeRow: { _ in Button() }, row: { Component(.title($0.name, for: .normal)) })
            harness.turn()
            let native = try harness.show(list)
            allocate(native, width: 400, height: 200)
            let first = try harness.native(list.rowWidgets[0])
            let narrow = try XCTUnwrap(bounds(of: first, in: native))
            XCTAssertEqual(narrow.width, naturalWidth(of: first), "a button keeps its own width in its row: \(narrow)")
            model.jobs = [Job(id: "1", name: "Stop"), Job(id: "2", name: "Restart the whole service now")]
            harness.turn()
            allocate(native, width: 400, height: 200)
            XCTAssertEqual(try XCTUnwrap(bounds(of: first, in: native)).width, narrow.width,
                           "another row's longer title does not widen it")
        }
    }
}

@LoopActor
private func rowPointers(_ native: GTKWidget) -> [UnsafeMutableRawPointer] {
    native.keyedChildren.map { $0.child.pointer }
}

@LoopActor
private func gtkRows(_ native: GTKWidget) -> [UnsafeMutableRawPointer] {
    var rows: [UnsafeMutableRawPointer] = []
    var index: gint = 0
    while let row = gtk_list_box_get_row_at_index(cgtk_list_box(native.pointer), index) {
        rows.append(UnsafeMutableRawPointer(row))
        index += 1
    }
    return rows
}

@LoopActor
private func rowTexts(_ native: GTKWidget) -> [String] {
    gtkRows(native).map { row in
        let label = gtk_list_box_row_get_child(cgtk_list_box_row(row))
        return String(cString: gtk_label_get_text(cgtk_label(label)))
    }
}
