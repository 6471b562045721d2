import ComposerModel
import Foundation
@testable import WebBackend
import Widgets
import XCTest

/// The page script (`app.js`) sets only the element attributes it knows, and refuses the
/// rest with a console warning: every `attr.NAME` a document sends must be one it takes, or
/// the feature behind it silently does nothing in a browser.
final class PageScriptAttributesTests: XCTestCase {
    /// The names the page's `attributeAllowed` takes: its `PLAIN_ATTRS`, `aria-*`, and the
    /// ones it checks by value (`type`, `src`, `readonly`).
    private func pageAllowedNames() throws -> (names: Set<String>, allowsAria: Bool) {
        let script = String(decoding: PackageResources.app_js, as: UTF8.self)
        let start = try XCTUnwrap(script.range(of: "const PLAIN_ATTRS = new Set(["), "app.js lists its plain attributes")
        let end = try XCTUnwrap(script[start.upperBound...].range(of: "])"))
        let list = script[start.upperBound..<end.lowerBound]
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
        return (Set(names).union(["type", "src", "readonly"]), script.contains("/^aria-[a-z]+$/"))
    }

    func testEveryAttributeADocumentSendsIsOneThePageTakes() throws {
        let (allowed, allowsAria) = try pageAllowedNames()
        XCTAssertTrue(allowsAria)
        try onWebTestLoop {
            let title: Label = [.identifier("title"), .text("Jobs"), .emphasis(.title2), .accessibilityHint("the heading")]
            let bar: ProgressBar = [.progress(0.5), .accessibilityLabel("backup")]
            let spacer = Spacer()
            let delete: Button = [.title("Delete", for: .normal), .emphasis(.destructive), .selected(true),
                                  .image(.pixels(width: 1, height: 1, rgba: [255, 0, 0, 255], altText: "bin"), for: .normal)]
            let field: TextField = [.placeholder("Email"), .secureEntry(true), .accessibilityLabeledBy(title)]
            let slider: Slider = [.range(min: 0, max: 10), .step(1), .value(3)]
            let toggle: Switch = [.isOn(true), .accessibilityHidden(true)]
            let choice: SegmentedControl = [.segments(["1", "2"]), .selectedIndex(0)]
            let text: TextView = [.text("notes"), .editable(false)]
            let row: StackView = [.views([bar, spacer, delete]), .axis(.horizontal), .alignment(.center)]
            let root: StackView = [.views([title, row, field, slider, toggle, choice, text]), .axis(.vertical)]
            let document = WebDocument.started(root)
            var sent: Set<String> = []
            for widget in [title, bar, spacer, delete, field, slider, toggle, choice, text, row, root] as [Widget] {
                for name in document.properties(of: widget).keys where name.hasPrefix("attr.") {
                    sent.insert(String(name.dropFirst(5)))
                }
            }
            XCTAssertTrue(sent.isSuperset(of: ["data-expands", "data-aligned", "data-groups", "data-emphasis", "aria-labelledby"]),
                          "the tree exercises the attributes of layout, emphasis and accessibility: \(sent.sorted())")
            let refused = sent.filter { !allowed.contains($0) && !(allowsAria && $0.hasPrefix("aria-")) }
            XCTAssertEqual(refused, [], "attributes the page would refuse")
        }
    }

    func testEveryOtherPropertyADocumentSendsIsOneThePageApplies() throws {
        let script = String(decoding: PackageResources.app_js, as: UTF8.self)
        try onWebTestLoop {
            let play: Button = [.title("Play", for: .normal), .selected(true), .enabled(false),
                                .image(.pixels(width: 1, height: 1, rgba: [0, 0, 0, 255], altText: "▶"), for: .normal)]
            let root: StackView = [.views([play]), .hidden(true)]
            let document = WebDocument.started(root)
            var sent: Set<String> = []
            for widget in [play, root] as [Widget] {
                for name in document.properties(of: widget).keys where !name.hasPrefix("attr.") && !name.hasPrefix("css.") {
                    sent.insert(name)
                }
            }
            XCTAssertTrue(sent.isSuperset(of: ["text", "image.src", "image.alt", "disabled", "hidden"]), "\(sent.sorted())")
            let unknown = sent.filter { !script.contains("case '\($0)':") }
            XCTAssertEqual(unknown, [], "properties the page's applyProp would refuse")
        }
    }
}
