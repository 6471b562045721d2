public import Bindings
import ComposerModel
public import Widgets

/// The dashboard's widgets: one row per job (name, progress bar, percentage)
/// and a status line, bound to a ``JobBoard``.
///
/// ```
/// Jobs
/// backup      ██████████████████████████████ 100%
/// index       ███████████████░░░░░░░░░░░░░░░  50%
/// thumbnails  ██████████░░░░░░░░░░░░░░░░░░░░  33%
/// reports     ███████▌░░░░░░░░░░░░░░░░░░░░░░  25%
/// 1 of 4 done · working · q quit          (the key hint: on a terminal)
/// ```
///
/// Every bar is bound to its job's ``SharedProperty``: the worker thread sets
/// values, the loop flushes the newest one once per turn. A bar has no width of its own:
/// it expands across its row, so it takes the room between the name and the percentage
/// and grows with the terminal or the window.
///
/// Threading: loop only.
@LoopActor
public final class JobDashboardView {
    public let root: StackView
    public let title: Label = [.identifier("title"), .text("Jobs"), .textStyle(.bold), .emphasis(.title2)]
    /// One bar per job, in the board's order.
    public let bars: [ProgressBar]
    /// One percentage per job, in the board's order.
    public let percentages: [Label]
    public let status: Label = [.identifier("status"), .emphasis(.dim)]

    /// Builds a row per job and binds every widget to `board`.
    ///
    /// - Parameters:
    ///   - board: The jobs; the bindings hold it weakly.
    ///   - keyHint: The keys that work where the view is shown (`q quit` on a terminal,
    ///     `Ctrl+Q quit` in a window), at the end of the status line; none when `nil`.
    public init(board: JobBoard, keyHint: String? = nil) {
        let nameStyle: Style = [.width(12)]
        var rows: [Widget] = []
        var bars: [ProgressBar] = []
        var percentages: [Label] = []
        for job in board.jobs {
            let name: Label = nameStyle <<- [.identifier("name-\(job.name)"), .text(job.name)]
            let bar: ProgressBar = [.identifier("bar-\(job.name)")]
            let percentage: Label = [.identifier("percent-\(job.name)"), .width(5), .textAlignment(.trailing)]
            bar.bind(to: job) { job in
                [.progress(job.progress.value), .tintColor(job.progress.value >= 1 ? .green : .cyan)]
            }
            percentage.bind(to: job) { job in [.text("\(Int((job.progress.value * 100).rounded(.down)))%")] }
            let row: StackView = [.views([name, bar, percentage]), .axis(.horizontal), .spacing(1)]
            rows.append(row)
            bars.append(bar)
            percentages.append(percentage)
        }
        self.bars = bars
        self.percentages = percentages
        let children: [Widget] = [title] + rows + [status]
        root = [.views(children), .axis(.vertical)]
        status.bind(to: board) { board in
            let done = board.jobs.filter { $0.progress.value >= 1 }.count
            let worker = board.isWorkerDone.value ? "worker finished" : "working"
            let line = "\(done) of \(board.jobs.count) done · \(worker)"
            return [.text(keyHint.map { "\(line) · \($0)" } ?? line)]
        }
    }

    /// Whether every bar shows a full job.
    public var showsAllDone: Bool { bars.allSatisfy { $0.progress >= 1 } }
}
