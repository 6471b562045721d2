import Bindings
import ComposerModel
import Widgets
import XCTest

/// TextView's plain setters (`TextView+PlainCode.swift`): each is one install of its attribute.
final class TextViewPlainCodeTests: XCTestCase {
    func testEachPropertySetInPlainCodeIsOneInstallOfItsAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let textView = TextView()
            textView.text = "log"; assertPlainSet(textView, .text("log"))
            textView.isEditable = false; assertPlainSet(textView, .editable(false))
            textView.textColor = .red; assertPlainSet(textView, .textColor(.red))
            textView.textAlignment = .center; assertPlainSet(textView, .textAlignment(.center))
            XCTAssertEqual(textView.text, "log")
            XCTAssertFalse(textView.isEditable)
        }
        try loop.close()
    }
}
