public import Bindings
public import ComposerModel

/// A widget that shows a picture (UIKit's and ViewComposer's `UIImageView`).
///
/// ```swift
/// let logo: ImageView = [.image(.file("logo.ppm", altText: "LoopComposer")), .width(16), .height(8)]
/// let dot: ImageView = [.image(.pixels(width: 1, height: 1, rgba: [255, 0, 0, 255], altText: "red"))]
/// ```
///
/// Accepts the common widget attributes, `image` (default none) and `contentMode`
/// (default `.scaleToFill`). An image whose
/// pixel bytes do not match its size, or whose file path is empty, is rejected with
/// a diagnostic and the previous image stays. Whether a file can be read and decoded
/// is the backend's to find out when it shows the image: a GTK window shows what
/// GdkPixbuf reads; the terminal draws in-memory pixels and PPM/PGM files as
/// half-block art, and the alternative text where it cannot.
///
/// Threading: loop only.
@LoopActor
open class ImageView: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != ImageView.self }

    /// An ImageView from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<ImageView>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    /// The picture shown, or `nil` (the default) for none.
    public private(set) var image: Image?
    /// How the picture fits the bounds; `.scaleToFill` by default, as UIKit's.
    public private(set) var contentMode = ContentMode.scaleToFill

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .image(let value):
            if let problem = value.problem { return .rejected(reason: "image \(problem)") }
            image = value
        case .contentMode(let value): contentMode = value
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .image: image = nil
        case .contentMode: contentMode = .scaleToFill
        default: super.resetOwn(key)
        }
    }
}

extension ImageView: @LoopActor ExpressibleByArrayLiteral {}
