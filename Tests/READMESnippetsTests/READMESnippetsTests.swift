import XCTest

/// README.md cannot drift from compiled code: every ```swift block in it must
/// appear in this test target's sources, which CI compiles (and mostly runs), or in
/// the consumer package `Examples/Consumer`, which CI builds and tests.
///
/// A block matches a source file when the block's non-`import` lines appear in
/// the file as consecutive lines, compared after trimming each line's leading and
/// trailing whitespace (so a snippet may sit indented inside a function), and each
/// of the block's `import` lines is one of the file's lines (the file's `import` lines are
/// left out of the consecutive match). Blocks fenced with another language (```sh, ``` for screen captures) are not checked.
final class READMESnippetsTests: XCTestCase {
    private static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let packageFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    private static let readme = packageFolder.appendingPathComponent("README.md")
    /// The consumer package that CI builds: the README shows its manifest and its test.
    private static let consumerFiles = ["Examples/Consumer/Package.swift"]
        .map { packageFolder.appendingPathComponent($0) }

    func testEverySwiftBlockInTheReadmeIsCompiledVerbatim() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let blocks = SwiftBlocks.extract(from: readme)
        XCTAssertGreaterThanOrEqual(blocks.count, 20, "the README's guide lost its examples")
        let sources = try FileManager.default.contentsOfDirectory(at: Self.testsFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "READMESnippetsTests.swift" }
            .map { try String(contentsOf: $0, encoding: .utf8) }
            + Self.consumerFiles.map { try String(contentsOf: $0, encoding: .utf8) }
        for block in blocks where !sources.contains(where: { SwiftBlocks.source($0, contains: block.lines) }) {
            XCTFail("README.md line \(block.line): this ```swift block is not in Tests/READMESnippetsTests verbatim:\n"
                + block.lines.joined(separator: "\n"))
        }
    }

    func testTheCheckFindsABlockIndentedInAFunctionAndRejectsAChangedOne() {
        let readme = "Text\n```swift\nimport Widgets\n\nlet a = 1\nprint(a)\n```\n```sh\nswift run\n```\n"
        let blocks = SwiftBlocks.extract(from: readme)
        XCTAssertEqual(blocks.map(\.line), [2])
        let source = "import Widgets\n\nfunc snippet() {\n    let a = 1\n    print(a)\n}\n"
        XCTAssertTrue(SwiftBlocks.source(source, contains: blocks[0].lines))
        XCTAssertFalse(SwiftBlocks.source(source.replacingOccurrences(of: "print(a)", with: "print(a + 1)"), contains: blocks[0].lines))
        XCTAssertFalse(SwiftBlocks.source(source.replacingOccurrences(of: "import Widgets", with: ""), contains: blocks[0].lines))
    }
}

/// The ```swift blocks of a Markdown text, and the rule for finding one in a source file.
enum SwiftBlocks {
    struct Block {
        /// The line of the opening fence, counting from 1.
        var line: Int
        var lines: [String]
    }

    static func extract(from markdown: String) -> [Block] {
        var blocks: [Block] = []
        var swiftBlock: Block?
        var inOtherBlock = false
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = swiftBlock {
                if trimmed == "```" {
                    blocks.append(block)
                    swiftBlock = nil
                } else {
                    block.lines.append(String(line))
                    swiftBlock = block
                }
            } else if inOtherBlock {
                if trimmed == "```" { inOtherBlock = false }
            } else if trimmed == "```swift" {
                swiftBlock = Block(line: index + 1, lines: [])
            } else if trimmed.hasPrefix("```") {
                inOtherBlock = true
            }
        }
        return blocks
    }

    static func source(_ source: String, contains block: [String]) -> Bool {
        let normalize = { (line: Substring) in line.trimmingCharacters(in: .whitespaces) }
        let allLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(normalize)
        let imports = block.filter { $0.hasPrefix("import ") }
        guard imports.allSatisfy({ allLines.contains($0) }) else { return false }
        // Imports are matched on their own, above: a manifest's `import PackageDescription`
        // sits below its `// swift-tools-version` line in the block and in the file alike.
        let sourceLines = allLines.filter { !$0.hasPrefix("import ") }
        var body = block.filter { !$0.hasPrefix("import ") }.map { normalize(Substring($0)) }
        while body.first == "" { body.removeFirst() }
        while body.last == "" { body.removeLast() }
        guard !body.isEmpty, body.count <= sourceLines.count else { return body.isEmpty }
        return (0...(sourceLines.count - body.count)).contains { start in
            sourceLines[start..<(start + body.count)].elementsEqual(body)
        }
    }
}
