import ComposerModel

/// components: 10,000 view models of a 13-widget cell (ViewComponents'
/// performance-test shape: a root, 8 children, 4 of them with 2 children
/// each), children addressed by key path; 1% of the view models change.
///
/// Two figures, in milliseconds, medians over the repeats:
/// - **produce** (the vanilla column, the reference): every view model makes
///   its cell's component, as ViewComponents' view models do on every change;
/// - **diff** (the bindings column): the new frame (the cells as rows keyed by
///   the view model's id) against the frame before the change, with
///   `Component.difference(from:)`.
///
/// The frame is assembled once per repeat outside both timings (`withRows`);
/// its cost is in the details. The check afterwards makes sure the diff found
/// exactly the changed cells and, inside each, only the changed widgets.
enum ComponentsScenario {
    static let diffShareOfProduce = 0.25

    static func run(context: BenchContext) -> ScenarioResult {
        let count = context.settings.componentCells
        let repeats = context.settings.componentRepeats
        let changed = max(count / 100, 1)
        var models = (0..<count).map(CellModel.init(id:))
        var produceTimes: [Double] = []
        var diffTimes: [Double] = []
        var frameTimes: [Double] = []
        var problems: [String] = []
        var old = CellModel.frame(of: models.map(\.component))
        for round in 0..<repeats {
            // Changes spread over the list, a different 1% each round.
            for step in 0..<changed {
                let index = (step * (count / changed) + round) % count
                models[index].count += 1
            }
            var cells: [Component] = []
            produceTimes.append(elapsedNanoseconds {
                cells = models.map(\.component)
            } / 1e6)
            var frame = Component()
            frameTimes.append(elapsedNanoseconds { frame = CellModel.frame(of: cells) } / 1e6)
            var delta = ComponentDelta()
            diffTimes.append(elapsedNanoseconds { delta = frame.difference(from: old) } / 1e6)
            if let problem = check(delta, changed: changed) { problems.append(problem) }
            old = frame
        }
        let produce = Statistics.median(produceTimes)
        let diff = Statistics.median(diffTimes)
        let share = diff / produce
        var notes = "\(count) cells of 13 widgets (8 children by key path, 4 with 2 children), \(changed) changed per round, "
            + "\(repeats) rounds; vanilla: producing the \(count) components (ViewComponents style, the reference); "
            + "bindings: diffing the frame (rows by id) with difference(from:); diff = \(Format.ratio(share)) produce; "
            + "assembling the frame (withRows) \(Format.figure(Statistics.median(frameTimes))) ms, in neither figure"
        if !problems.isEmpty { notes += "; " + Set(problems).sorted().joined(separator: "; ") }
        return ScenarioResult(
            name: "components", unit: "ms/frame",
            contenders: ["bindings": diff, "vanilla": produce],
            target: "diff <= \(Format.ratio(diffShareOfProduce)) produce",
            met: share <= diffShareOfProduce && problems.isEmpty, notes: notes,
            details: ["diff/produce": share, "frame assembly (ms)": Statistics.median(frameTimes)],
            criteria: [Criterion(label: "diff/produce", value: share, limit: diffShareOfProduce)]
        )
    }

    /// Whether `delta` updates exactly `changed` rows, each with the two
    /// widgets that show the count and nothing else; a description of the
    /// problem otherwise.
    private static func check(_ delta: ComponentDelta, changed: Int) -> String? {
        let rows = delta.rows
        guard rows.insertions.isEmpty, rows.removals.isEmpty, rows.moves.isEmpty, delta.style.isEmpty, delta.children.isEmpty
        else { return "the diff changed the frame's shape" }
        guard rows.updates.count == changed else { return "the diff updated \(rows.updates.count) rows, not \(changed)" }
        for update in rows.updates {
            let touched = update.delta.children.reduce(0) { $0 + 1 + $1.delta.children.count }
            guard update.delta.style.isEmpty, touched == 3 else {
                return "a changed cell's delta touched \(touched) children (expected the count label, the badge and its count)"
            }
        }
        return nil
    }
}

/// The cell's widget tree, for its key paths only: the scenario diffs values,
/// it never installs.
final class CellView: Sendable {
    let title = CellWidget()
    let subtitle = CellWidget()
    let icon = CellWidget()
    let count = CellWidget()
    let badge = CellGroup()
    let status = CellGroup()
    let actions = CellGroup()
    let footer = CellGroup()
}

/// A cell child that has two children of its own.
final class CellGroup: Sendable {
    let leading = CellWidget()
    let trailing = CellWidget()
}

/// A leaf widget of the cell.
final class CellWidget: Sendable {}

/// A cell's view model; its ``component`` is what ViewComponents' view models produce.
struct CellModel {
    let id: Int
    var name: String
    var count = 0

    init(id: Int) {
        self.id = id
        name = "Item \(id)"
    }

    /// The cell: 13 widgets' styles, children by key path.
    var component: Component {
        let even = count.isMultiple(of: 2)
        return Component(.backgroundColor(.white), .opacity(1))
            .withChildren(
                .child(\CellView.title, styles: .text(name), .textColor(.black)),
                .child(\CellView.subtitle, styles: .text("Row \(id)"), .textColor(.gray)),
                .child(\CellView.icon, styles: .hidden(false), .width(16)),
                .child(\CellView.count, styles: .text("Count: \(count)"), .textColor(even ? .green : .red)),
                .child(\CellView.badge, Component(.hidden(false)).withChildren(
                    .child(\CellGroup.leading, styles: .text("\(count)")),
                    .child(\CellGroup.trailing, styles: .text("items"))
                )),
                .child(\CellView.status, Component(.enabled(true)).withChildren(
                    .child(\CellGroup.leading, styles: .text("Status")),
                    .child(\CellGroup.trailing, styles: .progress(0.5))
                )),
                .child(\CellView.actions, Component(.spacing(4)).withChildren(
                    .child(\CellGroup.leading, styles: .text("Edit"), .enabled(true)),
                    .child(\CellGroup.trailing, styles: .text("Delete"), .enabled(true))
                )),
                .child(\CellView.footer, Component(.hidden(false)).withChildren(
                    .child(\CellGroup.leading, styles: .text("id \(id)")),
                    .child(\CellGroup.trailing, styles: .text(name))
                ))
            )
    }

    /// The list's component: one row per cell, keyed by the view model's id.
    static func frame(of cells: [Component]) -> Component {
        Component().withRows(cells.indices.map { Component.Child(key: ComponentKey(id: $0), component: cells[$0]) })
    }
}
