import Bindings
import ComposerModel
import TerminalBackend
import Widgets

/// terminal frames: 10,000 labels on a `TerminalScreen` over a `MemoryTerminal`
/// (rows of horizontal stacks in a vertical stack); the frame after one label's text
/// changed (same length: layout, drawing, the diff and the device's write) against a
/// full frame (the root's margins toggled, so every frame moves and everything is laid
/// out, drawn and diffed again).
///
/// Both figures are `screen.displayNow()` after the change, in microseconds per frame.
/// The notes also give the frame after one label's text changed length: its row's
/// labels move, so that row is laid out again and, the layout having changed, the
/// whole screen is drawn and diffed.
@LoopActor
enum TerminalFramesScenario {
    /// The one-label frame must cost at most this share of a full frame.
    static let targetShare = 0.05
    static let labelsPerRow = 50

    static func run(context: BenchContext) -> ScenarioResult {
        let settings = context.settings
        let rowCount = settings.terminalLabels / labelsPerRow
        var labels: [Label] = []
        var rows: [Widget] = []
        for row in 0..<rowCount {
            let rowLabels: [Label] = (0..<labelsPerRow).map { column in [.text(Self.text(row * labelsPerRow + column, generation: 0))] }
            labels += rowLabels
            rows.append(StackView(style: [.views(rowLabels), .axis(.horizontal), .spacing(1)]))
        }
        let root = StackView(style: [.views(rows), .alignment(.leading)])
        // 5 cells per label and 1 between them, plus room for the margins of the full frame.
        let terminal = MemoryTerminal(width: labelsPerRow * 6 + 2, height: rowCount + 2)
        let screen = TerminalScreen(root: root, device: terminal, loop: context.loop)
        do {
            try screen.start()
        } catch {
            preconditionFailure("terminal frames: the screen did not start: \(error)")
        }
        screen.displayNow()
        var problems: [String] = []
        var generation = 0
        var margins = false

        let full = Statistics.medianOf(settings.terminalRepeats) {
            margins.toggle()
            root.install(StyleDelta([.set(.margins(margins ? EdgeInsets(top: 1, leading: 1, bottom: 0, trailing: 0) : .zero))]))
            return elapsedNanoseconds { screen.displayNow() } / 1_000
        }
        if screen.lastFrameRedrawnWidgetCount < settings.terminalLabels {
            problems.append("the full frame redrew \(screen.lastFrameRedrawnWidgetCount) widgets")
        }
        var index = 0
        let oneLabel = Statistics.medianOf(settings.terminalRepeats) {
            generation += 1
            index = (index + 7_919) % labels.count
            labels[index].install(StyleDelta([.set(.text(Self.text(index, generation: generation)))]))
            return elapsedNanoseconds { screen.displayNow() } / 1_000
        }
        if screen.lastFrameRedrawnWidgetCount != 1 {
            problems.append("the one-label frame redrew \(screen.lastFrameRedrawnWidgetCount) widgets")
        }
        let shownRow = index / labelsPerRow + (margins ? 1 : 0)
        if !terminal.screenLines[shownRow].contains(Self.text(index, generation: generation)) {
            problems.append("the terminal does not show the changed label")
        }
        let resized = Statistics.medianOf(settings.terminalRepeats) {
            generation += 1
            index = (index + 7_919) % labels.count
            let longer = generation % 2 == 0
            labels[index].install(StyleDelta([.set(.text(longer ? "wider label" : Self.text(index, generation: generation)))]))
            return elapsedNanoseconds { screen.displayNow() } / 1_000
        }
        screen.stop()

        let share = oneLabel / full
        var notes = "\(settings.terminalLabels) labels in \(rowCount) rows of \(labelsPerRow), a \(terminal.size.width)×\(terminal.size.height) MemoryTerminal; "
            + "bindings: the frame after one label's text changed (same length), restyle-all: a full frame (the root's margins toggled); "
            + "one label = \(Format.percent(share)) of a full frame; one label changing length (its row moves): \(Format.figure(resized)) µs"
        if !problems.isEmpty { notes += "; " + problems.joined(separator: "; ") }
        return ScenarioResult(
            name: "terminal frames", unit: "µs/frame",
            contenders: ["bindings": oneLabel, "restyle-all": full],
            target: "one-label frame <= \(Format.percent(targetShare)) of a full frame",
            met: share <= targetShare && problems.isEmpty, notes: notes,
            details: ["one-label/full": share, "resized label (µs)": resized]
        )
    }

    /// A label's text: five characters whatever the generation.
    private static func text(_ index: Int, generation: Int) -> String {
        let value = (index + generation * 31) % 100_000
        let digits = String(value)
        return String(repeating: "0", count: 5 - digits.count) + digits
    }
}
