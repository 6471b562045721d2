import Bindings
import ComposerModel
import Widgets
import XCTest

@LoopActor
final class LoginViewModel: TextFieldDelegate, ListViewDelegate {
    var endedEditing: [String] = []
    var selected: [Int] = []
    let jobs = ["backup", "sync", "scan"]

    func textField(_ field: TextField, shouldChangeTextTo text: String) -> Bool { text.count <= 3 }
    func textFieldDidEndEditing(_ field: TextField) { endedEditing.append(field.text) }

    func numberOfRows(in list: ListView) -> Int { jobs.count }
    func listView(_ list: ListView, itemForRow row: Int) -> ListItem { ListItem(id: jobs[row], title: jobs[row]) }
    func listView(_ list: ListView, didSelectRow row: Int) { selected.append(row) }
}

final class WidgetDelegateTests: XCTestCase {
    func testADelegateInAStyleIsDiffedByIdentityReplacedAndRemoved() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let first = LoginViewModel(), second = LoginViewModel()
            let field = TextField()
            let one: Style = [.placeholder("PIN"), .delegate(first)]
            field.install(one)
            XCTAssertEqual(([.placeholder("PIN"), .delegate(first)] as Style).difference(from: one), .empty)
            let two: Style = [.placeholder("PIN"), .delegate(second)]
            XCTAssertEqual(two.difference(from: one).changes, [.set(.delegate(second))])
            field.install(two.difference(from: one))
            field.userDidEndEditing()
            XCTAssertEqual(first.endedEditing, [], "the replaced delegate no longer hears")
            XCTAssertEqual(second.endedEditing.count, 1)
            field.install(Style([.placeholder("PIN")]).difference(from: two))
            XCTAssertNil(field.delegate)
        }
        try loop.close()
    }

    func testTextFieldDelegatePassedAsAnAttributeApprovesEditsAndHearsTheEnd() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = LoginViewModel()
            let field: TextField = [.placeholder("PIN"), .delegate(model)]
            field.userDidType("12")
            field.userDidType("34")                   // would make 4 characters: refused
            field.userDidType("3")
            XCTAssertEqual(field.text, "123")
            field.userDidEndEditing()
            XCTAssertEqual(model.endedEditing, ["123"])
        }
        try loop.close()
    }

    func testListViewTakesRowsFromItsDelegateAndReportsSelection() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = LoginViewModel()
            let list: ListView = [.delegate(model)]
            var events: [Int] = []
            list.onSelectionChanged { events.append($0) }
            XCTAssertEqual(list.rows.map(\.title), ["backup", "sync", "scan"])
            list.userDidSelect(row: 1)
            list.userDidSelect(row: 7)                // no such row: ignored
            XCTAssertEqual(list.selectedItem?.title, "sync")
            XCTAssertEqual(events, [1])
            XCTAssertEqual(model.selected, [1])
            list.install([.selectedIndex(2)] as Style)
            XCTAssertEqual(events, [1], "no echo")
        }
        try loop.close()
    }

    func testDelegatesAreHeldWeakly() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            var model: LoginViewModel? = LoginViewModel()
            let field: TextField = [.delegate(model!)]
            XCTAssertNotNil(field.delegate)
            model = nil
            XCTAssertNil(field.delegate)
            field.userDidType("12345")
            XCTAssertEqual(field.text, "12345", "without a delegate every edit is allowed")
        }
        try loop.close()
    }

    func testADelegateOfTheWrongKindIsRejected() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let stranger = Label()
            let field = TextField()
            let report = field.install([.delegate(stranger)] as Style)
            XCTAssertNil(field.delegate)
            XCTAssertEqual(report.diagnostics.map(\.message), ["TextField: value rejected for delegate(Label): Label is not a TextFieldDelegate"])
        }
        try loop.close()
    }

    func testSegmentedControlReportsUserSelection() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let step: SegmentedControl = [.segments(["1", "5", "10"]), .selectedIndex(0)]
            var events: [Int] = []
            step.onSelectionChanged { events.append($0) }
            step.userDidSelect(segment: 2)
            step.install([.selectedIndex(1)] as Style)
            XCTAssertEqual(events, [2])
            XCTAssertEqual(step.selectedIndex, 1)
        }
        try loop.close()
    }
}
