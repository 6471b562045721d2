import ComposerModel
import XCTest

final class StyleDiagnosticKindNameTests: XCTestCase {
    func testEachKindHasAOneWordNameForLogMetadata() {
        let kinds: [(StyleDiagnostic.Kind, String)] = [
            (.duplicateKey(kept: .text("a"), dropped: .text("b")), "duplicateKey"),
            (.resolverChangedKey(kept: .text("a"), resolved: .hidden(true)), "resolverChangedKey"),
            (.unsupportedAttribute(.placeholder("x")), "unsupportedAttribute"),
            (.rejectedValue(.opacity(.nan), reason: "NaN"), "rejectedValue"),
            (.missingChild("name"), "missingChild"),
            (.duplicateChild("name"), "duplicateChild"),
            (.rowsUnsupported(ignoredChanges: 2), "rowsUnsupported"),
        ]
        for (kind, name) in kinds {
            XCTAssertEqual(StyleDiagnostic(kind).kindName, name)
        }
    }

    func testALiteralsDuplicateKeyIsNamedDuplicateKey() {
        let style: Style = [.text("a"), .text("b")]
        XCTAssertEqual(style.diagnostics.map(\.kindName), ["duplicateKey"])
    }
}
