import XCTest

/// The documentation cannot drift from compiled code: every ```swift block of README.md,
/// of every article in the DocC catalogs (`Sources/*/*.docc`), of `Benchmarks/README.md`
/// and of `Documentation/*.md` must appear in this test target's sources, which CI compiles
/// (and mostly runs), or in the consumer package `Examples/Consumer`, which CI builds and
/// tests. (`Documentation/Migrating.md` is checked by `MigratingGuideTests`, with the same
/// rule and its tables besides.)
///
/// A block matches a source file when the block's non-`import` lines appear in
/// the file as consecutive lines, compared after trimming each line's leading and
/// trailing whitespace (so a snippet may sit indented inside a function), and each
/// of the block's `import` lines is one of the file's lines (the file's `import` lines are
/// left out of the consecutive match). Blocks fenced with another language (```sh, ``` for screen captures) are not checked.
final class READMESnippetsTests: XCTestCase {
    private static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let packageFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    /// The consumer package that CI builds: the README shows its manifest and its test.
    private static let consumerFiles = ["Examples/Consumer/Package.swift"]
        .map { packageFolder.appendingPathComponent($0) }
    /// The checks' own files, whose examples are not the documentation's code.
    private static let checkFiles: Set<String> = ["READMESnippetsTests.swift", "MigratingGuideTests.swift"]

    func testEverySwiftBlockOfTheDocumentationIsCompiledVerbatim() throws {
        let documents = try DocumentationFiles.all(in: Self.packageFolder)
        XCTAssertTrue(documents.contains("README.md"), "documents: \(documents)")
        XCTAssertTrue(documents.contains("Sources/Widgets/Widgets.docc/Widgets.md"), "documents: \(documents)")
        let sources = try FileManager.default.contentsOfDirectory(at: Self.testsFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && !Self.checkFiles.contains($0.lastPathComponent) }
            .map { try String(contentsOf: $0, encoding: .utf8) }
            + Self.consumerFiles.map { try String(contentsOf: $0, encoding: .utf8) }
        var blockCount = 0
        for document in documents {
            let text = try String(contentsOf: Self.packageFolder.appendingPathComponent(document), encoding: .utf8)
            let blocks = SwiftBlocks.extract(from: text)
            blockCount += blocks.count
            for block in blocks where !sources.contains(where: { SwiftBlocks.source($0, contains: block.lines) }) {
                XCTFail("\(document) line \(block.line): this ```swift block is not in Tests/READMESnippetsTests verbatim:\n"
                    + block.lines.joined(separator: "\n"))
            }
        }
        XCTAssertGreaterThanOrEqual(blockCount, 55, "the README and the articles lost their examples")
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

/// The Markdown files whose ```swift blocks are checked, as paths relative to the package.
enum DocumentationFiles {
    /// README.md, Benchmarks/README.md, `Documentation/*.md` but Migrating.md (checked with
    /// its tables by `MigratingGuideTests`), and every `.md` file in a `Sources/*/*.docc`
    /// catalog, at any depth; sorted.
    static func all(in package: URL) throws -> [String] {
        let files = FileManager.default
        var documents = ["README.md", "Benchmarks/README.md"]
        let documentation = package.appendingPathComponent("Documentation")
        documents += try files.contentsOfDirectory(atPath: documentation.path)
            .filter { $0.hasSuffix(".md") && $0 != "Migrating.md" }
            .map { "Documentation/\($0)" }
        let sourcesFolder = package.appendingPathComponent("Sources")
        for module in try files.contentsOfDirectory(atPath: sourcesFolder.path) {
            let moduleFolder = sourcesFolder.appendingPathComponent(module)
            let catalogs = (try? files.contentsOfDirectory(atPath: moduleFolder.path)) ?? []
            for catalog in catalogs where catalog.hasSuffix(".docc") {
                let catalogPath = "Sources/\(module)/\(catalog)"
                let enumerator = files.enumerator(atPath: package.appendingPathComponent(catalogPath).path)
                while let file = enumerator?.nextObject() as? String {
                    if file.hasSuffix(".md") { documents.append("\(catalogPath)/\(file)") }
                }
            }
        }
        return documents.sorted()
    }
}
