// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

// ComponentsAndViewModels.md: componentView
final class ProfileView: Widget {
    nonisolated let nameLabel: Label
    nonisolated let ageLabel: Label

    override init() {
        nameLabel = Label()
        ageLabel = Label()
        super.init()
        addChild(nameLabel)
        addChild(ageLabel)
    }
}

// ComponentsAndViewModels.md: children
@LoopActor
private func childrenSnippet() {
    let labelComponent = Component(.text("Ada"), .textStyle(.bold), .backgroundColor(.blue))

    let profile = Component(.borderStyle(.rounded)).withChildren(
        .child(\ProfileView.nameLabel, labelComponent),
        .child(\ProfileView.ageLabel, styles: .text("36 years"), .textColor(.green))
    )

    let view = ProfileView()
    view.install(profile)                              // the root and every child, in one go
    assert(view.nameLabel.text == "Ada" && view.ageLabel.textColor == .green)
}

// ComponentsAndViewModels.md: typedComponents
@LoopActor
private func typedComponentsSnippet() {
    let buttonComponent = WidgetComponent<Button>(
        .title("Test", for: .normal),
        .titleColor(.red, for: .normal)
    )
    let profileComponent = WidgetComponent<ProfileView>(.borderStyle(.rounded)).withChildren(
        .child(\.nameLabel, styles: .text("Ada"), .textStyle(.bold)),      // checked against Label
        .child(\.ageLabel, WidgetComponent<Label>(.text("36 years")))
    )
    // WidgetComponent<Label>(.title("Test", for: .normal))              // does not compile: a Label has no title

    let myButton = Button()
    buttonComponent.configure(myButton)
    let profileView = ProfileView()
    profileComponent.configure(profileView)
    assert(myButton.displayedTitle == "Test" && profileView.nameLabel.textStyle == .bold)
    assert(profileComponent.component == Component(.borderStyle(.rounded)).withChildren(
        .child(\ProfileView.nameLabel, styles: .text("Ada"), .textStyle(.bold)),
        .child(\ProfileView.ageLabel, styles: .text("36 years"))
    ))
}

// Styles.md: diffing
@LoopActor
private func diffingSnippet() {
    let before: Style = [.title("Test", for: .normal), .titleColor(.red, for: .normal), .hidden(true)]
    let after: Style = [.title("Test", for: .normal), .titleColor(.blue, for: .normal), .textStyle(.bold)]

    let delta = after.difference(from: before)
    assert("\(delta)" == "[reset hidden, set textStyle(.bold), set titleColor(.blue, for: .normal)]")   // apply order

    let button = Button()
    button.install(before)
    button.install(delta)                              // only what changed; `hidden` back to its default
    assert(!button.isHidden && button.titleColor(for: .normal) == .blue)

    let changes = Component(after).difference(from: Component(before))   // components diff the same way, children too
    assert(changes.style == delta)
}

// ComponentsAndViewModels.md: mvvm
struct Person: Sendable {
    let firstName: String
    let lastName: String
    let age: Int
}

struct PersonViewModel: ComponentConvertible {
    let person: Person

    var name: String { "\(person.firstName) \(person.lastName)" }

    var component: Component {
        Component(.borderStyle(.rounded)).withChildren(
            .child(\ProfileView.nameLabel, styles: .text(name), .textStyle(.bold)),
            .child(\ProfileView.ageLabel, styles: .text("\(person.age) years"), .textColor(person.age >= 18 ? .green : .yellow))
        )
    }
}

@LoopActor final class ProfileModel {
    @Observed var person = Person(firstName: "Ada", lastName: "Lovelace", age: 36)
}

// ComponentsAndViewModels.md: mvvmUse
@LoopActor
private func mvvmUseSnippet() {
    let view = ProfileView()
    PersonViewModel(person: Person(firstName: "Grace", lastName: "Hopper", age: 85)).configure(view)   // once

    let model = ProfileModel()
    view.bindComponent(to: model) { PersonViewModel(person: $0.person).component }   // kept in step
}

final class ComponentSnippetsTests: XCTestCase {
    func testChildrenSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { childrenSnippet() }
        try loop.close()
    }

    func testTypedComponentsSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { typedComponentsSnippet() }
        try loop.close()
    }

    func testDiffingSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { diffingSnippet() }
        try loop.close()
    }

    func testMvvmUseSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { mvvmUseSnippet() }
        try loop.close()
    }
}
