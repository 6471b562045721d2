extension AppBackend {
    /// The backend a command line picks: the one whose flag it holds, or the first of
    /// `backends` when it holds none, with the values of its options.
    ///
    /// ```swift
    /// let backend = try AppBackend.selected(from: [.terminal, .gtk], arguments: ["--gtk"])   // .gtk
    /// ```
    /// - Parameters:
    ///   - backends: The backends the app links, the default first.
    ///   - arguments: The command line without the program's name; each must be a
    ///     backend's flag, an option of the backend picked with its value (`--port 8080`,
    ///     `--port=8080`), `--help` or `-h`.
    ///   - programName: The program's name, for the usage text.
    /// - Returns: The backend picked, with the values of its options
    ///   (``AppBackend/optionValues``).
    /// - Throws: ``AppLaunchError`` for an unknown argument, two backend flags, an option
    ///   without its value or of a backend not picked, `--help` (with the usage text) or
    ///   an empty `backends`.
    /// - Complexity: O(arguments × backends).
    public static func selected(
        from backends: [AppBackend], arguments: [String], programName: String = "app"
    ) throws(AppLaunchError) -> AppBackend {
        guard let first = backends.first else { throw .noBackends }
        var picked: [AppBackend] = []
        var values: [(option: String, value: String)] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" {
                throw .helpRequested(usage: usage(of: backends, programName: programName))
            }
            if let backend = backends.first(where: { $0.flag == argument }) {
                if !picked.contains(where: { $0.flag == backend.flag }) { picked.append(backend) }
                continue
            }
            // `--port 8080` or `--port=8080`, for whichever backend declares `--port`.
            let (name, inlineValue) = Self.split(argument)
            guard backends.contains(where: { $0.options.contains { $0.flag == name } }) else {
                throw .unknownArgument(argument, flags: backends.map(\.flag))
            }
            guard let value = inlineValue ?? remaining.popFirst() else { throw .missingValue(option: name) }
            values.append((name, value))
        }
        guard picked.count <= 1 else { throw .conflictingFlags(picked.map(\.flag)) }
        var chosen = picked.first ?? first
        for (option, value) in values {
            guard chosen.options.contains(where: { $0.flag == option }) else {
                let owner = backends.first { $0.options.contains { $0.flag == option } }
                throw .optionOfAnotherBackend(option: option, backendFlag: owner?.flag ?? "")
            }
            chosen.optionValues[option] = value
        }
        return chosen
    }

    /// `--port=8080` as (`--port`, `8080`); `--port` as (`--port`, `nil`).
    ///
    /// - Parameter argument: A command-line argument.
    /// - Returns: Its name and the value after `=`, if any.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
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
            for option in backend.options {
                lines.append("      \(option.flag) <\(option.valueName)>  \(option.summary)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
