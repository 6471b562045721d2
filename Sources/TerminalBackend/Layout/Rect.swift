/// A rectangle of terminal cells.
public struct Rect: Equatable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A rectangle; negative sizes count as zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// This rectangle shrunk by `top`, `leading`, `bottom` and `trailing` cells.
    public func inset(top: Int, leading: Int, bottom: Int, trailing: Int) -> Rect {
        Rect(x: x + leading, y: y + top, width: width - leading - trailing, height: height - top - bottom)
    }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// A size in cells.
public struct Size: Equatable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}
