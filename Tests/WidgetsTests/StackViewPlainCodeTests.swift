import Bindings
import ComposerModel
import Widgets
import XCTest

/// StackView's plain setters (`StackView+PlainCode.swift`): each is one install of its attribute.
final class StackViewPlainCodeTests: XCTestCase {
    func testEachPropertySetInPlainCodeIsOneInstallOfItsAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let stack = StackView()
            stack.axis = .horizontal; assertPlainSet(stack, .axis(.horizontal))
            stack.spacing = 2; assertPlainSet(stack, .spacing(2))
            stack.distribution = .fillEqually; assertPlainSet(stack, .distribution(.fillEqually))
            stack.alignment = .center; assertPlainSet(stack, .alignment(.center))
            XCTAssertEqual(stack.axis, .horizontal)
            XCTAssertEqual(stack.spacing, 2)
        }
        try loop.close()
    }
}
