import ComposerModel
import XCTest

final class AttributeValuesDescriptionTests: XCTestCase {
    func testAttributesPrintAsTheyAreWritten() {
        let style: Style = [.textAlignment(.center), .textStyle([.bold, .underline]), .textColor(.palette(7)),
                            .margins(EdgeInsets(all: 1)), .title("OK", for: .highlighted)]
        XCTAssertEqual(style.description,
                       #"[.textAlignment(.center), .textStyle([.bold, .underline]), .textColor(.palette(7)), .margins(EdgeInsets(all: 1.0)), .title("OK", for: .highlighted)]"#)
    }

    func testValueDescriptions() {
        XCTAssertEqual(Color.rgb(red: 1, green: 2, blue: 3).description, ".rgb(red: 1, green: 2, blue: 3)")
        XCTAssertEqual(Color.brightCyan.description, ".brightCyan")
        XCTAssertEqual(TextStyle.plain.description, ".plain")
        XCTAssertEqual(ListItem(id: "7", title: "Backup", detail: "42%").description, #"ListItem(7: "Backup", "42%")"#)
        XCTAssertEqual(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).description,
                       "EdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)")
    }
}
