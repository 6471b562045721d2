/// The source files bindings are made in, each kept once: a binding keeps the file's
/// index (4 bytes) instead of its name (a 16-byte `String`).
///
/// ```swift
/// let index = SourceFileTable.index(of: #fileID)   // the same index for every binding of the file
/// SourceFileTable.name(at: index)                  // the file's name, for a diagnostic
/// ```
///
/// The table grows with the number of distinct files that make bindings, not with the
/// bindings: a program's files are few and fixed.
///
/// Threading: any thread (a lock). Complexity: O(1) per call; a file's name is hashed once
/// per binding unless it is the file the last binding was made in (compared in place).
enum SourceFileTable {
    private struct Table {
        var names: [String] = []
        var indices: [String: UInt32] = [:]
        var lastIndex: UInt32 = 0
    }

    private static let table = LockedValue(Table())

    /// The index of `file`, added to the table if new.
    ///
    /// - Parameter file: A file name, as `#fileID` gives it.
    /// - Returns: Its index, the same for every call with the same name.
    static func index(of file: String) -> UInt32 {
        table.withLock { table in
            // Bindings come in runs from one file: a literal compares with itself in place.
            if !table.names.isEmpty, table.names[Int(table.lastIndex)] == file { return table.lastIndex }
            let index: UInt32
            if let known = table.indices[file] {
                index = known
            } else {
                index = UInt32(table.names.count)
                table.names.append(file)
                table.indices[file] = index
            }
            table.lastIndex = index
            return index
        }
    }

    /// The file name at `index`.
    ///
    /// - Parameter index: An index ``index(of:)`` returned.
    /// - Returns: The name it was made for.
    static func name(at index: UInt32) -> String {
        table.withLock { $0.names[Int(index)] }
    }
}
