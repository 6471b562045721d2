import ComposerModel
import LoopComposerTestingCore

/// ViewComponents' MVVM example, ported: a view with two labels.
struct Person {
    let salutation: String
    let firstName: String
    let lastName: String
    let birthday: String
}

final class PersonView: ComponentTarget {
    let nameLabel = RecordingTarget(name: "nameLabel")
    let birthdateLabel = RecordingTarget(name: "birthdateLabel")
    var border = Style()

    func apply(_ attribute: Attribute) -> AttributeOutcome {
        border.set(attribute)
        return .applied
    }

    func reset(_ key: AttributeKey) {
        border.removeAttribute(for: key)
    }
}

struct PersonViewModel: ComponentConvertible {
    let person: Person

    var name: String { "\(person.salutation) \(person.firstName) \(person.lastName)" }

    var component: Component {
        Component(.borderStyle(.single), .borderColor(.red))
            .withChildren(
                .child(\PersonView.nameLabel, styles:
                    .text(name),
                    .textStyle(.bold),
                    .textColor(.red)
                ),
                .child(\PersonView.birthdateLabel, styles:
                    .backgroundColor(.yellow), .opacity(0.8),
                    .text(person.birthday)
                )
            )
    }
}
