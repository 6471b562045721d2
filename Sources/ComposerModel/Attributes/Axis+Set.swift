extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`: which axes a widget expands along
    /// (``Attribute/expands(_:)``).
    ///
    /// ```swift
    /// let bar: Attribute = .expands(.horizontal)   // takes the row's slack, not the column's
    /// Axis.Set.all.contains(.vertical)             // true
    /// ```
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt8

        /// A set from its bits (1 horizontal, 2 vertical).
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
        /// Both axes.
        public static let all: Set = [.horizontal, .vertical]

        /// The set holding one axis.
        ///
        /// - Parameter axis: The axis.
        public init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

        /// Whether the set holds `axis`.
        ///
        /// - Parameter axis: The axis.
        /// - Returns: `true` when it does.
        public func contains(_ axis: Axis) -> Bool { contains(Set(axis)) }

        /// `.horizontal`, `.vertical`, `.all` or `[]`, as written.
        public var description: String {
            switch self {
            case .horizontal: ".horizontal"
            case .vertical: ".vertical"
            case .all: ".all"
            default: "[]"
            }
        }
    }
}
