import Bindings
import ComposerModel
import Widgets
import XCTest

/// Label's plain setters (`Label+PlainCode.swift`): each is one install of its attribute.
final class LabelPlainCodeTests: XCTestCase {
    func testEachPropertySetInPlainCodeIsOneInstallOfItsAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            label.text = "Bar"; assertPlainSet(label, .text("Bar"))
            label.textColor = .red; assertPlainSet(label, .textColor(.red))
            label.textAlignment = .center; assertPlainSet(label, .textAlignment(.center))
            label.textStyle = .bold; assertPlainSet(label, .textStyle(.bold))
            label.textCase = .upper; assertPlainSet(label, .case(.upper))
            label.numberOfLines = 0; assertPlainSet(label, .numberOfLines(0))
            XCTAssertEqual(label.displayedText, "BAR")
        }
        try loop.close()
    }
}
