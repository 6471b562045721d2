import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

/// ViewComposer's `MyViewDefaultingToRed`: defaults merged under whatever style it is given.
private final class RedByDefault: Widget, @LoopActor Composable {
    override class var defaultStyle: Style { [.color(.red), .borderStyle(.single)] }
}

/// A built-in widget's subclass with defaults, built by the superclass's literal.
private final class Warning: Label {
    override class var defaultStyle: Style { [.textColor(.yellow), .textStyle(.bold)] }
}

/// A default style with a value the widget rejects and a key it does not take.
private final class BadDefaults: Widget {
    override class var defaultStyle: Style { [.opacity(.nan), .placeholder("nope"), .width(3)] }
}

/// A subclass that changes one default of its superclass's default style.
private final class GreenByDefault: Widget {
    override class var defaultStyle: Style { [.color(.green)] <- RedByDefault.defaultStyle }
}

final class WidgetDefaultStyleTests: XCTestCase {
    func testDefaultStyleAppliesToEveryWayOfConstructing() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let plain = RedByDefault()
            let styled = RedByDefault(style: [.color(.green)])
            let literal: RedByDefault = [.color(.blue)]
            let merged: RedByDefault = .width(5) <- [.color(.cyan)]
            let method: RedByDefault = [Attribute.width(6)].merge(master: .borderStyle(.rounded))
            XCTAssertEqual(plain.backgroundColor, .red)
            XCTAssertEqual(plain.borderStyle, .single)
            XCTAssertEqual(styled.backgroundColor, .green, "the given style wins over the defaults")
            XCTAssertEqual(styled.borderStyle, .single, "and the defaults fill in the rest")
            XCTAssertEqual(literal.backgroundColor, .blue)
            XCTAssertEqual(literal.borderStyle, .single)
            XCTAssertEqual(merged.backgroundColor, .cyan)
            XCTAssertEqual(merged.width, 5)
            XCTAssertEqual(merged.borderStyle, .single)
            XCTAssertEqual(method.borderStyle, .rounded)
            XCTAssertEqual(method.backgroundColor, .red)
        }
        try loop.close()
    }

    func testDefaultsAreTheStartingStateNotAnInstall() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let plain = RedByDefault()
            XCTAssertEqual(plain.installCount, 0)
            XCTAssertEqual(changes.changeCountByKey(of: plain), [:])
            XCTAssertEqual(plain.constructionDiagnostics, [])
            let styled = RedByDefault(style: [.width(2)])
            XCTAssertEqual(styled.installCount, 1)
            XCTAssertEqual(changes.changeCountByKey(of: styled), [.width: 1])
        }
        try loop.close()
    }

    func testResetRestoresTheDefaultStyleValueNotThePropertysInitialValue() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let before: Style = [.color(.green), .borderStyle(.rounded), .width(4)]
            let after: Style = [.width(4)]
            let widget = RedByDefault(style: before)
            widget.install(after.difference(from: before))
            XCTAssertEqual(widget.backgroundColor, .red)
            XCTAssertEqual(widget.borderStyle, .single)
            let fresh = RedByDefault(style: after)   // the delta law: as if built with `after`
            XCTAssertEqual(fresh.backgroundColor, widget.backgroundColor)
            XCTAssertEqual(fresh.borderStyle, widget.borderStyle)
            XCTAssertEqual(fresh.width, widget.width)
        }
        try loop.close()
    }

    func testABindingThatDropsAKeyFallsBackToTheDefault() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = GreetingModel()
            let warning = Warning()
            warning.bind(to: model) { model in
                model.name == "world" ? [.text(model.name), .textColor(.red)] : [.text(model.name)]
            }
            loop.runOnce()
            XCTAssertEqual(warning.textColor, .red)
            model.name = "again"
            loop.runOnce()
            XCTAssertEqual(warning.textColor, .yellow)
            XCTAssertEqual(warning.textStyle, .bold)
            warning.lifetime.end()
        }
        try loop.close()
    }

    func testASubclassOfABuiltInGetsItsDefaultsUnderTheSuperclassLiteral() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let warning: Warning = [.text("Disk almost full"), .textColor(.red)]
            XCTAssertEqual(warning.text, "Disk almost full")
            XCTAssertEqual(warning.textColor, .red)
            XCTAssertEqual(warning.textStyle, .bold)
            XCTAssertEqual(Warning().textColor, .yellow)
            XCTAssertEqual(Label().textColor, .default, "the superclass keeps its own defaults")
        }
        try loop.close()
    }

    func testASubclassCanMergeItsDefaultsOverItsSuperclasses() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let green = GreenByDefault()
            XCTAssertEqual(green.backgroundColor, .green)
            XCTAssertEqual(green.borderStyle, .single)
        }
        try loop.close()
    }

    func testBadDefaultsAreConstructionDiagnosticsAndTheRestApplies() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let widget = BadDefaults(style: [.width(7)])
            XCTAssertEqual(widget.width, 7)
            XCTAssertEqual(widget.opacity, 1)
            XCTAssertEqual(widget.constructionDiagnostics.map(\.kindName), ["unsupportedAttribute", "rejectedValue"])
            XCTAssertEqual(BadDefaults().width, 3)
        }
        try loop.close()
    }
}
