import XCTest

/// Documentation/Migrating.md cannot drift from compiled code. The rule, also written at
/// the top of the guide for whoever adds a section:
/// 1. every ```swift block appears in this target's sources, by the README's rule
///    (``SwiftBlocks/source(_:contains:)``);
/// 2. in every table with a "LoopComposer" column, each code span of that column appears
///    verbatim on one line of a ```swift block of the same `##` section, so every row's
///    spelling is compiled. Cells without a code span are prose and not checked.
final class MigratingGuideTests: XCTestCase {
    private static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let guide = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Documentation/Migrating.md")
    /// The checks' own files, whose examples are not the guide's code.
    private static let checkFiles: Set<String> = ["READMESnippetsTests.swift", "MigratingGuideTests.swift"]

    func testEverySwiftBlockOfTheGuideIsCompiledVerbatim() throws {
        let guide = try String(contentsOf: Self.guide, encoding: .utf8)
        let blocks = SwiftBlocks.extract(from: guide)
        XCTAssertGreaterThanOrEqual(blocks.count, 15, "the migration guide lost its examples")
        let sources = try FileManager.default.contentsOfDirectory(at: Self.testsFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && !Self.checkFiles.contains($0.lastPathComponent) }
            .map { try String(contentsOf: $0, encoding: .utf8) }
        for block in blocks where !sources.contains(where: { SwiftBlocks.source($0, contains: block.lines) }) {
            XCTFail("Migrating.md line \(block.line): this ```swift block is not in Tests/READMESnippetsTests verbatim:\n"
                + block.lines.joined(separator: "\n"))
        }
    }

    func testEveryLoopComposerSpellingOfTheTablesIsInABlockOfItsSection() throws {
        let guide = try String(contentsOf: Self.guide, encoding: .utf8)
        let spellings = GuideTables.uncompiledSpellings(in: guide)
        for spelling in spellings.uncompiled {
            XCTFail("Migrating.md line \(spelling.line): `\(spelling.code)` is in no ```swift block of its section")
        }
        XCTAssertGreaterThanOrEqual(spellings.checked, 50, "the migration guide's tables lost their rows")
        XCTAssertTrue(["Styles and merging", "Components and view models", "Bindings", "Plain code"]
            .allSatisfy(spellings.sections.contains), "sections: \(spellings.sections)")
    }

    func testTheTableCheckRejectsASpellingMissingFromItsSectionsBlocks() {
        let guide = """
        ## One
        | ViewComposer | LoopComposer |
        | --- | --- |
        | `a.old()` | `a.new()` and `b.also(1)` |
        | `x` | nothing to write |
        ```swift
        let b = a.new()
        ```
        ## Two
        | UIKit | LoopComposer | Notes |
        |---|---|---|
        | `c` | `b.also(1)` | `not checked` |
        ```swift
        b.also(1)
        ```
        """
        let spellings = GuideTables.uncompiledSpellings(in: guide)
        XCTAssertEqual(spellings.uncompiled.map(\.code), ["b.also(1)"], "in section One's blocks only `a.new()` is")
        XCTAssertEqual(spellings.uncompiled.map(\.line), [4])
        XCTAssertEqual(spellings.checked, 3)
        XCTAssertEqual(spellings.sections, ["One", "Two"])
    }
}

/// The tables of a Markdown guide, and which of their LoopComposer spellings appear in no
/// ```swift block of their `##` section.
enum GuideTables {
    struct Spelling: Equatable {
        /// The table row's line, counting from 1.
        var line: Int
        var code: String
    }

    struct Result {
        var uncompiled: [Spelling] = []
        /// Code spans looked for.
        var checked = 0
        /// The `##` sections, in order.
        var sections: [String] = []
    }

    static func uncompiledSpellings(in markdown: String) -> Result {
        var result = Result()
        var sectionSpellings: [Spelling] = []
        var sectionCode: [String] = []
        func closeSection() {
            result.checked += sectionSpellings.count
            result.uncompiled += sectionSpellings.filter { spelling in
                !sectionCode.contains { $0.contains(spelling.code) }
            }
            sectionSpellings = []
            sectionCode = []
        }
        var inSwiftBlock = false
        var inOtherBlock = false
        var loopComposerColumn: Int?
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inSwiftBlock || inOtherBlock {
                if trimmed == "```" {
                    inSwiftBlock = false
                    inOtherBlock = false
                } else if inSwiftBlock {
                    sectionCode.append(trimmed)
                }
                continue
            }
            if trimmed == "```swift" { inSwiftBlock = true; continue }
            if trimmed.hasPrefix("```") { inOtherBlock = true; continue }
            if trimmed.hasPrefix("## ") {
                closeSection()
                result.sections.append(String(trimmed.dropFirst(3)))
                continue
            }
            guard trimmed.hasPrefix("|") else {
                loopComposerColumn = nil
                continue
            }
            let cells = tableCells(trimmed)
            if let column = loopComposerColumn {
                if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }   // the separator row
                guard column < cells.count else { continue }
                sectionSpellings += codeSpans(cells[column]).map { Spelling(line: index + 1, code: $0) }
            } else {
                // A header row: the column named LoopComposer, if any, is checked.
                loopComposerColumn = cells.firstIndex { $0 == "LoopComposer" } ?? -1
                if loopComposerColumn == -1 { loopComposerColumn = Int.max }
            }
        }
        closeSection()
        return result
    }

    /// The cells of a table row, trimmed; `\|` is a bar inside a cell.
    private static func tableCells(_ row: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var previous: Character?
        for character in row.dropFirst() {
            if character == "|", previous != "\\" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                if character == "|" { cell.removeLast() }
                cell.append(character)
            }
            previous = character
        }
        return cells
    }

    private static func codeSpans(_ cell: String) -> [String] {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }
}
