import Bindings
import ComposerModel
import Widgets

/// What a label shows, to compare two labels.
struct Appearance: Equatable, CustomStringConvertible {
    let text: String
    let textColor: Color
    let textAlignment: TextAlignment
    let textStyle: TextStyle
    let textCase: TextCase
    let isHidden: Bool
    let width: Double?
    let backgroundColor: Color
    let numberOfLines: Int

    @LoopActor
    init(_ label: Label) {
        text = label.text
        textColor = label.textColor
        textAlignment = label.textAlignment
        textStyle = label.textStyle
        textCase = label.textCase
        isHidden = label.isHidden
        width = label.width
        backgroundColor = label.backgroundColor
        numberOfLines = label.numberOfLines
    }

    var description: String {
        "\(text) \(textColor) \(textAlignment) \(textStyle.rawValue) \(textCase) hidden \(isHidden) width \(width.map { "\($0)" } ?? "nil") \(backgroundColor) lines \(numberOfLines)"
    }
}
