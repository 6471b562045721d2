@testable import Bindings
import XCTest

final class CallSiteTableTests: XCTestCase {
    func testACallSiteKeepsOneIndexWhateverCallSitesComeBetween() {
        let first = CallSiteTable.index(file: "CallSiteTableTests/First.swift", line: 3)
        let otherLine = CallSiteTable.index(file: "CallSiteTableTests/First.swift", line: 4)
        let otherFile = CallSiteTable.index(file: "CallSiteTableTests/Second.swift", line: 3)
        XCTAssertEqual(Set([first, otherLine, otherFile]).count, 3)
        XCTAssertEqual(CallSiteTable.index(file: "CallSiteTableTests/First.swift", line: 3), first)
        XCTAssertEqual(CallSiteTable.index(file: "CallSiteTableTests/Second.swift", line: 3), otherFile)
        XCTAssertTrue(CallSiteTable.callSite(at: first) == ("CallSiteTableTests/First.swift", 3))
        XCTAssertTrue(CallSiteTable.callSite(at: otherLine) == ("CallSiteTableTests/First.swift", 4))
        XCTAssertTrue(CallSiteTable.callSite(at: otherFile) == ("CallSiteTableTests/Second.swift", 3))
    }

    func testAFileNameBuiltAtRunTimeFindsTheIndexOfTheSameLiteral() {
        let literal = CallSiteTable.index(file: "CallSiteTableTests/Built.swift", line: 7)
        let parts = ["CallSiteTableTests", "Built.swift"]
        XCTAssertEqual(CallSiteTable.index(file: parts.joined(separator: "/"), line: 7), literal)
    }
}
