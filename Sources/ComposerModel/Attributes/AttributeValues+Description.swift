// Short descriptions, so that styles and diagnostics print as they are written:
// `.textAlignment(.center)` rather than `textAlignment(ComposerModel.TextAlignment.center)`.

extension TextAlignment { public var description: String { "." + rawValue } }
extension TextCase { public var description: String { "." + rawValue } }
extension BorderStyle { public var description: String { "." + rawValue } }
extension ControlState { public var description: String { "." + rawValue } }
extension Axis { public var description: String { "." + rawValue } }
extension Distribution { public var description: String { "." + rawValue } }
extension StackAlignment { public var description: String { "." + rawValue } }

extension TextStyle: CustomStringConvertible {
    public var description: String {
        let names = [(TextStyle.bold, "bold"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse")]
            .filter { contains($0.0) }
            .map { "." + $0.1 }
        switch names.count {
        case 0: return ".plain"
        case 1: return names[0]
        default: return "[" + names.joined(separator: ", ") + "]"
        }
    }
}

extension EdgeInsets: CustomStringConvertible {
    public var description: String {
        if top == leading && top == bottom && top == trailing { return "EdgeInsets(all: \(top))" }
        return "EdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}

extension ListItem: CustomStringConvertible {
    public var description: String {
        "ListItem(\(id): \(title.debugDescription)" + (detail.map { ", \($0.debugDescription)" } ?? "") + ")"
    }
}

extension NamedColor: CustomStringConvertible {
    public var description: String {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
                     "brightBlack", "brightRed", "brightGreen", "brightYellow",
                     "brightBlue", "brightMagenta", "brightCyan", "brightWhite"]
        return "." + names[rawValue]
    }
}

extension Color: CustomStringConvertible {
    public var description: String {
        switch self {
        case .default: return ".default"
        case .named(let named): return named.description
        case .palette(let index): return ".palette(\(index))"
        case .rgb(let red, let green, let blue): return ".rgb(red: \(red), green: \(green), blue: \(blue))"
        }
    }
}
