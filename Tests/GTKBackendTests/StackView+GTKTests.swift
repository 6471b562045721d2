import Bindings
import CGtk
import ComposerModel
import Foundation
@testable import GTKBackend
import Widgets
import XCTest

/// StackView → GtkBox: axis, spacing, distribution, alignment, arranged subviews kept.
final class StackViewGTKTests: XCTestCase {
    @LoopActor
    private static func children(_ native: GTKWidget) -> [UnsafeMutableRawPointer] {
        var result: [UnsafeMutableRawPointer] = []
        var child = gtk_widget_get_first_child(cgtk_widget(native.pointer))
        while let current = child {
            result.append(UnsafeMutableRawPointer(current))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    func testAxisSpacingDistributionAndAlignmentAreReadBackFromGTK() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let first = Label(style: [.text("a")])
            let second = Label(style: [.text("b"), .height(2)])
            let stack: StackView = [.axis(.horizontal), .spacing(2), .distribution(.fillEqually),
                                    .alignment(.fill), .views([first, second])]
            let native = try harness.show(stack)
            XCTAssertEqual(native.typeName, "GtkBox")
            XCTAssertEqual(gtk_orientable_get_orientation(cgtk_orientable(native.pointer)), GTK_ORIENTATION_HORIZONTAL)
            XCTAssertEqual(native.property("spacing"), .int(16))
            XCTAssertEqual(native.property("homogeneous"), .bool(true))
            let firstNative = try harness.native(first), secondNative = try harness.native(second)
            XCTAssertEqual(Self.children(native), [firstNative.pointer, secondNative.pointer])
            XCTAssertEqual(gtk_widget_get_valign(cgtk_widget(firstNative.pointer)), GTK_ALIGN_CENTER,
                           "fill across a row centers what does not expand down")
            XCTAssertEqual(gtk_widget_get_valign(cgtk_widget(secondNative.pointer)), GTK_ALIGN_CENTER,
                           "an explicit size wins over fill")
            XCTAssertEqual(gtk_widget_get_hexpand(cgtk_widget(firstNative.pointer)), 0, "a label does not expand")
            first.install(StyleDelta([.set(.expands(.horizontal))]))
            XCTAssertEqual(gtk_widget_get_hexpand(cgtk_widget(firstNative.pointer)), 1, "one that expands shares the slack")
            first.install(StyleDelta([.set(.width(4))]))
            XCTAssertEqual(gtk_widget_get_hexpand(cgtk_widget(firstNative.pointer)), 0, "an explicit length takes none")
            first.install(StyleDelta([.reset(.width), .reset(.expands)]))
            XCTAssertEqual(gtk_widget_get_hexpand(cgtk_widget(firstNative.pointer)), 0)
            stack.install(StyleDelta([.set(.alignment(.center))]))
            XCTAssertEqual(gtk_widget_get_valign(cgtk_widget(firstNative.pointer)), GTK_ALIGN_CENTER)
            stack.install(StyleDelta([.reset(.axis), .reset(.spacing), .reset(.distribution)]))
            XCTAssertEqual(gtk_orientable_get_orientation(cgtk_orientable(native.pointer)), GTK_ORIENTATION_VERTICAL)
            XCTAssertEqual(native.property("spacing"), .int(6), "no spacing: the HIG's between controls")
            XCTAssertEqual(native.property("homogeneous"), .bool(false))
            XCTAssertEqual(gtk_widget_get_halign(cgtk_widget(firstNative.pointer)), GTK_ALIGN_CENTER)
        }
    }

    func testHorizontalRowCentersItsChildrenOnTheCrossAxisAndKeepsThemBesideTheLabel() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let name: Label = [.text("nginx")]
            let toggle: Switch = [.isOn(true)]
            let restart: Button = [.title("Restart", for: .normal)]
            let row: StackView = [.views([name, toggle, restart]), .axis(.horizontal), .spacing(1)]
            let native = try harness.show(row, contentMargin: 0)
            allocate(native, width: 600, height: 120)
            let nameNative = try harness.native(name), toggleNative = try harness.native(toggle)
            let restartNative = try harness.native(restart)
            let nameBounds = try XCTUnwrap(bounds(of: nameNative, in: native))
            let toggleBounds = try XCTUnwrap(bounds(of: toggleNative, in: native))
            let restartBounds = try XCTUnwrap(bounds(of: restartNative, in: native))
            XCTAssertEqual(nameBounds.width, naturalWidth(of: nameNative), "the label keeps its own width: \(nameBounds)")
            XCTAssertEqual(toggleBounds.x, nameBounds.x + nameBounds.width + 8, "the switch follows the label: \(toggleBounds)")
            XCTAssertEqual(toggleBounds.height, naturalHeight(of: toggleNative), "a switch keeps its height: \(toggleBounds)")
            XCTAssertEqual(toggleBounds.y, (120 - toggleBounds.height) / 2, accuracy: 1, "centered on the row's height")
            XCTAssertEqual(restartBounds.y + restartBounds.height / 2, 60, accuracy: 1, "the button too: \(restartBounds)")
        }
    }

    func testSpacerPushesTheControlsToTheFarEnd() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let name: Label = [.text("sshd")]
            let toggle: Switch = []
            let row: StackView = [.views([name, Spacer(), toggle]), .axis(.horizontal)]
            let native = try harness.show(row, contentMargin: 0)
            allocate(native, width: 500, height: 40)
            let toggleBounds = try XCTUnwrap(bounds(of: try harness.native(toggle), in: native))
            XCTAssertEqual(toggleBounds.x + toggleBounds.width, 500, "\(toggleBounds)")
        }
    }

    func testBarWithoutAWidthGrowsWithItsWindowBesideItsName() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let title: Label = [.text("Jobs")]
            let name: Label = [.text("backup")]
            let bar: ProgressBar = [.progress(0.4)]
            let fixed: ProgressBar = [.progress(0.4), .width(30)]
            let row: StackView = [.views([name, bar]), .axis(.horizontal), .spacing(1)]
            let fixedRow: StackView = [.views([fixed]), .axis(.horizontal)]
            let root: StackView = [.views([title, row, fixedRow]), .axis(.vertical)]
            let native = try harness.show(root, contentMargin: 0)
            let nameNative = try harness.native(name), barNative = try harness.native(bar)
            var widths: [Int] = []
            for width in [400, 800] {
                allocate(native, width: width, height: 300)
                let nameBounds = try XCTUnwrap(bounds(of: nameNative, in: native))
                let barBounds = try XCTUnwrap(bounds(of: barNative, in: native))
                XCTAssertGreaterThan(barBounds.x, nameBounds.x + nameBounds.width - 1, "beside its name: \(barBounds)")
                XCTAssertEqual(barBounds.x + barBounds.width, width, "to the window's edge: \(barBounds)")
                XCTAssertEqual(try XCTUnwrap(bounds(of: try harness.native(fixed), in: native)).width, 240,
                               "an explicit width still wins")
                widths.append(barBounds.width)
            }
            XCTAssertEqual(widths[1] - widths[0], 400, "the bar grows with the window")
            let rowBounds = try XCTUnwrap(bounds(of: try harness.native(row), in: native))
            XCTAssertEqual(rowBounds.height, naturalHeight(of: try harness.native(row)), "the rows stay compact: \(rowBounds)")
        }
    }

    func testOtherRowsKeepTheirHeightWhenAListShrinks() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let name: Label = [.text("Auto-restart")]
            let toggle: Switch = []
            let row: StackView = [.views([name, toggle]), .axis(.horizontal), .spacing(1)]
            let status: Label = [.text("3 services")]
            let list: ListView = [.items((1...3).map { ListItem(id: "\($0)", title: "service \($0)") })]
            let root: StackView = [.views([row, status, list]), .axis(.vertical)]
            let native = try harness.show(root)
            let toggleNative = try harness.native(toggle), rowNative = try harness.native(row)
            allocate(native, width: 400, height: 400)
            let before = try XCTUnwrap(bounds(of: rowNative, in: native))
            list.install(StyleDelta([.set(.items([ListItem(id: "1", title: "service 1")]))]))
            allocate(native, width: 400, height: 400)
            let after = try XCTUnwrap(bounds(of: rowNative, in: native))
            let toggleBounds = try XCTUnwrap(bounds(of: toggleNative, in: native))
            XCTAssertEqual(after, before, "the row keeps its place and height")
            XCTAssertEqual(after.height, naturalHeight(of: rowNative))
            XCTAssertEqual(toggleBounds.height, naturalHeight(of: toggleNative), "the switch is no pill: \(toggleBounds)")
        }
    }

    func testTwoButtonsInAStackWithoutSpacingAreSixPixelsApartAndWithSpacingZeroTouch() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let cancel: Button = [.title("Cancel", for: .normal)]
            let ok: Button = [.title("OK", for: .normal)]
            let row: StackView = [.views([cancel, ok]), .axis(.horizontal)]
            let native = try harness.show(row, contentMargin: 0)
            let cancelNative = try harness.native(cancel), okNative = try harness.native(ok)
            @LoopActor func gap() throws -> Int {
                allocate(native, width: 300, height: 40)
                let left = try XCTUnwrap(bounds(of: cancelNative, in: native))
                let right = try XCTUnwrap(bounds(of: okNative, in: native))
                return right.x - (left.x + left.width)
            }
            XCTAssertEqual(try gap(), 6, "the HIG's 6 px between controls")
            row.install(StyleDelta([.set(.spacing(0))]))
            XCTAssertEqual(try gap(), 0, "an explicit 0 is the app's word: the buttons touch")
            row.install(StyleDelta([.set(.spacing(1))]))
            XCTAssertEqual(try gap(), 8, "an explicit spacing keeps its units: 1 × 8 px across")
            row.install(StyleDelta([.reset(.spacing)]))
            XCTAssertEqual(try gap(), 6, "removing the spacing returns to the HIG's")
        }
    }

    func testStackOfStacksPutsTwelvePixelsBetweenGroupsAndFollowsItsChildren() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let title: Label = [.text("Services")]
            let first: StackView = [.views([Label(style: [.text("nginx")]), Switch()]), .axis(.horizontal)]
            let second: StackView = [.views([Label(style: [.text("sshd")]), Switch()]), .axis(.horizontal)]
            let footer: Label = [.text("2 services")]
            let root: StackView = [.views([title, footer]), .axis(.vertical)]
            let native = try harness.show(root, contentMargin: 0)
            let titleNative = try harness.native(title), footerNative = try harness.native(footer)
            @LoopActor func gap(_ upper: GTKWidget, _ lower: GTKWidget) throws -> Int {
                allocate(native, width: 400, height: 300)
                let top = try XCTUnwrap(bounds(of: upper, in: native))
                let bottom = try XCTUnwrap(bounds(of: lower, in: native))
                return bottom.y - (top.y + top.height)
            }
            XCTAssertEqual(try gap(titleNative, footerNative), 6, "two labels: controls")
            root.install(StyleDelta([.set(.views([title, first, second, footer]))]))
            let firstNative = try harness.native(first), secondNative = try harness.native(second)
            XCTAssertEqual(try gap(firstNative, secondNative), 12, "the HIG's 12 px between groups")
            XCTAssertEqual(try gap(titleNative, firstNative), 12, "a GtkBox has one spacing: every gap of a group stack")
            XCTAssertEqual(firstNative.property("spacing"), .int(6), "inside a row: controls")
            root.install(StyleDelta([.set(.views([title, footer]))]))
            XCTAssertEqual(try gap(titleNative, footerNative), 6, "its groups removed, a stack of controls again")
        }
    }

    func testRearrangedSubviewsKeepTheirNativeWidgetsAndRemovedOnesAreForgotten() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let a = Label(), b = Switch(), c = Button()
            let stack: StackView = [.views([a, b, c])]
            let native = try harness.show(stack)
            let aNative = try harness.native(a), cNative = try harness.native(c)
            let before = native.callCount
            stack.install(StyleDelta([.set(.views([c, a]))]))
            XCTAssertEqual(native.callCount - before, 1)
            XCTAssertEqual(Self.children(native), [cNative.pointer, aNative.pointer])
            XCTAssertTrue(try harness.native(c) === cNative)
            XCTAssertNil(harness.screen?.existingNativeWidget(for: b))
            XCTAssertNil(b.presenter)
            b.install(StyleDelta([.set(.isOn(true))]))   // no longer shown: nothing to do
        }
    }

    func testCompositeWidgetShowsItsChildrenInABox() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let card = Widget()
            let name = Label(style: [.text("Ada")])
            card.addChild(name)
            let native = try harness.show(card)
            XCTAssertEqual(native.typeName, "GtkBox")
            XCTAssertEqual(try harness.native(name).property("label"), .string("Ada"))
            let age = Label(style: [.text("36")])
            card.addChild(age)
            XCTAssertEqual(Self.children(native), [try harness.native(name).pointer, try harness.native(age).pointer])
            name.removeFromParent()
            XCTAssertEqual(Self.children(native), [try harness.native(age).pointer])
        }
    }

    /// The dashboard's shape built twice in one window, photographed side by side: on the
    /// left by LoopComposer (units: 8 × 16 px), on the right by hand with GTK's own calls
    /// (`width-request` 96 and 40, a `hexpand` bar, 8 px spacing in a row, the HIG's 12 px
    /// between the rows, groups in a stack that set no spacing). Every name and bar gets
    /// the same allocation on both sides. With `LOOPCOMPOSER_WRITE_SCREENSHOTS=1` the
    /// picture is kept as `Documentation/Screenshots/layout-vs-gtk.png`.
    func testDashboardShapeAllocatesAsTheSameShapeBuiltWithGTKCalls() throws {
        pinCairoRenderer()
        let (loop, app) = try openGTK()
        let keep = ProcessInfo.processInfo.environment["LOOPCOMPOSER_WRITE_SCREENSHOTS"] == "1"
        let packageRoot = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = keep ? packageRoot.appendingPathComponent("Documentation/Screenshots/layout-vs-gtk.png").path
            : NSTemporaryDirectory() + "loopcomposer-layout-\(UUID().uuidString).png"
        defer { if !keep { try? FileManager.default.removeItem(atPath: path) } }
        let shot = LoopActor.assumeIsolated { SideBySideShot() }
        try LoopActor.assumeIsolated {
            let jobs = [("backup", 1.0), ("index", 0.5), ("thumbnails", 0.33)]
            // LoopComposer's side.
            var names: [Label] = [], bars: [ProgressBar] = []
            var rows: [Widget] = []
            for (name, progress) in jobs {
                let label: Label = [.text(name), .width(12)]
                let bar: ProgressBar = [.progress(progress)]
                let percent: Label = [.text("\(Int(progress * 100))%"), .width(5), .textAlignment(.trailing)]
                rows.append(StackView(style: [.views([label, bar, percent]), .axis(.horizontal), .spacing(1)]))
                names.append(label)
                bars.append(bar)
            }
            let title: Label = [.text("LoopComposer")]
            let status: Label = [.text("1 of 3 done")]
            let root: StackView = [.views([title] + rows + [status]), .axis(.vertical)]
            let window = try GTKWindow(runtime: app, title: "layout", width: 900, height: 200)
            let screen = GTKScreen(root: root, window: window)
            screen.contentMargin = 0   // the hand-built side has no margin either
            try screen.start()
            let rootNative = try XCTUnwrap(screen.existingNativeWidget(for: root))
            // GTK's side: the same rows, by hand.
            let handMade = try GTKWidget(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 12), from: "gtk_box_new")
            let handTitle = gtk_label_new("GTK by hand")
            gtk_label_set_xalign(cgtk_label(UnsafeMutableRawPointer(handTitle)), 0)
            gtk_box_append(cgtk_box(handMade.pointer), handTitle)
            var handNames: [GTKWidget] = [], handBars: [GTKWidget] = []
            for (name, progress) in jobs {
                let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
                let label = try GTKWidget(sinking: gtk_label_new(name), from: "gtk_label_new")
                gtk_widget_set_size_request(cgtk_widget(label.pointer), 96, -1)
                gtk_widget_set_halign(cgtk_widget(label.pointer), GTK_ALIGN_START)
                gtk_widget_set_valign(cgtk_widget(label.pointer), GTK_ALIGN_CENTER)
                gtk_label_set_xalign(cgtk_label(label.pointer), 0)
                let bar = try GTKWidget(sinking: gtk_progress_bar_new(), from: "gtk_progress_bar_new")
                gtk_progress_bar_set_fraction(cgtk_progress_bar(bar.pointer), progress)
                gtk_widget_set_hexpand(cgtk_widget(bar.pointer), 1)
                gtk_widget_set_valign(cgtk_widget(bar.pointer), GTK_ALIGN_CENTER)
                let percent = gtk_label_new("\(Int(progress * 100))%")
                gtk_widget_set_size_request(percent, 40, -1)
                gtk_widget_set_halign(percent, GTK_ALIGN_START)
                gtk_widget_set_valign(percent, GTK_ALIGN_CENTER)
                gtk_label_set_xalign(cgtk_label(UnsafeMutableRawPointer(percent)), 1)
                gtk_box_append(cgtk_box(UnsafeMutableRawPointer(row)), cgtk_widget(label.pointer))
                gtk_box_append(cgtk_box(UnsafeMutableRawPointer(row)), cgtk_widget(bar.pointer))
                gtk_box_append(cgtk_box(UnsafeMutableRawPointer(row)), percent)
                gtk_box_append(cgtk_box(handMade.pointer), row)
                handNames.append(label)
                handBars.append(bar)
            }
            let handStatus = gtk_label_new("1 of 3 done")
            gtk_label_set_xalign(cgtk_label(UnsafeMutableRawPointer(handStatus)), 0)
            gtk_box_append(cgtk_box(handMade.pointer), handStatus)
            // Both in one window, halves of equal width.
            let sides = try GTKWidget(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24), from: "gtk_box_new")
            gtk_box_set_homogeneous(cgtk_box(sides.pointer), 1)
            window.setChild(sides.reference)
            gtk_box_append(cgtk_box(sides.pointer), cgtk_widget(rootNative.pointer))
            gtk_box_append(cgtk_box(sides.pointer), cgtk_widget(handMade.pointer))
            window.afterNextFrame {
                for (index, bar) in bars.enumerated() {
                    guard let barNative = screen.existingNativeWidget(for: bar),
                          let nameNative = screen.existingNativeWidget(for: names[index]) else { continue }
                    shot.pairs.append((bounds(of: nameNative, in: rootNative), bounds(of: handNames[index], in: handMade)))
                    shot.pairs.append((bounds(of: barNative, in: rootNative), bounds(of: handBars[index], in: handMade)))
                }
                shot.result = Result { () throws(GTKError) in try window.snapshotPNG(to: path) }
                screen.stop()
                window.close()
            }
        }
        _ = try runLoop(loop)
        try LoopActor.assumeIsolated {
            _ = try XCTUnwrap(shot.result).get()
            XCTAssertEqual(shot.pairs.count, 6)
            for (ours, theirs) in shot.pairs {
                XCTAssertNotNil(ours)
                XCTAssertEqual(ours, theirs, "LoopComposer's allocation against GTK's own")
            }
            if let bar = shot.pairs[1].0 { XCTAssertGreaterThan(bar.width, 200, "the bar takes the row's room: \(bar)") }
        }
        try loop.close()
    }
}

@LoopActor
private final class SideBySideShot {
    var pairs: [(GTKBounds?, GTKBounds?)] = []
    var result: Result<(width: Int, height: Int), GTKError>?
}
