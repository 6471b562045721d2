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

    /// This rectangle shrunk by `top`, `leading`, `bottom` and `trailing` cells; a
    /// side that would go negative is 0.
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 10, height: 4).insetBy(top: 1, leading: 1, bottom: 1, trailing: 1)   // (1, 1, 8×2)
    /// ```
    ///
    /// - Parameters:
    ///   - top: Cells taken off the top.
    ///   - leading: Cells taken off the leading edge.
    ///   - bottom: Cells taken off the bottom.
    ///   - trailing: Cells taken off the trailing edge.
    /// - Returns: The smaller rectangle.
    public func insetBy(top: Int, leading: Int, bottom: Int, trailing: Int) -> Rect {
        Rect(x: x + leading, y: y + top, width: width - leading - trailing, height: height - top - bottom)
    }

    /// The former name of ``insetBy(top:leading:bottom:trailing:)``.
    @available(*, deprecated, renamed: "insetBy(top:leading:bottom:trailing:)")
    public func inset(top: Int, leading: Int, bottom: Int, trailing: Int) -> Rect {
        insetBy(top: top, leading: leading, bottom: bottom, trailing: trailing)
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
