// Documentation/Migrating.md's code, verbatim (MigratingGuideTests checks that every
// ```swift block of the guide appears in this target's files, and that every LoopComposer
// spelling of its tables appears in a block of its section). Edit both together.

import Bindings
import ComposerModel
import Widgets
import XCTest

// Migrating: a view with outlets
final class ContactView: Widget {
    nonisolated let nameLabel: Label
    nonisolated let birthdateLabel: Label

    override init() {
        nameLabel = Label()
        birthdateLabel = Label()
        super.init()
        addChild(nameLabel)
        addChild(birthdateLabel)
    }
}

// Migrating: a view model
struct ContactViewModel: ComponentConvertible {
    let name: String
    let birthday: String

    var component: Component {
        let labelComponent = Component(.text(name), .textStyle(.bold), .textColor(.red))
        return Component(.borderStyle(.rounded)).withChildren(.child(\ContactView.nameLabel, labelComponent),
            .child(\ContactView.birthdateLabel, styles: .text(birthday), .textColor(.yellow))
        )
    }
}

// Migrating: configure
@LoopActor
private func configureSnippet() {
    let view = ContactView()
    ContactViewModel(name: "Ada Lovelace", birthday: "10 December 1815").configure(view)
    assert(view.nameLabel.text == "Ada Lovelace" && view.birthdateLabel.textColor == .yellow)

    let buttonComponent = Component(.title("Test", for: .normal), .titleColor(.red, for: .normal))
    let myButton = Button()
    myButton.install(buttonComponent)
    assert(myButton.displayedTitle == "Test")
}

// Migrating: the diff's receiver order
@LoopActor
private func diffOrderSnippet() {
    let button1 = Component(.title("Test", for: .normal), .titleColor(.red, for: .normal))
    let button2 = Component(.title("Test", for: .normal), .titleColor(.blue, for: .normal), .textStyle(.bold))
    let changes = button2.difference(from: button1)    // ViewComponents: button1.diffChanges(from: button2)
    assert(changes.style == StyleDelta([.set(.titleColor(.blue, for: .normal)), .set(.textStyle(.bold))]))
}

final class MigratingComponentsSnippetsTests: XCTestCase {
    func testTheComponentSnippetsRun() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            configureSnippet()
            diffOrderSnippet()
        }
        try loop.close()
    }

    func testContactViewModelDescribesTheContactView() {
        let target = Component(.borderStyle(.rounded)).withChildren(
            .child(\ContactView.nameLabel, styles: .text("Ada Lovelace"), .textStyle(.bold), .textColor(.red)),
            .child(\ContactView.birthdateLabel, styles: .text("10 December 1815"), .textColor(.yellow))
        )
        let viewModel = ContactViewModel(name: "Ada Lovelace", birthday: "10 December 1815")
        XCTAssertEqual(viewModel.component, target)
    }
}
