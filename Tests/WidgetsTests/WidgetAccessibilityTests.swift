import Bindings
import ComposerModel
import Widgets
import XCTest

/// The accessibility attributes every widget takes (Widget+Accessibility.swift).
final class WidgetAccessibilityTests: XCTestCase {
    func testEveryWidgetKindTakesTheAccessibilityAttributesAndResetsThem() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let kinds: [Widget] = [
                Label(), Button(), Switch(), TextField(), TextView(), Slider(), ProgressBar(), ActivityIndicator(),
                ImageView(), ListView(), ScrollView(), StackView(), SegmentedControl(),
            ]
            let style: Style = [.accessibilityLabel("Name"), .accessibilityHint("More"),
                                .accessibilityLabeledBy(ViewReference(label)), .accessibilityHidden(true)]
            for widget in kinds {
                XCTAssertEqual(widget.install(style).diagnostics, [], widget.diagnosticName)
                XCTAssertEqual(widget.accessibilityLabel, "Name")
                XCTAssertEqual(widget.accessibilityHint, "More")
                XCTAssertTrue(widget.accessibilityLabeledBy === label)
                XCTAssertTrue(widget.isAccessibilityHidden)
                widget.install(Style.empty.difference(from: style))
                XCTAssertNil(widget.accessibilityLabel)
                XCTAssertNil(widget.accessibilityHint)
                XCTAssertNil(widget.accessibilityLabeledBy)
                XCTAssertFalse(widget.isAccessibilityHidden)
            }
        }
        try loop.close()
    }

    func testNameIsTheLabelUnlessEmptyAndAFieldIsDescribedByItsPlaceholder() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let save: Button = [.title("💾", for: .normal), .accessibilityLabel("")]
            XCTAssertNil(save.accessibilityName, "an empty label is none")
            save.accessibilityLabel = "Save"
            XCTAssertEqual(save.accessibilityName, "Save")
            let field: TextField = [.placeholder("Email")]
            XCTAssertEqual(field.accessibilityDescription, "Email")
            field.accessibilityHint = "Where the receipt goes"
            XCTAssertEqual(field.accessibilityDescription, "Where the receipt goes")
            XCTAssertNil(Label(style: [.text("Hi")]).accessibilityDescription)
        }
        try loop.close()
    }

    func testLabeledByAnythingButAnotherWidgetIsRejectedAndThePreviousValueStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let toggle: Switch = [.accessibilityLabeledBy(label)]
            let notAWidget = ViewReference(AccessibilityNotAWidget())
            let messages = toggle.install([.accessibilityLabeledBy(notAWidget)] as Style).diagnostics.map(\.message)
            XCTAssertEqual(messages.count, 1)
            XCTAssertTrue(messages.first?.hasSuffix("accessibilityLabeledBy references AccessibilityNotAWidget, not a widget") ?? false, "\(messages)")
            XCTAssertTrue(toggle.accessibilityLabeledBy === label)
            XCTAssertEqual(toggle.install([.accessibilityLabeledBy(ViewReference(toggle))] as Style).diagnostics.count, 1)
            XCTAssertTrue(toggle.accessibilityLabeledBy === label, "a widget does not label itself")
        }
        try loop.close()
    }
}

/// An object a style may reference that is not a widget.
final class AccessibilityNotAWidget: Sendable {}
