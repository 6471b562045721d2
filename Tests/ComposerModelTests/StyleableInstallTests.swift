import ComposerModel
import LoopComposerTestingCore
import XCTest

final class StyleableInstallTests: XCTestCase {
    func testInstallAppliesInApplyOrder() {
        let target = RecordingTarget()
        target.install([.opacity(0.5), .value(3), .text("x"), .range(min: 0, max: 10), .width(4)] as Style)
        XCTAssertEqual(target.log.map(\.key), [.text, .range, .value, .width, .opacity])
    }

    func testInstallingAStyleThenADeltaMatchesAFreshInstall() {
        let old: Style = [.text("a"), .hidden(true), .textColor(.red)]
        let new: Style = [.text("b"), .textColor(.red), .width(1)]
        let replayed = RecordingTarget()
        replayed.install(old)
        let report = replayed.install(new.difference(from: old))
        let fresh = RecordingTarget()
        fresh.install(new)
        XCTAssertEqual(replayed.shown, fresh.shown)
        XCTAssertEqual(report.setCount, 2)
        XCTAssertEqual(report.resetCount, 1)
    }

    func testUnsupportedAttributeIsSkippedWithDiagnosticNamingTargetAndAttribute() {
        let label = RecordingTarget(name: "Label#title", supportedKeys: [.text, .textColor])
        let report = label.install([.text("Hi"), .placeholder("type here")] as Style)
        XCTAssertEqual(label.shown, [.text("Hi")])
        XCTAssertEqual(report.setCount, 1)
        XCTAssertEqual(report.diagnostics, [StyleDiagnostic(.unsupportedAttribute(.placeholder("type here")), target: "Label#title")])
        XCTAssertEqual(report.diagnostics.first?.message, #"Label#title: unsupported attribute placeholder("type here") skipped"#)
    }

    func testRejectedAndAdjustedValuesAreReported() {
        final class Gauge: Styleable {
            var progress = 0.0
            func apply(_ attribute: Attribute) -> AttributeOutcome {
                guard case .progress(let value) = attribute else { return .unsupported }
                if value.isNaN { return .rejected(reason: "NaN") }
                progress = min(max(value, 0), 1)
                return progress == value ? .applied : .adjusted(reason: "clamped to \(progress)")
            }
            func reset(_ key: AttributeKey) { progress = 0 }
        }
        let gauge = Gauge()
        let clamped = gauge.install([.progress(1.5)] as Style)
        XCTAssertEqual(gauge.progress, 1)
        XCTAssertEqual(clamped.setCount, 1)
        XCTAssertEqual(clamped.diagnostics.map(\.message), ["Gauge: value rejected for progress(1.5): clamped to 1.0"])
        let rejected = gauge.install([.progress(.nan)] as Style)
        XCTAssertEqual(gauge.progress, 1)
        XCTAssertEqual(rejected.setCount, 0)
        XCTAssertEqual(rejected.diagnostics.count, 1)
    }

    func testEmptyDeltaIsStillOneInstallThatChangesNothing() {
        let target = RecordingTarget()
        target.install(StyleDelta.empty)
        XCTAssertEqual(target.installCount, 1)
        XCTAssertEqual(target.setCount + target.resetCount, 0)
    }

    func testInstallFromOneStyleToAnotherInstallsTheDifferenceOnATargetWithoutTheMethod() {
        // A user's own Styleable, written before `install(from:to:)`: the default serves it.
        final class Badge: Styleable {
            var text = ""
            var deltas: [StyleDelta] = []
            func apply(_ attribute: Attribute) -> AttributeOutcome {
                guard case .text(let value) = attribute else { return .unsupported }
                text = value
                return .applied
            }
            func reset(_ key: AttributeKey) { text = "" }
            func install(_ delta: StyleDelta) -> InstallReport {
                deltas.append(delta)
                return applyChanges(delta)
            }
        }
        let badge = Badge()
        let old: Style = [.text("3"), .hidden(true)]
        let new: Style = [.text("4"), .hidden(true), .width(2)]
        let report = badge.install(from: old, to: new)
        XCTAssertEqual(badge.deltas, [new.difference(from: old)], "one install of the difference, through the target's own install")
        XCTAssertEqual(badge.text, "4")
        XCTAssertEqual(report.setCount, 1)
        XCTAssertEqual(report.diagnostics.map(\.message), ["Badge: unsupported attribute width(2.0) skipped"])
        XCTAssertEqual(report.unchangedCount, 1, "hidden: the same in both")
    }

    func testInstallFromAStyleToTheSameInstallsNothing() {
        let target = RecordingTarget()
        let style: Style = [.text("a"), .opacity(.nan)]
        let report = target.install(from: style, to: style)
        XCTAssertEqual(target.installCount, 0, "no empty install")
        XCTAssertEqual(report.unchangedCount, 2)
        XCTAssertEqual(report.setCount + report.resetCount, 0)
    }

    func testInstallFromAStyleCountsADependentSetAgainAsChanged() {
        let target = RecordingTarget()
        let report = target.install(from: [.range(min: 0, max: 5), .value(8), .text("a")], to: [.range(min: 0, max: 10), .value(8), .text("a")])
        XCTAssertEqual(target.log, [.set(.range(min: 0, max: 10)), .set(.value(8))])
        XCTAssertEqual(report.unchangedCount, 1, "only the text is left alone")
        XCTAssertEqual(report.setCount, 2)
    }
}
