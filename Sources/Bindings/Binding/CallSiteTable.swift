/// The places in source bindings are made at, each kept once: a binding keeps its call
/// site's index (4 bytes) instead of its file's name and its line (a 16-byte `String` and
/// 4 bytes).
///
/// ```swift
/// let index = CallSiteTable.index(file: #fileID, line: #line)   // the same for every binding made here
/// CallSiteTable.callSite(at: index)                            // (file, line), for a diagnostic
/// ```
///
/// The table grows with the number of distinct places that make bindings, not with the
/// bindings: a program's call sites are fixed by its text (a loop making a thousand
/// bindings at one line adds one entry).
///
/// Threading: any thread (a lock). Complexity: O(1) per call; a call site is hashed once
/// per binding unless it is the one the last binding was made at (compared in place).
enum CallSiteTable {
    private struct CallSite: Hashable {
        let file: String
        let line: Int
    }

    private struct Table {
        var callSites: [CallSite] = []
        var indices: [CallSite: UInt32] = [:]
        var lastIndex: UInt32 = 0
    }

    private static let table = LockedValue(Table())

    /// The index of the call site `file`:`line`, added to the table if new.
    ///
    /// - Parameters:
    ///   - file: A file name, as `#fileID` gives it.
    ///   - line: A line in it.
    /// - Returns: Its index, the same for every call with the same file and line.
    static func index(file: String, line: Int) -> UInt32 {
        table.withLock { table in
            // Bindings come in runs from one place: a literal compares with itself in place.
            if !table.callSites.isEmpty {
                let last = table.callSites[Int(table.lastIndex)]
                if last.line == line, last.file == file { return table.lastIndex }
            }
            let callSite = CallSite(file: file, line: line)
            let index: UInt32
            if let known = table.indices[callSite] {
                index = known
            } else {
                index = UInt32(table.callSites.count)
                table.callSites.append(callSite)
                table.indices[callSite] = index
            }
            table.lastIndex = index
            return index
        }
    }

    /// The call site at `index`.
    ///
    /// - Parameter index: An index ``index(file:line:)`` returned.
    /// - Returns: The file and line it was made for.
    static func callSite(at index: UInt32) -> (file: String, line: Int) {
        table.withLock { table in
            let callSite = table.callSites[Int(index)]
            return (callSite.file, callSite.line)
        }
    }
}
