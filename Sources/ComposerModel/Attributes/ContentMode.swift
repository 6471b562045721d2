/// How an image view fits its picture into its bounds (UIKit's `UIView.ContentMode`,
/// the cases with a meaning for a picture).
///
/// ```swift
/// let logo: ImageView = [.image(.file("logo.ppm")), .contentMode(.scaleAspectFit), .width(20), .height(5)]
/// ```
public enum ContentMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Stretched to fill the bounds, whatever its aspect ratio: the default, as UIKit's.
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centered.
    case scaleAspectFit
    /// Scaled to cover the bounds, keeping its aspect ratio, centered and cropped.
    case scaleAspectFill
    /// At its own size, centered, cropped where larger than the bounds.
    case center

    /// `.scaleAspectFit`, as written.
    public var description: String { "." + rawValue }
}
