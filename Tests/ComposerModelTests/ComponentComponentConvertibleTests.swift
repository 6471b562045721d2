import ComposerModel
import LoopComposerTestingCore
import XCTest

/// A component is its own view model.
final class ComponentAsConvertibleTests: XCTestCase {
    func testAComponentConfiguresAViewAsAViewModelDoes() {
        let component = PersonViewModel(person: Person(salutation: "Hej", firstName: "A", lastName: "B", birthday: "today")).component
        let view = PersonView()
        let report = component.configure(view)
        XCTAssertEqual(component.component, component)
        XCTAssertEqual(view.nameLabel.shown[.text], .text("Hej A B"))
        XCTAssertEqual(report.diagnostics, [])
    }
}
