import Bindings
import ComposerModel
import Widgets
import XCTest

/// ViewComponents' `PersonView`: a view with two label outlets.
private final class PersonView: Widget {
    nonisolated let nameLabel: Label
    nonisolated let birthdateLabel: Label

    override init() {
        (nameLabel, birthdateLabel) = (Label(), Label())
        super.init()
        addChild(nameLabel)
        addChild(birthdateLabel)
    }
}

private struct Person {
    let salutation: String
    let firstName: String
    let lastName: String
    let birthday: String
}

/// ViewComponents' `PersonViewModel`, whose `toComponent` is typed.
private struct PersonViewModel: ComponentConvertible {
    let person: Person

    var name: String { "\(person.salutation) \(person.firstName) \(person.lastName)" }

    var toComponent: WidgetComponent<PersonView> {
        WidgetComponent(
            .borderStyle(.single), .borderColor(.red)
        ).withChildren(
            .child(\.nameLabel, styles:
                .text(name),
                .textStyle(.bold),
                .textColor(.red)
            ),
            .child(\.birthdateLabel, styles:
                .backgroundColor(.yellow), .alpha(0.8),
                .text(person.birthday)
            )
        )
    }

    var component: Component { toComponent.component }
}

/// ViewComponents' README, with `WidgetComponent<W>` for `Component<UIView>`.
final class WidgetComponentTests: XCTestCase {
    private let person = Person(salutation: "Hallo", firstName: "John", lastName: "Doe", birthday: "Tuesday May 16, 2017")

    func testTypedComponentConfiguresItsWidget() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let buttonComponent = WidgetComponent<Button>(
                .title("Test", for: .normal),
                .titleColor(.red, for: .normal)
            )
            let myButton = Button()
            let report = buttonComponent.configure(myButton)
            XCTAssertEqual(myButton.title(for: .normal), "Test")
            XCTAssertEqual(myButton.titleColor(for: .normal), .red)
            XCTAssertEqual(report.setCount, 2)
            XCTAssertEqual(report.diagnostics, [])
        }
        try loop.close()
    }

    func testChildrenByKeyPathAreCheckedAgainstTheirWidgetAndInstalled() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let labelComponent = WidgetComponent<Label>(
                .text("MyLabel"),
                .textStyle(.bold),
                .backgroundColor(.blue)
            )
            let viewComponent = WidgetComponent<PersonView>(
                .borderStyle(.rounded), .borderColor(.red)
            ).withChildren(
                .child(\.nameLabel, labelComponent),
                .child(\.birthdateLabel, styles: .text("Tuesday"), .textColor(.green))
            )
            let view = PersonView()
            XCTAssertEqual(viewComponent.configure(view).diagnostics, [])
            XCTAssertEqual(view.borderStyle, .rounded)
            XCTAssertEqual(view.nameLabel.text, "MyLabel")
            XCTAssertEqual(view.nameLabel.backgroundColor, .blue)
            XCTAssertEqual(view.birthdateLabel.textColor, .green)
        }
        try loop.close()
    }

    func testViewModelsTypedComponentEqualsTheExpectedOne() {
        let target = WidgetComponent<PersonView>(
            .borderStyle(.single), .borderColor(.red)
        ).withChildren(
            .child(\.nameLabel, styles:
                .text("Hallo John Doe"),
                .textStyle(.bold),
                .textColor(.red)
            ),
            .child(\.birthdateLabel, styles:
                .backgroundColor(.yellow), .alpha(0.8),
                .text("Tuesday May 16, 2017")
            )
        )
        XCTAssertEqual(PersonViewModel(person: person).toComponent, target)
        let jane = Person(salutation: "Hallo", firstName: "Jane", lastName: "Doe", birthday: person.birthday)
        XCTAssertNotEqual(PersonViewModel(person: jane).toComponent, target)
    }

    func testTypedComponentsDiffAsTheUntypedOnes() {
        let button1 = WidgetComponent<Button>(
            .title("Test", for: .normal),
            .titleColor(.red, for: .normal)
        )
        let button2 = WidgetComponent<Button>(
            .title("Test", for: .normal),
            .titleColor(.blue, for: .normal),
            .enabled(false)
        )
        let changes = button2.difference(from: button1)
        XCTAssertEqual(changes, button2.component.difference(from: button1.component))
        XCTAssertEqual(changes.style, Style([.titleColor(.blue, for: .normal), .enabled(false)]).difference(from: []))
    }

    func testATypedComponentIsComponentConvertibleAndSoIsAnUntypedOne() throws {
        let loop = try EventLoop()
        let person = person
        LoopActor.assumeIsolated {
            @LoopActor @discardableResult
            func install(_ convertible: some ComponentConvertible, on view: some ComponentTarget) -> InstallReport {
                convertible.configure(view)
            }
            let view = PersonView()
            XCTAssertEqual(install(PersonViewModel(person: person).toComponent, on: view).diagnostics, [])
            XCTAssertEqual(view.nameLabel.text, "Hallo John Doe")
            let label = Label()
            install(Component(.text("untyped")), on: label)
            XCTAssertEqual(label.text, "untyped")
            PersonViewModel(person: person).configure(PersonView())
        }
        try loop.close()
    }

    func testAChildByIdentifierIsTypedByItsComponent() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.identifier("title")]
            let form: StackView = [.views([title])]
            let component = WidgetComponent<StackView>(.spacing(1)).withChildren(
                .child("title", WidgetComponent<Label>(.text("Jobs"), .textStyle(.bold)))
            )
            XCTAssertEqual(component.configure(form).diagnostics, [])
            XCTAssertEqual(title.text, "Jobs")
            XCTAssertEqual(form.spacing, 1)
        }
        try loop.close()
    }

    func testAnUntypedComponentWrappedIsCheckedWhenInstalled() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let wrapped = WidgetComponent<Label>(Component(.text("ok"), .placeholder("not a label's")))
            let label = Label()
            let report = wrapped.configure(label)
            XCTAssertEqual(label.text, "ok")
            XCTAssertEqual(report.diagnostics.map(\.kindName), ["unsupportedAttribute"])
        }
        try loop.close()
    }

    func testABindingKeepsAViewInStepWithATypedComponent() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = GreetingModel()
            let label = Label()
            label.bindComponent(to: model) { WidgetComponent<Label>(.text("Hello \($0.name)")).component }
            loop.runOnce()
            XCTAssertEqual(label.text, "Hello world")
            model.name = "typed"
            loop.runOnce()
            XCTAssertEqual(label.text, "Hello typed")
            label.lifetime.end()
        }
        try loop.close()
    }
}
