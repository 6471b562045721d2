import Bindings
import ComposerModel
import Widgets

/// The monitor's widgets: a status label over a pause switch bound both ways to the
/// model's `paused`.
@LoopActor
public final class MonitorView {
    public let status: Label = [.textStyle(.bold), .width(24)]
    public let pause: Switch = [.isOn(false)]
    public let root: StackView

    /// The view, bound to `model`.
    public init(model: MonitorModel) {
        root = [.views([status, pause]), .axis(.vertical), .spacing(1)]
        status.bind(to: model) { [.text($0.status), .textColor($0.servicesUp == $0.serviceCount ? .green : .yellow)] }
        pause.bindIsOn(to: model, \.paused)   // the user's flip runs `paused`'s didSet
    }
}
