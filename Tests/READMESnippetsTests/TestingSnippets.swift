// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

final class TestingSnippetsTests: XCTestCase {
    // TestingWithEquality.md: testingEquality
    func testPersonViewModelDescribesTheProfile() {
        let ada = Person(firstName: "Ada", lastName: "Lovelace", age: 36)
        let expected = Component(.borderStyle(.rounded)).withChildren(
            .child(\ProfileView.nameLabel, styles: .text("Ada Lovelace"), .textStyle(.bold)),
            .child(\ProfileView.ageLabel, styles: .text("36 years"), .textColor(.green))
        )
        XCTAssertEqual(PersonViewModel(person: ada).component, expected)
    }

    // TestingWithEquality.md: testingLoop
    func testTheAgeLabelFollowsTheModel() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ProfileModel()
            let view = ProfileView()
            view.bindComponent(to: model) { PersonViewModel(person: $0.person).component }
            loop.runOnce()                             // one loop turn: the flush installs the component
            XCTAssertEqual(view.ageLabel.text, "36 years")

            model.person = Person(firstName: "Ada", lastName: "Lovelace", age: 37)
            loop.runOnce()
            XCTAssertEqual(view.ageLabel.text, "37 years")
            XCTAssertEqual(view.nameLabel.installCount, 1, "an unchanged child gets no install")
        }
        try loop.close()                               // ends every binding; fails if a handle leaked
    }
}
