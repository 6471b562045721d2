// Documentation/Migrating.md's code, verbatim (MigratingGuideTests checks that every
// ```swift block of the guide appears in this target's files, and that every LoopComposer
// spelling of its tables appears in a block of its section). Edit both together.

import Bindings
import ComposerModel
import Widgets
import XCTest

// Migrating: plain code
@LoopActor
private func plainCodeSnippet() {
    let label: Label = [.text("Foo")]
    label.text = "Bar"
    label.textColor = .red
    label.numberOfLines = 0
    label.isHidden = true
    label.opacity = 0.5
    label.backgroundColor = .blue
    let button = Button()
    button.setTitle("OK", for: .normal)
    button.setTitleColor(.green, for: .normal)
    button.isEnabled = false
    let field = TextField()
    field.isSecureEntry = true
    field.placeholder = "Email"
    let slider = Slider()
    slider.range = 0...10
    slider.value = 3
    slider.value = 12                                   // clamped to 10, with the install's diagnostic
    let toggle = Switch()
    toggle.isOn = true
    let progress = ProgressBar()
    progress.progress = 0.5
    let spinner = ActivityIndicator()
    spinner.isAnimating = true
    let period: SegmentedControl = [.segments(["Day", "Week"])]
    period.selectedIndex = 1
    let stack = StackView()
    stack.axis = .horizontal
    label.set(.textAlignment(.center))                  // any attribute, as a value
    label.restoreDefault(for: .textColor)
    assert(label.text == "Bar" && slider.value == 10 && button.displayedTitle == "OK")
}

final class MigratingPlainCodeSnippetsTests: XCTestCase {
    func testThePlainCodeSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { plainCodeSnippet() }
        try loop.close()
    }

    func testPlainCodeShowsUntilTheBindingChangesThatKey() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ContactModel()
            let title = Label()
            title.bind(to: model) { [.text($0.name), .textColor($0.isFavorite ? .yellow : .white)] }
            loop.runOnce()
            title.text = "Bar"                                  // plain code
            model.isFavorite = true                             // the binding runs; its text is unchanged
            loop.runOnce()
            XCTAssertEqual(title.text, "Bar")                   // the plain value stays
            model.name = "Grace Hopper"                         // the binding changes the key
            loop.runOnce()
            XCTAssertEqual(title.text, "Grace Hopper")          // the binding wins
        }
        try loop.close()
    }
}
