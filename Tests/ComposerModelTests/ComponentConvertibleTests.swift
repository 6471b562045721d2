import ComposerModel
import LoopComposerTestingCore
import XCTest

/// ViewComponents' "How to use with MVVM" and "Why easy to test?", ported.
final class ComponentConvertibleTests: XCTestCase {
    let person = Person(salutation: "Hallo", firstName: "John", lastName: "Doe", birthday: "Tuesday May 16, 2017")

    func testViewModelComponentEqualsTheExpectedComponent() {
        let target = Component(.borderStyle(.single), .borderColor(.red))
            .withChildren(
                .child(\PersonView.nameLabel, styles:
                    .text("Hallo John Doe"),
                    .textStyle(.bold),
                    .textColor(.red)
                ),
                .child(\PersonView.birthdateLabel, styles:
                    .backgroundColor(.yellow), .opacity(0.8),
                    .text("Tuesday May 16, 2017")
                )
            )
        XCTAssertEqual(PersonViewModel(person: person).component, target)
    }

    func testADifferentPersonGivesADifferentComponent() {
        let jane = Person(salutation: "Hallo", firstName: "Jane", lastName: "Doe", birthday: "Tuesday May 16, 2017")
        XCTAssertNotEqual(PersonViewModel(person: jane).component, PersonViewModel(person: person).component)
    }

    func testConfigureInstallsOnTheViewAndItsChildrenByKeyPath() {
        let view = PersonView()
        let report = PersonViewModel(person: person).configure(view)
        XCTAssertEqual(view.border, [.borderStyle(.single), .borderColor(.red)])
        XCTAssertEqual(view.nameLabel.shown, [.text("Hallo John Doe"), .textStyle(.bold), .textColor(.red)])
        XCTAssertEqual(view.birthdateLabel.shown[.opacity], .opacity(0.8))
        XCTAssertEqual(report.setCount, 8)
        XCTAssertEqual(report.diagnostics, [])
    }

    func testNewViewModelInstallsOnlyTheDifference() {
        let view = PersonView()
        let old = PersonViewModel(person: person).component
        PersonViewModel(person: person).configure(view)
        let renamed = Person(salutation: "Hej", firstName: "John", lastName: "Doe", birthday: person.birthday)
        let report = view.install(PersonViewModel(person: renamed).component.difference(from: old))
        XCTAssertEqual(report.setCount, 1)
        XCTAssertEqual(view.nameLabel.shown[.text], .text("Hej John Doe"))
        XCTAssertEqual(view.nameLabel.setCount, 4)
    }
}
