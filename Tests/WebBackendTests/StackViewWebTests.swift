import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

final class StackViewWebTests: XCTestCase {
    func testStackIsAFlexBoxWithItsAxisGapAndAlignment() throws {
        try onWebTestLoop {
            let stack: StackView = [.axis(.horizontal), .spacing(2), .alignment(.center), .distribution(.equalSpacing)]
            let document = WebDocument.started(stack)
            let id = try XCTUnwrap(document.nodeID(of: stack))
            XCTAssertEqual(document.element(id), WebElement(kind: "stackView", tag: "div"))
            let properties = document.properties(id)
            XCTAssertEqual(properties["class"], "lc-horizontal")
            XCTAssertEqual(properties["css.flex-direction"], "row")
            XCTAssertEqual(properties["css.gap"], "1rem", "2 units across at 0.5 rem")
            XCTAssertEqual(properties["css.align-items"], "center")
            XCTAssertEqual(properties["css.justify-content"], "space-between")
            XCTAssertNil(properties["css.display"])
        }
    }

    func testVerticalSpacingIsInUnitsDown() throws {
        try onWebTestLoop {
            let stack: StackView = [.spacing(1.5)]
            let document = WebDocument.started(stack)
            XCTAssertEqual(document.properties(of: stack)["css.gap"], "1.5rem")
            XCTAssertEqual(document.properties(of: stack)["class"], "lc-vertical")
            XCTAssertNil(document.properties(of: stack)["css.align-items"], "fill is the stylesheet's: a column stretches")
            XCTAssertNil(document.properties(of: stack)["attr.data-aligned"])
        }
    }

    func testExpandingChildrenAreMarkedForTheStylesheetAndTheirStackExpandsWithThem() throws {
        try onWebTestLoop {
            let name: Label = [.text("backup")]
            let bar: ProgressBar = [.progress(0.5)]
            let spacer = Spacer()
            let row: StackView = [.views([name, bar, spacer]), .axis(.horizontal)]
            let list: ListView = []
            let fixed: TextView = [.width(20)]
            let column: StackView = [.views([row, list, fixed]), .axis(.vertical)]
            let document = WebDocument.started(column)
            XCTAssertNil(document.properties(of: name)["attr.data-expands"], "a label hugs its text")
            XCTAssertEqual(document.properties(of: bar)["attr.data-expands"], "horizontal")
            XCTAssertEqual(document.properties(of: spacer)["attr.data-expands"], "horizontal", "along its row only")
            XCTAssertEqual(document.properties(of: row)["attr.data-expands"], "horizontal", "a row holding a bar grows across")
            XCTAssertEqual(document.properties(of: list)["attr.data-expands"], "horizontal vertical")
            XCTAssertEqual(document.properties(of: fixed)["attr.data-expands"], "vertical", "an explicit width wins")
            XCTAssertEqual(document.properties(of: column)["attr.data-expands"], "horizontal vertical")
            XCTAssertEqual(document.element(try XCTUnwrap(document.nodeID(of: spacer)))?.kind, "spacer")
            bar.install([.expands([])] as Style)
            _ = document.commitJSON()
            XCTAssertNil(document.properties(of: bar)["attr.data-expands"])
            row.install([.alignment(.leading)] as Style)
            _ = document.commitJSON()
            XCTAssertEqual(document.properties(of: row)["attr.data-aligned"], "true", "no stretching by data-expands")
            XCTAssertEqual(document.properties(of: row)["css.align-items"], "flex-start")
        }
    }

    func testStacksExpandAgainWhenADeeperChildChangesWhetherItExpands() throws {
        try onWebTestLoop {
            let name: Label = [.text("backup")]
            let bar: ProgressBar = [.progress(0.4)]
            let row: StackView = [.views([name, bar]), .axis(.horizontal)]
            let column: StackView = [.views([row]), .axis(.vertical)]
            let document = WebDocument.started(column)
            XCTAssertEqual(document.properties(of: column)["attr.data-expands"], "horizontal")
            bar.install([.expands([])] as Style)
            _ = document.commitJSON()
            XCTAssertNil(document.properties(of: row)["attr.data-expands"], "the row's one expanding child stopped")
            XCTAssertNil(document.properties(of: column)["attr.data-expands"], "and so did the column around it")
            bar.install(StyleDelta([.reset(.expands)]))
            _ = document.commitJSON()
            XCTAssertEqual(document.properties(of: column)["attr.data-expands"], "horizontal")
            bar.install([.hidden(true)] as Style)
            _ = document.commitJSON()
            XCTAssertNil(document.properties(of: column)["attr.data-expands"], "a hidden child takes no slack")
            bar.install(StyleDelta([.reset(.hidden)]))
            row.install(StyleDelta([.set(.views([name]))]))
            _ = document.commitJSON()
            XCTAssertNil(document.properties(of: column)["attr.data-expands"], "the bar left the row")
        }
    }

    func testStackWithoutSpacingLeavesTheGapToTheStylesheetAndMarksItsGroups() throws {
        try onWebTestLoop {
            let first: Label = [.text("one")]
            let second: Label = [.text("two")]
            let row: StackView = [.views([Label(style: [.text("three")])]), .axis(.horizontal)]
            let stack: StackView = [.views([first, second])]
            let document = WebDocument.started(stack)
            XCTAssertNil(document.properties(of: stack)["css.gap"], "no spacing: the stylesheet's 6 px between controls")
            XCTAssertNil(document.properties(of: stack)["attr.data-groups"])
            stack.install([.views([first, row, second])] as Style)
            _ = document.commitJSON()
            XCTAssertEqual(document.properties(of: stack)["attr.data-groups"], "true", "a row among the children: 12 px")
            stack.install(StyleDelta([.set(.spacing(0))]))
            _ = document.commitJSON()
            XCTAssertEqual(document.properties(of: stack)["css.gap"], "0rem", "an explicit 0: the children touch")
            stack.install(StyleDelta([.reset(.spacing), .set(.views([first, second]))]))
            _ = document.commitJSON()
            XCTAssertNil(document.properties(of: stack)["css.gap"], "removed: the stylesheet's again")
            XCTAssertNil(document.properties(of: stack)["attr.data-groups"])
        }
    }

    func testStylesheetSpacesControlsSixPixelsAndGroupsTwelveWhereTheAppSetNoGap() {
        let css = String(decoding: PackageResources.app_css, as: UTF8.self)
        XCTAssertTrue(css.contains("--lc-gap: 0.75rem;"), "12 px at the page's 16 px rem")
        XCTAssertTrue(css.contains("--lc-gap-controls: 0.375rem;"), "6 px")
        XCTAssertTrue(css.contains("--lc-gap-groups: var(--lc-gap);"))
        XCTAssertTrue(css.contains(".lc-stackView[data-groups] { gap: var(--lc-gap-groups); }"))
        XCTAssertTrue(css.contains("  gap: var(--lc-gap-controls);"), "every stack's default")
    }

    func testFillEquallyIsAGridOfEqualTracksAlongTheAxis() throws {
        try onWebTestLoop {
            let stack: StackView = [.axis(.horizontal), .distribution(.fillEqually)]
            let document = WebDocument.started(stack)
            let id = try XCTUnwrap(document.nodeID(of: stack))
            XCTAssertEqual(document.properties(id)["css.display"], "grid")
            XCTAssertEqual(document.properties(id)["css.grid-auto-flow"], "column")
            XCTAssertEqual(document.properties(id)["css.grid-auto-columns"], "1fr")
            stack.distribution = .fill
            XCTAssertEqual(document.commitJSON(),
                           #"[["set",\#(id),{"css.display":null,"css.grid-auto-flow":null,"css.grid-auto-columns":null}]]"#)
        }
    }

    func testArrangedWidgetsAreChildrenAndChangesAreKeyed() throws {
        try onWebTestLoop {
            let first: Label = [.text("one")]
            let second: Label = [.text("two")]
            let third: Label = [.text("three")]
            let stack: StackView = [.arrangedSubviews([ViewReference(first), ViewReference(second)])]
            let document = WebDocument.started(stack)
            let id = try XCTUnwrap(document.nodeID(of: stack))
            let firstID = try XCTUnwrap(document.nodeID(of: first))
            let secondID = try XCTUnwrap(document.nodeID(of: second))
            XCTAssertEqual(document.childIDs(id), [firstID, secondID])
            stack.install([.arrangedSubviews([ViewReference(second), ViewReference(third)])] as Style)
            let json = try XCTUnwrap(document.commitJSON())
            let thirdID = try XCTUnwrap(document.nodeID(of: third))
            XCTAssertNil(document.nodeID(of: first))
            XCTAssertEqual(document.childIDs(id), [secondID, thirdID])
            XCTAssertTrue(json.hasPrefix(#"[["remove",\#(firstID)],["insert",\#(id),1,{"id":\#(thirdID),"kind":"label""#), json)
        }
    }
}
