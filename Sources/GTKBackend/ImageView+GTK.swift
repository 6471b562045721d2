import Bindings
public import ComposerModel
internal import CGtk
public import Widgets

/// An image view is a `GtkPicture`: a file is loaded by GDK (PNG, JPEG, any format
/// GdkPixbuf reads), in-memory pixels become a `GdkMemoryTexture`; the alternative text
/// is the picture's (read by assistive technologies). `contentMode` is the picture's
/// `content-fit`: fill, contain, cover, and for `.center` scale-down (a picture larger
/// than the widget is shrunk to fit rather than cropped). A file GDK cannot load shows
/// nothing and is reported through `DiagnosticLog`, naming the widget and GDK's reason.
extension ImageView: GTKPresentable {
    public var gtkPresentedKeys: [AttributeKey] { [.image, .contentMode] }

    public func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(sinking: gtk_picture_new(), from: "gtk_picture_new")
    }

    public func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        if key == .contentMode {
            let fit = switch contentMode {
            case .scaleToFill: GTK_CONTENT_FIT_FILL
            case .scaleAspectFit: GTK_CONTENT_FIT_CONTAIN
            case .scaleAspectFill: GTK_CONTENT_FIT_COVER
            // GTK never crops a picture at its own size: shrunk to fit where it is larger.
            case .center: GTK_CONTENT_FIT_SCALE_DOWN
            }
            native.perform { gtk_picture_set_content_fit(cgtk_picture($0), fit) }
            return true
        }
        guard key == .image else { return false }
        let texture: GObjectReference?
        do {
            texture = try image.map { image throws(GTKError) in try image.gtkTexture() }
        } catch {
            texture = nil
            if let image {
                DiagnosticLog.log(StyleDiagnostic(.rejectedValue(.image(image), reason: "GTK shows nothing: \(error)"),
                                                  target: diagnosticName))
            }
        }
        let altText = image?.altText
        native.perform { object in
            let picture = cgtk_picture(object)
            gtk_picture_set_paintable(picture, texture.map { cgtk_paintable($0.pointer) })
            gtk_picture_set_alternative_text(picture, altText)
        }
        return true
    }
}
