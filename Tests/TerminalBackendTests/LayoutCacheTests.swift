import Bindings
import ComposerModel
@testable import TerminalBackend
import Widgets
import XCTest

/// An incremental layout gives what a full layout gives, and visits only what changed.
final class LayoutCacheTests: XCTestCase {
    private static let bounds = Rect(x: 0, y: 0, width: 40, height: 12)

    /// The cache's frames of the visible widgets: what `Layout.frames` gives.
    @LoopActor
    private static func visibleFrames(of cache: LayoutCache, root: Widget) -> [ObjectIdentifier: Rect] {
        let full = Layout.frames(of: root, in: bounds)
        return cache.frames.filter { full[$0.key] != nil }
    }

    func testUnchangedTreeReportsNoChangeAndKeepsItsFrames() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let labels: [Label] = (0..<3).map { [.text("L\($0)")] }
            let root: StackView = [.views(labels)]
            let cache = LayoutCache()
            XCTAssertTrue(cache.update(root, in: Self.bounds), "the first update is a new layout")
            XCTAssertFalse(cache.update(root, in: Self.bounds))
            labels[1].install([.textColor(.named(.red))] as Style)
            XCTAssertFalse(cache.update(root, in: Self.bounds), "a colour moves no frame")
            XCTAssertEqual(cache.frames, Layout.frames(of: root, in: Self.bounds))
        }
        try loop.close()
    }

    func testLabelWhoseTextGrowsMovesItsSiblings() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let row: [Label] = (0..<3).map { [.text("ab\($0)")] }
            let other: Label = [.text("other")]
            let line: StackView = [.views(row), .axis(.horizontal), .spacing(1)]
            let root: StackView = [.views([line, other]), .alignment(.leading)]
            let cache = LayoutCache()
            _ = cache.update(root, in: Self.bounds)
            row[0].install([.text("a much longer text")] as Style)
            XCTAssertTrue(cache.update(root, in: Self.bounds), "the label's siblings moved")
            XCTAssertEqual(cache.frames[ObjectIdentifier(row[1])], Rect(x: 19, y: 0, width: 3, height: 1))
            XCTAssertEqual(cache.frames, Layout.frames(of: root, in: Self.bounds))
        }
        try loop.close()
    }

    func testHidingAChildIsALayoutChange() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let labels: [Label] = (0..<3).map { [.text("L\($0)"), .width(2)] }
            let root: StackView = [.views(labels), .alignment(.leading), .distribution(.fill)]
            let cache = LayoutCache()
            _ = cache.update(root, in: Rect(x: 0, y: 0, width: 10, height: 3))
            labels[2].install([.hidden(true)] as Style)
            XCTAssertTrue(cache.update(root, in: Rect(x: 0, y: 0, width: 10, height: 3)),
                          "the last label left its row: no other frame moved, yet the layout changed")
        }
        try loop.close()
    }

    func testUnchangedSubtreeIsNeitherMeasuredNorPlacedAgain() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let counted = MeasuredLabel()
            let left: StackView = [.views([counted, Label(style: [.text("x")])])]
            let changing: Label = [.text("1")]
            let right: StackView = [.views([changing])]
            let root: StackView = [.views([left, right]), .axis(.horizontal)]
            let cache = LayoutCache()
            _ = cache.update(root, in: Self.bounds)
            let measuredBefore = counted.measureCount
            for value in 2...5 {
                changing.install([.text("\(value)")] as Style)
                XCTAssertFalse(cache.update(root, in: Self.bounds))
            }
            XCTAssertEqual(counted.measureCount, measuredBefore, "the other stack's label was measured again")
            XCTAssertEqual(cache.frames, Layout.frames(of: root, in: Self.bounds))
        }
        try loop.close()
    }

    func testCustomContainerPlacedAgainFallsBackToAFullLayout() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let inside: Label = [.text("in")]
            let overlay = Overlay()
            overlay.addChild(inside)
            let root: StackView = [.views([overlay, Label(style: [.text("after")])])]
            let cache = LayoutCache()
            _ = cache.update(root, in: Self.bounds)
            inside.install([.text("inside")] as Style)
            XCTAssertTrue(cache.update(root, in: Self.bounds), "a container of unknown rules: laid out afresh")
            XCTAssertEqual(cache.frames, Layout.frames(of: root, in: Self.bounds))
        }
        try loop.close()
    }

    func testCustomContainerPlacingInPlaceKeepsTheFramesOfItsUnchangedChildren() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let inside: Label = [.text("in")]
            let counted = MeasuredLabel()
            let overlay = InPlaceOverlay()
            overlay.addChild(inside)
            overlay.addChild(counted)
            let root: StackView = [.views([overlay, Label(style: [.text("after")])])]
            let cache = LayoutCache()
            _ = cache.update(root, in: Self.bounds)
            let measuredBefore = counted.measureCount
            inside.install([.text("inside")] as Style)
            XCTAssertFalse(cache.update(root, in: Self.bounds), "a container placing in place: no layout afresh")
            XCTAssertEqual(counted.measureCount, measuredBefore, "the unchanged child was measured again")
            XCTAssertEqual(cache.frames, Layout.frames(of: root, in: Self.bounds))
        }
        try loop.close()
    }

    func testRandomChangesKeepTheFramesOfAFullLayout() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let labels: [Label] = (0..<12).map { [.text("L\($0)")] }
            let rows: [StackView] = (0..<3).map { row in
                [.views(Array(labels[row * 4..<row * 4 + 4])), .axis(.horizontal), .spacing(1)]
            }
            let lines: [Label] = (0..<6).map { [.text("line \($0)")] }
            let log: StackView = [.views(lines)]
            let scroller: ScrollView = [.content(log), .height(3)]
            let root: StackView = [.views(rows + [scroller]), .alignment(.leading)]
            let cache = LayoutCache()
            var seed: UInt64 = 0x1A70
            func next(_ bound: Int) -> Int {   // a fixed LCG: the same steps every run
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return Int((seed >> 33) % UInt64(bound))
            }
            var previous = Layout.frames(of: root, in: Self.bounds)
            _ = cache.update(root, in: Self.bounds)
            for step in 0..<400 {
                switch next(7) {
                case 0: labels[next(12)].install([.text(String(repeating: "w", count: 1 + next(6)))] as Style)
                case 1: labels[next(12)].install([.hidden(next(3) == 0)] as Style)
                case 2: labels[next(12)].install([.textColor(.named(.green))] as Style)
                case 3: rows[next(3)].install([.spacing(Double(next(3)))] as Style)
                case 4: lines[next(6)].install([.text("line \(next(100))")] as Style)
                case 5: scroller.install([.contentOffset(Double(next(4)))] as Style)
                default: rows[next(3)].install([.alignment(next(2) == 0 ? .center : .fill)] as Style)
                }
                let changed = cache.update(root, in: Self.bounds)
                let full = Layout.frames(of: root, in: Self.bounds)
                XCTAssertEqual(Self.visibleFrames(of: cache, root: root), full, "step \(step)")
                if !changed {
                    XCTAssertEqual(full, previous, "step \(step): reported unchanged, but the layout moved")
                }
                previous = full
                if Self.visibleFrames(of: cache, root: root) != full { break }
            }
        }
        try loop.close()
    }
}

/// A widget of one cell that counts how often the layout measures it.
@LoopActor
private final class MeasuredLabel: Widget, TerminalPresentable {
    var measureCount = 0

    func terminalContentSize(fittingWidth: Int?) -> Size {
        measureCount += 1
        return Size(width: 1, height: 1)
    }
}

/// A container of one's own: its children overlaid in its frame. It does not say how it
/// places them (`terminalChildPlacement` left at its default, `.unknown`).
@LoopActor
private final class Overlay: Widget, TerminalPresentable {
    func terminalContentSize(fittingWidth: Int?) -> Size {
        Layout.stackedContentSize(of: children, axis: .vertical, spacing: 0, margins: .zero)
    }

    func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        for child in children { Layout.place(child, in: frame, into: &frames) }
    }
}

/// A container of one's own that says how it places: its children overlaid, each placed
/// straight into the layout's frames.
@LoopActor
private final class InPlaceOverlay: Widget, TerminalPresentable {
    func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        for child in children { Layout.place(child, in: frame, into: &frames) }
    }

    var terminalChildPlacement: TerminalChildPlacement { .inPlace }
}
