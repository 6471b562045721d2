import Bindings
import ComposerModel
import Widgets
import XCTest

/// Asserts that the last thing `widget` received was one install setting `expected`: what a
/// plain set (`label.text = "Bar"`) must be.
@LoopActor
func assertPlainSet(_ widget: Widget, _ expected: Attribute, file: StaticString = #filePath, line: UInt = #line) {
    let delta = widget.lastInstalledDelta
    XCTAssertEqual(delta, StyleDelta([.set(expected)]), file: file, line: line)
}
