import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

/// The accessibility attributes → ARIA attributes on the page (WebDocument+CommonAttributes.swift).
final class WebDocumentAccessibilityTests: XCTestCase {
    func testLabelHintAndHiddenAreARIAAttributesAndResetsRemoveThem() throws {
        try onWebTestLoop {
            let save: Button = [.title("💾", for: .normal), .accessibilityLabel("Save"),
                                .accessibilityHint("Writes the file"), .accessibilityHidden(true)]
            let document = WebDocument.started(save)
            var properties = document.properties(of: save)
            XCTAssertEqual(properties["attr.aria-label"], "Save")
            XCTAssertEqual(properties["attr.aria-description"], "Writes the file")
            XCTAssertEqual(properties["attr.aria-hidden"], "true")
            save.install(StyleDelta([.reset(.accessibilityLabel), .reset(.accessibilityHint), .reset(.accessibilityHidden)]))
            let json = try XCTUnwrap(document.commitJSON())
            XCTAssertTrue(json.contains("\"attr.aria-label\":null"), json)
            XCTAssertTrue(json.contains("\"attr.aria-description\":null"), json)
            XCTAssertTrue(json.contains("\"attr.aria-hidden\":null"), json)
            properties = document.properties(of: save)
            XCTAssertNil(properties["attr.aria-label"])
        }
    }

    func testWidgetsWithoutAccessibilityAttributesSendNoARIA() throws {
        try onWebTestLoop {
            let field: TextField = [.placeholder("Email")]
            let document = WebDocument.started(field)
            let aria = document.properties(of: field).keys.filter { $0.hasPrefix("attr.aria-") }
            XCTAssertEqual(aria, [], "the browser names and describes a field by its placeholder itself")
        }
    }

    func testLabeledByIsTheLabelsElementID() throws {
        try onWebTestLoop {
            let autoLabel: Label = [.text("Auto-count")]
            let toggle = Switch()
            toggle.accessibilityLabeledBy = autoLabel
            let row: StackView = [.views([autoLabel, toggle])]
            let document = WebDocument.started(row)
            let labelID = try XCTUnwrap(document.nodeID(of: autoLabel))
            XCTAssertEqual(document.properties(of: toggle)["attr.aria-labelledby"], .string("lc-n\(labelID)"))
            toggle.accessibilityLabeledBy = nil
            XCTAssertTrue(try XCTUnwrap(document.commitJSON()).contains("\"attr.aria-labelledby\":null"))
        }
    }

    func testLabelMadeAfterTheWidgetItNamesIsRelatedInTheNextFrame() throws {
        try onWebTestLoop {
            let toggle = Switch()
            let autoLabel: Label = [.text("Auto-count")]
            toggle.accessibilityLabeledBy = autoLabel
            let row: StackView = [.views([toggle, autoLabel])]
            let document = WebDocument.started(row)
            XCTAssertNil(document.properties(of: toggle)["attr.aria-labelledby"], "no id to name yet")
            let labelID = try XCTUnwrap(document.nodeID(of: autoLabel))
            let json = try XCTUnwrap(document.commitJSON())
            XCTAssertTrue(json.contains("\"attr.aria-labelledby\":\"lc-n\(labelID)\""), json)
        }
    }

    func testUnchangedAccessibilityAttributesSendNothing() throws {
        try onWebTestLoop {
            let save: Button = [.accessibilityLabel("Save"), .accessibilityHidden(false)]
            let document = WebDocument.started(save)
            save.install([.accessibilityLabel("Save"), .accessibilityHidden(false)] as Style)
            XCTAssertNil(document.commitJSON())
        }
    }

    func testSegmentedControlIsARadioGroupAndSwitchASwitch() throws {
        try onWebTestLoop {
            let step: SegmentedControl = [.segments(["1", "2"]), .selectedIndex(1), .accessibilityLabel("Step")]
            let toggle = Switch()
            let row: StackView = [.views([step, toggle])]
            let document = WebDocument.started(row)
            XCTAssertEqual(document.node(of: step)?.element.attributes["role"], "radiogroup")
            XCTAssertEqual(document.properties(of: step)["attr.aria-label"], "Step")
            XCTAssertEqual(document.node(of: toggle)?.element.attributes["role"], "switch")
        }
    }
}
