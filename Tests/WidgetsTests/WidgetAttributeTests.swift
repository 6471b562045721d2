import Bindings
import ComposerModel
import Widgets
import XCTest

/// A label subclass: it inherits Label's typed literal.
final class CaptionLabel: Label {}

/// Widget literals are typed per widget: each element is a `WidgetAttribute<ThatWidget>`,
/// so only the attributes the widget handles are offered.
///
/// What no longer compiles (checked by hand with swiftc against the built module):
///
/// ```swift
/// let label: Label = [.placeholder("x")]
/// // error: referencing static method 'placeholder' on 'WidgetAttribute'
/// //        requires that 'Label' inherit from 'TextField'
/// let field: TextField = [.numberOfLines(2)]    // no numberOfLines on a text field
/// let toggle: Switch = [.delegate(model)]        // a switch has no delegate
/// ```
///
/// An attribute that has to be checked at run time goes through an untyped
/// style instead: `Label(style: [.placeholder("x")])` builds and keeps a diagnostic.
final class WidgetAttributeTests: XCTestCase {
    func testTypedLiteralsBuildEachWidget() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label: Label = [.text("Hi"), .textColor(.red), .case(.upper), .numberOfLines(2), .width(10)]
            XCTAssertEqual(label.displayedText, "HI")
            XCTAssertEqual(label.textColor, .red)
            XCTAssertEqual(label.numberOfLines, 2)
            XCTAssertEqual(label.width, 10)

            let button: Button = [.title("OK", for: .normal), .titleColor(.green, for: .normal), .color(.blue)]
            XCTAssertEqual(button.displayedTitle, "OK")
            XCTAssertEqual(button.displayedTitleColor, .green)
            XCTAssertEqual(button.backgroundColor, .blue)

            let field: TextField = [.placeholder("Email"), .secureEntry(true), .text("a@b")]
            XCTAssertEqual(field.placeholder, "Email")
            XCTAssertTrue(field.isSecureEntry)
            XCTAssertEqual(field.text, "a@b")

            let notes: TextView = [.text("one\ntwo"), .editable(false)]
            XCTAssertFalse(notes.isEditable)

            let toggle: Switch = [.on(true), .alpha(0.5)]
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(toggle.opacity, 0.5)

            let volume: Slider = [.range(0...10), .value(4), .step(2)]
            XCTAssertEqual(volume.value, 4)
            XCTAssertEqual(volume.step, 2)

            let bar: ProgressBar = [.progress(0.25)]
            XCTAssertEqual(bar.progress, 0.25)

            let spinner: ActivityIndicator = [.animating(true)]
            XCTAssertTrue(spinner.isAnimating)

            let picker: SegmentedControl = [.segments(["a", "b"]), .selectedIndex(1)]
            XCTAssertEqual(picker.selectedIndex, 1)

            let list: ListView = [.items([ListItem(id: "1", title: "Backup")]), .selectedIndex(0)]
            XCTAssertEqual(list.selectedItem?.title, "Backup")

            let stack: StackView = [.views([label, button]), .axis(.horizontal), .spacing(1), .layoutMargins(all: 1)]
            XCTAssertEqual(stack.arrangedWidgets.count, 2)
            XCTAssertEqual(stack.axis, .horizontal)
            XCTAssertEqual(stack.margins, EdgeInsets(all: 1))

            for widget: Widget in [label, button, field, notes, toggle, volume, bar, spinner, picker, list, stack] {
                XCTAssertEqual(widget.constructionDiagnostics, [], widget.diagnosticName)
            }
        }
        try loop.close()
    }

    func testTypedAttributesWrapTheSameAttributes() {
        XCTAssertEqual(WidgetAttribute<Label>.text("Hi").attribute, .text("Hi"))
        XCTAssertEqual(WidgetAttribute<Button>.title("OK", for: .normal).attribute, .title("OK", for: .normal))
        XCTAssertEqual(WidgetAttribute<Switch>.on(true).attribute, .isOn(true))
        XCTAssertEqual(WidgetAttribute<Slider>.range(1...2).attribute, .range(min: 1, max: 2))
        XCTAssertEqual(WidgetAttribute<Label>.color(.red).attribute, .backgroundColor(.red))
        XCTAssertEqual(WidgetAttribute<StackView>.padding(all: 2).attribute, .padding(EdgeInsets(all: 2)))
    }

    func testASubclassUsesItsSuperclassTypedLiteral() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let caption: CaptionLabel = [.text("Note"), .textStyle(.italic)]
            XCTAssertEqual(caption.text, "Note")
            XCTAssertEqual(caption.textStyle, .italic)
        }
        try loop.close()
    }

    func testAnUntypedStyleStillReportsUnsupportedAttributesAtRunTime() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            // `let label: Label = [.placeholder("x")]` does not compile; the style form is checked at run time.
            let label = Label(style: [.text("Hi"), .placeholder("x")])
            XCTAssertEqual(label.text, "Hi")
            XCTAssertEqual(label.constructionDiagnostics.map(\.message), [
                #"Label: unsupported attribute placeholder("x") skipped"#
            ])
        }
        try loop.close()
    }
}
