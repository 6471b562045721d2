// Documentation/Migrating.md's "Construction, composables and components" section,
// verbatim: each ```swift block is the body of the test named above it there.
// Edit a snippet here and in Migrating.md together.

import Bindings
import ComposerModel
import Widgets
import XCTest

final class MigratingConstructionSnippetsTests: XCTestCase {
    func testMergeChainsBuildWidgets() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
            let fooLabel: Label = labelStyle <<- .text("Foo")
            let barLabel: Label = .text("bar") <- labelStyle
            let bazLabel: Label = labelStyle.merge(master: [.text("Baz")])
            let stackView: StackView = .axis(.vertical) <-
                    .views([fooLabel, barLabel, bazLabel]) <-
                    [.spacing(1), .layoutMargins(all: 1)]
            assert(barLabel.text == "bar" && barLabel.textColor == .red && stackView.children.count == 3)
        }
        try loop.close()
    }

    func testDefaultStyleUnderEveryConstruction() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            final class MyViewDefaultingToRed: Widget, @LoopActor Composable {
                override class var defaultStyle: Style { [.color(.red)] }
            }

            let plain = MyViewDefaultingToRed()
            let styled = MyViewDefaultingToRed(style: [.width(10)])
            let literal: MyViewDefaultingToRed = [.borderStyle(.single)]
            let chained: MyViewDefaultingToRed = .width(4) <- [.color(.green)]
            assert(plain.backgroundColor == .red && styled.backgroundColor == .red && literal.backgroundColor == .red)
            assert(chained.backgroundColor == .green && styled.width == 10)
        }
        try loop.close()
    }

    func testComposablesAndTypedComponents() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            final class MyCustomView: Widget, @LoopActor Composable {
                nonisolated let myLabel: Label
                nonisolated let myButton: Button

                override init() {
                    (myLabel, myButton) = (Label(), Button())    // outlets before super.init()
                    super.init()
                    addChild(myLabel)
                    addChild(myButton)
                }
            }

            let buttonComponent = WidgetComponent<Button>(
                .title("Test", for: .normal),
                .titleColor(.red, for: .normal)
            )
            let viewComponent = WidgetComponent<MyCustomView>(.borderStyle(.rounded)).withChildren(
                .child(\.myLabel, styles: .text("MyLabel"), .textStyle(.bold)),
                .child(\.myButton, buttonComponent)
            )
            // WidgetComponent<Label>(.title("Test", for: .normal))   // does not compile: a Label has no title

            let myButton = Button()
            buttonComponent.configure(myButton)
            let view: MyCustomView = [.padding(all: 1)]
            viewComponent.configure(view)
            assert(myButton.displayedTitle == "Test" && view.myLabel.text == "MyLabel" && view.borderStyle == .rounded)

            struct MyViewModel: ComponentConvertible {
                let title: String
                var toComponent: WidgetComponent<MyCustomView> {
                    WidgetComponent(.borderStyle(.single)).withChildren(.child(\.myLabel, styles: .text(title)))
                }
                var component: Component { toComponent.component }
            }

            let expected = WidgetComponent<MyCustomView>(.borderStyle(.single)).withChildren(.child(\.myLabel, styles: .text("Hi")))
            assert(MyViewModel(title: "Hi").toComponent == expected)
            MyViewModel(title: "Hi").configure(view)
            assert(view.myLabel.text == "Hi" && view.borderStyle == .single)
        }
        try loop.close()
    }
}
