import Bindings
import ComposerModel
import Widgets

/// The widgets of a ``BoardModel``, each with an identifier the page shows as
/// `data-identifier`: a label, a button that counts presses, a switch and a text field
/// bound both ways, a list of keyed rows and the tick count.
///
/// ```swift
/// let view = BoardView(model: model)
/// let server = WebServer(loop: loop.eventLoop, title: "Board", configuration: .init(port: 0), tree: .shared(view.root))
/// ```
@LoopActor
final class BoardView {
    let root: StackView
    let title: Label = [.identifier("title")]
    let start: Button = [.identifier("start"), .title("Start", for: .normal)]
    let presses: Label = [.identifier("presses")]
    let toggle: Switch = [.identifier("toggle")]
    let field: TextField = [.identifier("field"), .placeholder("Type here")]
    let list: ListView = [.identifier("list")]
    let ticks: Label = [.identifier("ticks")]

    init(model: BoardModel) {
        root = [.views([title, start, presses, toggle, field, list, ticks]), .axis(.vertical)]
        title.bind(to: model) { [.text($0.title)] }
        start.bind(to: model) { [.enabled($0.canStart)] }
        start.onPress { [weak model] in model?.presses += 1 }
        presses.bind(to: model) { [.text("Pressed \($0.presses)")] }
        toggle.bindIsOn(to: model, \.isOn)
        field.bindText(to: model, \.text)
        list.bind(to: model) { model in [.items(model.rows.map { ListItem(id: "\($0.id)", title: $0.name) })] }
        ticks.bind(to: model) { [.text("Tick \($0.ticks)")] }
    }
}
