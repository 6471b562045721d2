import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

/// A composite widget: a profile card with two labels.
final class ProfileView: Widget {
    nonisolated let nameLabel: Label
    nonisolated let ageLabel: Label

    override init() {
        nameLabel = Label()
        ageLabel = Label()
        super.init()
        addChild(nameLabel)
        addChild(ageLabel)
    }
}

@LoopActor
final class ProfileViewModel {
    @Observed var name = "Ada"
    @Observed var age = 36

    var component: Component {
        Component(.borderStyle(.rounded)).withChildren(
            .child(\ProfileView.nameLabel, styles: .text(name), .textStyle(.bold)),
            .child(\ProfileView.ageLabel, styles: .text("\(age) years"), .textColor(age >= 18 ? .green : .yellow))
        )
    }
}

@LoopActor
final class SignUpViewModel: TextFieldDelegate {
    @Observed var email = ""
    var submissions = 0
    func submit() { submissions += 1 }
}

/// ViewComponents' MVVM pattern on widgets, and the lifetime of a bound tree.
final class WidgetMVVMTests: XCTestCase {
    func testViewModelComponentEqualsTheExpectedOneAndBindingInstallsOnlyChangedChildren() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let model = ProfileViewModel()
            let expected = Component(.borderStyle(.rounded)).withChildren(
                .child(\ProfileView.nameLabel, styles: .text("Ada"), .textStyle(.bold)),
                .child(\ProfileView.ageLabel, styles: .text("36 years"), .textColor(.green))
            )
            XCTAssertEqual(model.component, expected)

            let view = ProfileView()
            view.bindComponent(to: model) { $0.component }
            loop.runOnce()
            XCTAssertEqual(view.borderStyle, .rounded)
            XCTAssertEqual(view.nameLabel.text, "Ada")
            XCTAssertEqual(view.ageLabel.text, "36 years")

            model.age = 37
            loop.runOnce()
            XCTAssertEqual(view.ageLabel.text, "37 years")
            XCTAssertEqual(changes.changeCountByKey(of: view.ageLabel), [.text: 2, .textColor: 1], "only the changed attribute")
            XCTAssertEqual(view.nameLabel.installCount, 1, "the unchanged child got no install")
            XCTAssertEqual(view.installCount, 1, "the unchanged root got no install")
            view.lifetime.end()
        }
        try loop.close()
    }

    func testABoundTreeWithTargetsAndDelegatesIsReleasedWithNoLeak() throws {
        let loop = try EventLoop()
        let released = LoopActor.assumeIsolated { () -> Bool in
            weak var weakForm: StackView?
            weak var weakButton: Button?
            weak var weakModel: SignUpViewModel?
            do {
                let model = SignUpViewModel()
                let email: TextField = [.placeholder("Email"), .delegate(model)]
                let submit: Button = [.title("Sign up", for: .normal)]
                let form: StackView = [.views([email, submit])]
                email.bindText(to: model, \.email)
                submit.onPress { model.submit() }
                submit.bind(to: model) { [.enabled(!$0.email.isEmpty)] }
                loop.runOnce()
                email.userDidType("a@b")
                loop.runOnce()
                submit.userDidPress()
                XCTAssertEqual(model.submissions, 1)
                XCTAssertTrue(submit.isEnabled)
                XCTAssertEqual(Binding.liveCount, 2)
                weakForm = form
                weakButton = submit
                weakModel = model
            }
            return weakForm == nil && weakButton == nil && weakModel == nil
        }
        XCTAssertTrue(released, "the tree and its view model were released")
        XCTAssertEqual(Binding.liveCount, 0)
        try loop.close()
    }
}
