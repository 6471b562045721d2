/// Horizontal placement of text inside a widget.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case leading, center, trailing
    /// ViewComposer's (and UIKit's) spelling of ``leading``.
    public static let left = TextAlignment.leading
    /// ViewComposer's (and UIKit's) spelling of ``trailing``.
    public static let right = TextAlignment.trailing
}

/// Character attributes a terminal can show: bold, italic, underline, reverse.
///
/// ```swift
/// let emphasis: TextStyle = [.bold, .underline]
/// ```
public struct TextStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextStyle(rawValue: 1 << 0)
    public static let italic = TextStyle(rawValue: 1 << 1)
    public static let underline = TextStyle(rawValue: 1 << 2)
    public static let reverse = TextStyle(rawValue: 1 << 3)
    /// No emphasis: the default.
    public static let plain: TextStyle = []
}

/// A case transformation applied to displayed text, as ViewComposer's `.case`.
public enum TextCase: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The text as given: the default.
    case unchanged
    case upper
    case lower
    /// Each word's first letter upper-cased, the rest lower-cased.
    case capitalized

    /// Returns `text` transformed by this case.
    ///
    /// ```swift
    /// TextCase.capitalized.apply(to: "hello wORLD") // "Hello World"
    /// ```
    ///
    /// - Parameter text: The text to transform.
    /// - Returns: The transformed text.
    public func apply(to text: String) -> String {
        switch self {
        case .unchanged: return text
        case .upper: return text.uppercased()
        case .lower: return text.lowercased()
        case .capitalized:
            var result = ""
            var atWordStart = true
            for character in text {
                if character.isWhitespace {
                    atWordStart = true
                    result.append(character)
                } else if atWordStart {
                    result += character.uppercased()
                    atWordStart = false
                } else {
                    result += character.lowercased()
                }
            }
            return result
        }
    }
}

/// Space around (margins) or inside (padding) a widget, in terminal cells.
///
/// ```swift
/// let insets = EdgeInsets(all: 1)
/// let wide = EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
/// ```
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Insets for each edge, in cells.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// No inset: the default.
    public static let zero = EdgeInsets(all: 0)
}

/// How a widget's border is drawn.
public enum BorderStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No border: the default.
    case noBorder
    /// `┌─┐` line drawing.
    case single
    /// `╔═╗` line drawing.
    case double
    /// `╭─╮` line drawing: the terminal's answer to a corner radius.
    case rounded
    /// `┏━┓` line drawing.
    case heavy
    /// `+-+`, for terminals without line drawing.
    case ascii
}

/// The state of a control a title or title color belongs to, as UIKit's `UIControl.State`.
///
/// A button shows one state at a time, by precedence: disabled, then highlighted,
/// then selected, then normal.
public enum ControlState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case normal
    case highlighted
    case disabled
    /// Set with `.selected(true)`; listed last so that earlier cases keep their order.
    case selected
}

/// The direction a stack view arranges its subviews in.
public enum Axis: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case horizontal
    case vertical
}

/// How a stack view shares its length along the axis between its subviews.
public enum Distribution: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case fill
    case fillEqually
    case fillProportionally
    case equalSpacing
    case equalCentering
}

/// How a stack view places its subviews across the axis.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case fill
    case leading
    case center
    case trailing
}

/// One row of a list view: a stable identity and the text to show.
///
/// ```swift
/// let row = ListItem(id: "job-7", title: "Backup", detail: "42%")
/// ```
public struct ListItem: Hashable, Sendable {
    /// Identifies the row across updates, so a reordered list moves rows rather than rewriting them.
    public var id: String
    /// The row's main text.
    public var title: String
    /// Secondary text shown after the title, if any.
    public var detail: String?

    /// A row with an identity, a title and optional detail.
    public init(id: String, title: String, detail: String? = nil) {
        self.id = id
        self.title = title
        self.detail = detail
    }
}

/// A weak reference to a delegate held inside a style, compared by identity.
///
/// ```swift
/// let field: Style = [.placeholder("Email"), .delegate(self)]
/// ```
public struct DelegateReference: Hashable, Sendable, CustomStringConvertible {
    /// The weak reference itself; written once, at creation.
    private final class Box: @unchecked Sendable {
        weak var object: (any AnyObject & Sendable)?
        init(_ object: any AnyObject & Sendable) { self.object = object }
    }

    private let box: Box
    private let identity: ObjectIdentifier

    /// The delegate, or `nil` once it is gone.
    public var object: (any AnyObject & Sendable)? { box.object }

    public init(_ object: any AnyObject & Sendable) {
        self.box = Box(object)
        self.identity = ObjectIdentifier(object)
    }

    public static func == (lhs: DelegateReference, rhs: DelegateReference) -> Bool {
        lhs.identity == rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    public var description: String {
        object.map { "\(type(of: $0))" } ?? "released delegate"
    }
}

/// A reference to a widget held inside a style, compared by identity.
///
/// Styles are values that may cross threads, so only `Sendable` objects can be
/// referenced; widgets isolated to the loop's global actor are.
///
/// ```swift
/// let stack: Style = [.views([titleLabel, okButton]), .axis(.vertical)]
/// ```
public struct ViewReference: Hashable, Sendable, CustomStringConvertible {
    /// The referenced widget.
    public let object: any AnyObject & Sendable

    public init(_ object: any AnyObject & Sendable) {
        self.object = object
    }

    public static func == (lhs: ViewReference, rhs: ViewReference) -> Bool {
        lhs.object === rhs.object
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(object))
    }

    public var description: String {
        "\(type(of: object))@\(ObjectIdentifier(object).hashValue)"
    }
}
