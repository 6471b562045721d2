extension Style {
    /// `attributes` with each `.states([...])` bundle replaced, in place, by the
    /// per-state titles, title colors and images it stands for (see ``StateAppearance``).
    ///
    /// ```swift
    /// Style.expandingStateBundles([.states([.normal("OK", .blue)])])
    /// // [.title("OK", for: .normal), .titleColor(.blue, for: .normal)]
    /// ```
    ///
    /// - Parameter attributes: Attributes as written.
    /// - Returns: The same array (not copied) when it holds no bundle.
    /// - Complexity: O(*n*) for *n* attributes.
    static func expandingStateBundles(_ attributes: [Attribute]) -> [Attribute] {
        guard hasStateBundle(attributes) else { return attributes }
        var expanded: [Attribute] = []
        expanded.reserveCapacity(attributes.count + 4)
        for attribute in attributes {
            if case .states(let appearances) = attribute {
                expanded.append(contentsOf: appearances.flatMap(\.attributes))
            } else {
                expanded.append(attribute)
            }
        }
        return expanded
    }

    /// Whether `attributes` holds a bundle: a pattern on each element in place, where
    /// `contains(where: \.isStateBundle)` copies every attribute out of the array.
    private static func hasStateBundle(_ attributes: [Attribute]) -> Bool {
        for index in attributes.indices {
            if case .states = attributes[index] { return true }
        }
        return false
    }
}

extension Attribute {
    /// Whether this is a `.states([...])` bundle, which styles expand.
    var isStateBundle: Bool {
        if case .states = self { return true }
        return false
    }
}
