// Documentation/Migrating.md's code, verbatim (MigratingGuideTests checks that every
// ```swift block of the guide appears in this target's files, and that every LoopComposer
// spelling of its tables appears in a block of its section). Edit both together.

import Bindings
import ComposerModel
import Widgets
import XCTest

// Migrating: merging
@LoopActor
private func mergingSnippet() {
    let foo: [Attribute] = [.text("foo")]
    let bar: Style = [.text("bar"), .color(.red)]
    assert(foo.merge(slave: bar) == [.text("foo"), .color(.red)])     // the left side wins
    assert(foo.merge(master: bar) == [.text("bar"), .color(.red)])    // the right side wins
    assert(foo <- bar == foo.merge(slave: bar) && foo <<- bar == foo.merge(master: bar))
    assert(bar.merge(master: .text("foo")) == [.text("foo"), .color(.red)])
}

// Migrating: defaults, literals and install
@LoopActor
private func defaultsAndInstallSnippet() {
    func makeWarning(_ style: Style? = nil) -> Label {
        Label(style: style <- [.textColor(.yellow), .textStyle(.bold)])   // the defaults, as slaves
    }
    let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
    let fooLabel: Label = labelStyle <<- .text("Foo")
    let label: Label = [.text("Hi")]
    assert(makeWarning().textColor == .yellow && fooLabel.text == "Foo" && label.text == "Hi")
    let old: Style = [.text("Foo"), .hidden(true)]
    let new: Style = [.text("Bar")]
    label.install(old)
    label.install(new.difference(from: old))       // sets text, resets hidden to its default
    assert(label.text == "Bar" && !label.isHidden)
    label.install(labelStyle)                      // installing a whole style leaves other keys alone
}

// Migrating: custom attribute
enum ShinyAttribute: CustomAttribute {
    case shiny(Bool)
}

@LoopActor
private func customAttributeSnippet() {
    let shiny: Style = [.custom(ShinyAttribute.shiny(true)), .text("Gem")]
    let dull = shiny <<- .custom(ShinyAttribute.shiny(false))    // same key: replaced, not added
    assert(dull.count == 2)
}

// Migrating: duplicates
@LoopActor
private func duplicatesSnippet() {
    let twice: Style = [.text("first"), .text("second")]
    assert(twice.text == "first" && twice.diagnostics.count == 1)
}

final class MigratingStylesSnippetsTests: XCTestCase {
    func testTheStylesAndMergingSnippetsRun() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            mergingSnippet()
            defaultsAndInstallSnippet()
            customAttributeSnippet()
            duplicatesSnippet()
        }
        try loop.close()
    }
}
