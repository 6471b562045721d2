@testable import Bindings
import XCTest

final class SourceFileTableTests: XCTestCase {
    func testAFileKeepsOneIndexAndItsNameWhateverFilesComeBetween() {
        let first = SourceFileTable.index(of: "SourceFileTableTests/First.swift")
        let second = SourceFileTable.index(of: "SourceFileTableTests/Second.swift")
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(SourceFileTable.index(of: "SourceFileTableTests/First.swift"), first)
        XCTAssertEqual(SourceFileTable.index(of: "SourceFileTableTests/Second.swift"), second)
        XCTAssertEqual(SourceFileTable.name(at: first), "SourceFileTableTests/First.swift")
        XCTAssertEqual(SourceFileTable.name(at: second), "SourceFileTableTests/Second.swift")
    }

    func testANameBuiltAtRunTimeFindsTheIndexOfTheSameLiteral() {
        let literal = SourceFileTable.index(of: "SourceFileTableTests/Built.swift")
        let parts = ["SourceFileTableTests", "Built.swift"]
        XCTAssertEqual(SourceFileTable.index(of: parts.joined(separator: "/")), literal)
    }
}
