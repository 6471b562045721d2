/// A minimal terminal emulator: what a stream of escape sequences and text shows.
///
/// ```swift
/// var screen = VirtualScreen(size: Size(width: 10, height: 2))
/// screen.interpret("\u{1B}[2;3Hhi")
/// screen.lines   // ["", "  hi"]
/// ```
///
/// Understands CUP (`ESC [ row ; col H`), ED 2 (`ESC [ 2 J`), SGR (`ESC [ … m`, whose
/// attributes it ignores), cursor visibility (`ESC [ ? 25 h/l`) and the alternate
/// screen (`ESC [ ? 1049 h/l`, which clears it). Wide characters take two columns.
/// Control characters are not shown;
/// every other sequence is recorded in ``unrecognizedSequences``.
public struct VirtualScreen: Sendable {
    /// The screen's size in cells.
    public private(set) var size: Size
    private var grid: [[Character]]
    private var cursor = (x: 0, y: 0)
    /// Whether the cursor is shown.
    public private(set) var isCursorVisible = true
    /// Whether the alternate screen is in use.
    public private(set) var isAlternateScreen = false
    /// Escape sequences this emulator did not understand, in order.
    public private(set) var unrecognizedSequences: [String] = []

    /// A blank screen of `size`.
    ///
    /// - Parameter size: Columns and rows.
    public init(size: Size) {
        self.size = size
        grid = Self.blank(size)
    }

    /// The rows as text, trailing spaces trimmed.
    public var lines: [String] {
        grid.map { row in
            var line = String(row.filter { $0 != Self.continuation })
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Resizes the screen, keeping what fits (as terminals do before the program redraws).
    ///
    /// - Parameter newSize: The new size.
    public mutating func resize(to newSize: Size) {
        var resized = Self.blank(newSize)
        for y in 0..<min(size.height, newSize.height) {
            for x in 0..<min(size.width, newSize.width) { resized[y][x] = grid[y][x] }
        }
        grid = resized
        size = newSize
    }

    /// Applies `text`: moves, clears and draws what it says.
    ///
    /// - Parameter text: Output as a program would write it.
    public mutating func interpret(_ text: String) {
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if character == "\u{1B}" {
                var sequence = "\u{1B}"
                guard characters.first == "[" else {
                    unrecognizedSequences.append(sequence)
                    continue
                }
                sequence.append(characters.removeFirst())
                while let next = characters.popFirst() {
                    sequence.append(next)
                    if let scalar = next.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) { break }
                }
                apply(sequence)
            } else if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                continue
            } else {
                put(character)
            }
        }
    }

    /// Marks the right half of a wide character; ``lines`` leaves it out.
    private static let continuation: Character = "\u{0}"

    private mutating func put(_ character: Character) {
        guard (0..<size.height).contains(cursor.y), (0..<size.width).contains(cursor.x) else { return }
        let (x, y) = cursor
        // Overwriting half of a wide character blanks the other half, as terminals do.
        if grid[y][x] == Self.continuation, x > 0 { grid[y][x - 1] = " " }
        if x + 1 < size.width, grid[y][x + 1] == Self.continuation { grid[y][x + 1] = " " }
        grid[y][x] = character
        if character.terminalWidth == 2, x + 1 < size.width {
            grid[y][x + 1] = Self.continuation
            cursor.x += 2
        } else {
            cursor.x += 1
        }
    }

    private mutating func apply(_ sequence: String) {
        let body = sequence.dropFirst(2).dropLast()
        switch (sequence.last, body) {
        case ("H", _):
            let numbers = body.split(separator: ";").map { Int($0) ?? 1 }
            cursor = ((numbers.count > 1 ? numbers[1] : 1) - 1, (numbers.first ?? 1) - 1)
        case ("J", "2"):
            grid = Self.blank(size)
        case ("m", _):
            break
        case ("h", "?25"), ("l", "?25"):
            isCursorVisible = sequence.last == "h"
        case ("h", "?1049"), ("l", "?1049"):
            isAlternateScreen = sequence.last == "h"
            grid = Self.blank(size)
        default:
            unrecognizedSequences.append(sequence)
        }
    }

    private static func blank(_ size: Size) -> [[Character]] {
        Array(repeating: Array(repeating: " ", count: max(0, size.width)), count: max(0, size.height))
    }
}
