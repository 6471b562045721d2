// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

// Merging.md: merging
@LoopActor
private func mergingSnippet() {
    let foo: [Attribute] = [.text("foo")]              // an array, a Style or one Attribute
    let bar: Style = [.text("bar"), .color(.red)]

    let fooMerged = foo.merge(slave: bar)              // [.text("foo"), .color(.red)]: the left side wins
    let barMerged = foo.merge(master: bar)             // [.text("bar"), .color(.red)]: the right side wins
    assert(fooMerged == [.text("foo"), .color(.red)])
    assert(barMerged == [.text("bar"), .color(.red)])

    let single = bar.merge(master: .text("foo"))       // a single attribute merges too
    assert(single == [.text("foo"), .color(.red)])
}

// Merging.md: optionalStyle
@LoopActor
private func optionalStyleSnippet() {
    func makeWarning(_ style: Style? = nil) -> Label {
        Label(style: style <- [.textColor(.yellow), .textStyle(.bold)])   // defaults, as slaves
    }

    let warning = makeWarning([.text("Disk almost full"), .textColor(.red)])
    assert(warning.textColor == .red && warning.textStyle == .bold)
    assert(makeWarning().textColor == .yellow)                           // nil merges as empty
}

// Merging.md: operators
@LoopActor
private func operatorsSnippet() {
    let foo: Style = [.text("foo")]
    let bar: Style = [.text("bar"), .color(.red)]
    assert(foo <- bar == [.text("foo"), .color(.red)])    // foo.merge(slave: bar)
    assert(foo <<- bar == [.text("bar"), .color(.red)])   // foo.merge(master: bar)
}

// Merging.md: associativity
@LoopActor
private func associativitySnippet() {
    let foo: Style = [.text("foo")]
    let bar: Style = [.text("bar")]

    // Associativity does not matter here:
    assert(foo <<- bar <<- .text("baz") == [.text("baz")])
    assert(foo <- bar <- .text("baz") == [.text("foo")])
    assert(foo <<- bar <- .text("baz") == [.text("bar")])

    // It matters here; both operators are right-associative, so read from the right:
    assert(foo <- bar <<- .text("baz") == [.text("foo")])     // foo <- (bar <<- baz)
    assert((foo <- bar) <<- .text("baz") == [.text("baz")])   // what left associativity would give
}

// Styles.md: predefined
@LoopActor
private func predefinedSnippet() {
    let labelStyle: Style = [.textColor(.red), .textAlignment(.center), .textStyle(.bold)]

    let fooLabel: Label = labelStyle <<- .text("Foo")
    let barLabel: Label = labelStyle <<- [.text("Bar"), .textColor(.blue), .color(.red)]
    let bazLabel: Label = labelStyle <<- [.text("Baz"), .textAlignment(.leading), .color(.green)]
    let stackView: StackView = [.views([fooLabel, barLabel, bazLabel]), .axis(.vertical), .distribution(.fillEqually)]
    assert(barLabel.textColor == .blue && bazLabel.textStyle == .bold && stackView.children.count == 3)
}

// Styles.md: chains
@LoopActor
private func chainsSnippet() {
    let fieldStyle: Style = [.width(32), .borderStyle(.single)]
    let emailField: TextField = fieldStyle <<- .placeholder("Email")
    let passwordField: TextField = fieldStyle.merge(master: [.placeholder("Password"), .secureEntry(true)])
    let title: Label = .text("Log in") <- [.textStyle(.bold), .textAlignment(.center)]
    let form: StackView = .axis(.vertical) <-
            .views([title, emailField, passwordField]) <-
            [.spacing(1), .layoutMargins(all: 1)]
    assert(form.children.count == 3 && passwordField.isSecureEntry && emailField.width == 32)
}

final class MergingSnippetsTests: XCTestCase {
    func testChainsSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { chainsSnippet() }
        try loop.close()
    }

    func testMergingSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { mergingSnippet() }
        try loop.close()
    }

    func testOptionalStyleSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { optionalStyleSnippet() }
        try loop.close()
    }

    func testOperatorsSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { operatorsSnippet() }
        try loop.close()
    }

    func testAssociativitySnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { associativitySnippet() }
        try loop.close()
    }

    func testPredefinedSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { predefinedSnippet() }
        try loop.close()
    }
}
