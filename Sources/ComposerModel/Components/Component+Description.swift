extension Component: CustomStringConvertible {
    /// The style, then children and rows by key, e.g.
    /// `[.text("list")] children: [header: [.text("Jobs")]] rows: [1: [.text("a")]]`.
    public var description: String {
        var parts = [style.description]
        if !children.isEmpty {
            parts.append("children: [" + children.map { "\($0.key): \($0.component)" }.joined(separator: ", ") + "]")
        }
        if !rows.isEmpty {
            parts.append("rows: [" + rows.map { "\($0.key): \($0.component)" }.joined(separator: ", ") + "]")
        }
        return parts.joined(separator: " ")
    }
}
