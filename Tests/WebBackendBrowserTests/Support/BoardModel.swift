import Bindings

/// The view model the browser tests change and the pages act on.
///
/// ```swift
/// let model = BoardModel()
/// model.rows = [BoardModel.Row(id: 2, name: "b")]
/// ```
@LoopActor
final class BoardModel {
    /// A row of the list, keyed by its id.
    struct Row: Equatable, Sendable {
        var id: Int
        var name: String
    }

    @Observed var title = "Jobs"
    @Observed var canStart = true
    @Observed var isOn = false
    @Observed var text = ""
    @Observed var rows: [Row] = ["a", "b", "c", "d"].enumerated().map { Row(id: $0.offset + 1, name: $0.element) }
    /// Counted by the button: once per press that reached the view model.
    @Observed var presses = 0
    /// Moved by the loop's timer in the reconnect test: changes while the socket is down.
    @Observed var ticks = 0
}
