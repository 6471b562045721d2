import Bindings
import Dispatch
import LoopComposerTesting
import LoopComposerWebTesting
import WebBackend
import Widgets
import XCTest

/// The view model of the tests' form.
@LoopActor
final class FormModel {
    @Observed var count = 0
    @Observed var name = ""
    @Observed var buttonEnabled = true
    @Observed var buttonHidden = false
    /// Bound to an attribute no page shows (the label's identifier): a flush that
    /// installs it changes nothing a page shows.
    @Observed var tag = "count"
    /// Whether the field's edits are stored upper-cased (the model's own rule).
    var upperCasesName = false
}

/// The tests' form: a count label, a "+" button, a name field, a read-only field, a slider
/// over 0…10 and a picker of three options, in a vertical stack.
@LoopActor
final class FormView {
    let model: FormModel
    let count = TestLabel()
    let plus = TestButton()
    let name = TestField()
    let readOnly = TestField()
    let slider = TestSlider()
    let picker = TestPicker()
    let root: StackView

    init(model: FormModel = FormModel()) {
        self.model = model
        plus.install([.text("+")] as Style)
        readOnly.install([.text("fixed"), .editable(false)] as Style)
        slider.install([.range(min: 0, max: 10), .value(5)] as Style)
        picker.options = ["a", "b", "c"]
        root = StackView(style: [.views([count, plus, name, readOnly, slider, picker]), .axis(.vertical)])
        count.bind(to: model) { [.text("Count: \($0.count)"), .identifier($0.tag)] }
        plus.bind(to: model) { [.enabled($0.buttonEnabled), .hidden($0.buttonHidden)] }
        name.bind(to: model) { [.text($0.name)] }
        name.onTextChanged { [weak model] text in
            guard let model else { return }
            model.name = model.upperCasesName ? text.uppercased() : text
        }
        plus.onPress { [weak model] in model?.count += 1 }
    }

    /// Whether nothing from a page reached the form.
    var isUntouched: Bool {
        model.count == 0 && plus.presses == 0 && name.edits.isEmpty && readOnly.edits.isEmpty && slider.moves == 0
            && picker.selections.isEmpty
    }

    func end() {
        for widget in [count, plus, name, readOnly, slider, picker, root] as [Widget] { widget.lifetime.end() }
    }
}

/// The forms a tree per tab built, kept to end their bindings.
@LoopActor
final class FormViews {
    private(set) var all: [FormView] = []

    func make() -> Widget {
        let view = FormView()
        all.append(view)
        return view.root
    }

    func end() {
        for view in all { view.end() }
    }
}

extension TestLoop {
    /// A started server on a free loopback port.
    ///
    /// - Parameters:
    ///   - tree: What the tabs show.
    ///   - configure: Changes to the configuration (port 0).
    /// - Returns: The server.
    @LoopActor
    func startServer(_ tree: WebTree, configure: (inout WebServerConfiguration) -> Void = { _ in }) throws -> WebServer {
        var configuration = WebServerConfiguration(port: 0)
        configure(&configuration)
        let server = WebServer(loop: eventLoop, title: "Form", configuration: configuration, tree: tree)
        try server.start()
        return server
    }

    /// Waits until `condition` holds on the loop, checking it now and at the end of each
    /// loop turn (after the server's render stage): for server state that changes without
    /// a flush (a connection closed).
    ///
    /// - Parameters:
    ///   - description: What is awaited, for the failure.
    ///   - timeout: How long to wait.
    ///   - condition: Checked on the loop.
    @LoopActor
    func waitForServer(
        _ description: String, timeout: Duration = .seconds(5), file: StaticString = #filePath, line: UInt = #line,
        _ condition: @escaping @LoopActor () -> Bool
    ) async throws {
        if condition() { return }
        let loop = eventLoop
        let box = HookBox()
        defer { if let hook = box.hook { loop.removeBeforeSleep(hook) } }
        let satisfied: Bool = await withCheckedContinuation { continuation in
            box.continuation = continuation
            box.hook = loop.addBeforeSleep(stage: .inspection) {
                guard condition() else { return }
                box.finish(true)
            }
            let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                loop.execute { box.finish(false) }
            }
        }
        if !satisfied {
            XCTFail("\(description): not within \(timeout)", file: file, line: line)
            throw TestWaitTimeout(message: description)
        }
    }
}

@LoopActor
private final class HookBox {
    var hook: BeforeSleepHookID?
    var continuation: CheckedContinuation<Bool, Never>?

    func finish(_ satisfied: Bool) {
        continuation?.resume(returning: satisfied)
        continuation = nil
    }
}

extension WebTestClient.Document {
    /// The frames that set `name` of node `id`, in order.
    func sets(of name: String, on id: Int) -> [WebValue?] {
        frames.flatMap(\.operations).compactMap { operation in
            guard case .set(id, let properties) = operation, let value = properties[name] else { return nil }
            return value
        }
    }
}
