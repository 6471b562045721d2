import ComposerModel
import XCTest

final class ComponentDescriptionTests: XCTestCase {
    func testDescriptionShowsStyleChildrenAndRowsByKey() {
        let component = Component(.text("list"))
            .withChildren(.child("header", styles: .text("Jobs")))
            .withRows([.child("1", styles: .text("a"))])
        XCTAssertEqual(component.description, #"[.text("list")] children: [header: [.text("Jobs")]] rows: [1: [.text("a")]]"#)
        XCTAssertEqual(Component().description, "[]")
    }
}
