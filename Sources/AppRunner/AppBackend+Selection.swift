extension AppBackend {
    /// The backend a command line picks: the one whose flag it holds, or the first of
    /// `backends` when it holds none.
    ///
    /// ```swift
    /// let backend = try AppBackend.selected(from: [.terminal, .gtk], arguments: ["--gtk"])   // .gtk
    /// ```
    /// - Parameters:
    ///   - backends: The backends the app links, the default first.
    ///   - arguments: The command line without the program's name; each must be a
    ///     backend's flag, `--help` or `-h`.
    ///   - programName: The program's name, for the usage text.
    /// - Returns: The backend picked.
    /// - Throws: ``AppLaunchError`` for an unknown argument, two backend flags, `--help`
    ///   (with the usage text) or an empty `backends`.
    /// - Complexity: O(arguments × backends).
    public static func selected(
        from backends: [AppBackend], arguments: [String], programName: String = "app"
    ) throws(AppLaunchError) -> AppBackend {
        guard let first = backends.first else { throw .noBackends }
        var picked: [AppBackend] = []
        for argument in arguments {
            if argument == "--help" || argument == "-h" {
                throw .helpRequested(usage: usage(of: backends, programName: programName))
            }
            guard let backend = backends.first(where: { $0.flag == argument }) else {
                throw .unknownArgument(argument, flags: backends.map(\.flag))
            }
            if !picked.contains(where: { $0.flag == backend.flag }) { picked.append(backend) }
        }
        guard picked.count <= 1 else { throw .conflictingFlags(picked.map(\.flag)) }
        return picked.first ?? first
    }

    /// The usage text: one line per backend, the default marked.
    ///
    /// ```
    /// usage: counter [--terminal | --gtk]
    ///   --terminal  on the terminal (the default)
    ///   --gtk       in a GTK 4 window (needs a display)
    /// ```
    /// - Parameters:
    ///   - backends: The backends, the default first.
    ///   - programName: The program's name.
    /// - Returns: The text, without a final newline.
    public static func usage(of backends: [AppBackend], programName: String) -> String {
        let width = backends.map(\.flag.count).max() ?? 0
        var lines = ["usage: \(programName) [\(backends.map(\.flag).joined(separator: " | "))]"]
        for (index, backend) in backends.enumerated() {
            let padding = String(repeating: " ", count: width - backend.flag.count)
            lines.append("  \(backend.flag)\(padding)  \(backend.summary)\(index == 0 ? " (the default)" : "")")
        }
        return lines.joined(separator: "\n")
    }
}
