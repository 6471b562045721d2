// Documentation/Migrating.md's code, verbatim (MigratingGuideTests checks that every
// ```swift block of the guide appears in this target's files, and that every LoopComposer
// spelling of its tables appears in a block of its section). Edit both together.

import Bindings
import ComposerModel
import Widgets
import XCTest

// Migrating: a model
@LoopActor final class ContactModel {
    @Observed var name = "Ada Lovelace"
    @Observed var birthday = "10 December 1815"
    @Observed var count = 0
    @Observed var isFavorite = false
}

final class MigratingBindingsSnippetsTests: XCTestCase {
    func testBindingsKeepWidgetsInStepWithTheModel() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ContactModel()
            let label = Label()
            let binding = label.bind(to: model) { [.text("Count: \($0.count)")] }
            let view = ContactView()
            view.bindComponent(to: model) { ContactViewModel(name: $0.name, birthday: $0.birthday).component }
            let field = TextField()
            field.bindText(to: model, \.name)
            let toggle = Switch()
            toggle.bindIsOn(to: model, \.isFavorite)

            model.count = 3
            loop.runOnce()                                      // one turn: one flush, one install per widget
            XCTAssertEqual(label.text, "Count: 3")
            XCTAssertEqual(view.nameLabel.text, "Ada Lovelace")
            field.userDidChangeText(to: "Grace Hopper")         // the user types: the model hears it
            toggle.userDidToggle()
            XCTAssertEqual(model.name, "Grace Hopper")
            XCTAssertTrue(model.isFavorite)
            loop.runOnce()
            XCTAssertEqual(view.nameLabel.text, "Grace Hopper")
            binding.dispose()
        }
        try loop.close()
    }
}
