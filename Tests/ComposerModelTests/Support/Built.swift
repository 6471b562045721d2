import ComposerModel

/// Something a merge can build: it keeps the style it was made from.
struct Built: StyleInitializable {
    let style: Style
    init(style: Style) { self.style = style }
}
