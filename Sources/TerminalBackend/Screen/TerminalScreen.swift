public import Bindings
import ComposerModel
public import Widgets

/// Keeps a terminal showing a widget tree: draws after each flush that changed
/// something, at most ``TerminalScreenOptions/framesPerSecond`` times a second,
/// writing only the cells that differ from what the terminal shows, in one write.
///
/// ```swift
/// let screen = TerminalScreen(root: form, device: try TTYTerminal(loop: loop))
/// screen.onKey = { key in if key == .character("q") { screen.stop(); loop.stop() } }
/// try screen.start()
/// try loop.run()
/// ```
///
/// The first frame is drawn right after the first flush that follows ``start()``: in the
/// next loop turn, or in the current one when ``start()`` runs in a loop callback before
/// its before-sleep phase. Bound widgets show their values in it, never blank first, and
/// it is drawn even when the flush had nothing to do. ``start()`` gives the focus to the first widget in focus
/// order unless the app chose one (`Widget.becomeFocused()`), so keys typed at once reach
/// it; the first frame checks that choice again after the flush, which may have hidden
/// or disabled the widget.
///
/// What triggers a frame: a flush of the `BindingScheduler` that had work, a key
/// routed to the tree (``KeyRouter``), a resize, or ``setNeedsDisplay()``. A frame brings
/// the layout up to date, placing again only the subtrees whose `subtreeRevision` moved
/// (`LayoutCache`); when the layout is the one shown, only the widgets whose
/// `displayRevision` moved are drawn again (with their subtrees), found without visiting
/// unchanged subtrees, and only the rows they cover are diffed; else the whole tree is
/// drawn and diffed. The bytes written follow what changed, and a frame with no
/// differences writes nothing. With 10,000 labels on screen, the frame after one label
/// changed costs a small share of a full one (the benchmarks' `terminal-frames`).
///
/// On an interactive device, ``start()`` enters the alternate screen and hides the
/// cursor; ``stop()`` shows the cursor, leaves the alternate screen and stops the
/// device (raw mode off). ``stop()`` is idempotent and is what signal and error paths
/// call; ``TerminalApp`` wires it up.
///
/// Threading: loop only; draws in the loop's before-sleep phase, in its render stage
/// (`BeforeSleepStage.render`), which runs after the flush stage of the same turn.
/// Re-entrancy: `onKey` and `onError` may call ``stop()``.
@LoopActor
public final class TerminalScreen {
    /// The tree shown.
    public let root: Widget
    /// Where frames go.
    public let device: any TerminalDevice
    /// How it draws.
    public let options: TerminalScreenOptions
    /// Keys the tree did not use, for the application (quit keys, shortcuts).
    public var onKey: (@LoopActor (Key) -> Void)?
    /// Called when the input ends (the terminal hung up, standard input reached its end),
    /// from the before-sleep phase that follows, after the flush: never before the first
    /// frame is drawn, and on a plain-text device after a last frame that shows what came
    /// before the end (drawn at once, even within the frame-rate cap), so a log ends with
    /// the final state.
    public var onInputEnded: (@LoopActor () -> Void)?
    /// Errors writing or reading the terminal; the screen has stopped when it is called.
    public var onError: (@LoopActor (any Error) -> Void)?

    /// Frames that wrote something.
    public private(set) var framesDrawn = 0
    /// Bytes written by all frames.
    public private(set) var bytesWritten = 0
    /// Bytes written by the last frame that wrote something.
    public private(set) var lastFrameByteCount = 0
    /// What the terminal shows now, as this screen last drew it.
    public private(set) var shownFrame = CellBuffer(width: 0, height: 0)
    /// Whether the screen is started.
    public private(set) var isStarted = false
    /// Widgets drawn by the last frame: the whole tree after a layout change, otherwise
    /// only the widgets whose `Widget.displayRevision` moved, with their subtrees.
    public private(set) var lastFrameRedrawnWidgetCount = 0

    private let loop: EventLoop
    private var parser = KeyParser()
    private var needsDisplay = false
    /// Whether a frame was drawn since ``start()``: the first one also settles the focus.
    private var hasDrawnFirstFrame = false
    /// The input ended: reported from the next before-sleep phase, after the flush.
    private var inputEndPending = false
    private var lastFrameTime: ContinuousClock.Instant?
    private var frameTimer: LoopTimer?
    private var escapeTimer: LoopTimer?
    private var beforeSleepHook: BeforeSleepHookID?
    private var flushObservation: AnyDisposable?
    /// The layout the shown frame was drawn from, brought up to date incrementally.
    private let layoutCache = LayoutCache()
    /// The widgets' display revisions the shown frame was drawn from.
    private var shownRevisions: [ObjectIdentifier: Int] = [:]
    /// The widgets' subtree revisions the shown frame was drawn from (-1 for a subtree
    /// holding a widget that redraws every frame): a subtree whose stamp matches is skipped.
    private var shownSubtreeStamps: [ObjectIdentifier: Int] = [:]
    /// Called after each frame that wrote something, in the order they were added.
    private var frameObservers: [(id: Int, observer: @LoopActor (CellBuffer) -> Void)] = []
    private var nextFrameObserverID = 0

    /// A screen for `root` on `device`; nothing is drawn until ``start()``.
    ///
    /// - Parameters:
    ///   - root: The widget tree to show.
    ///   - device: The terminal.
    ///   - loop: The loop to draw on; the current one by default.
    ///   - options: Frame rate, colors and escape timeout.
    public init(root: Widget, device: any TerminalDevice, loop: EventLoop? = nil, options: TerminalScreenOptions = .init()) {
        guard let loop = loop ?? EventLoop.current else {
            preconditionFailure("TerminalScreen needs an open EventLoop: create one first")
        }
        self.root = root
        self.device = device
        self.loop = loop
        self.options = options
    }

    /// Starts the device, focuses the first control unless one has the focus, and asks
    /// for the first frame, drawn right after the flush of the loop turn that follows.
    ///
    /// ```swift
    /// try screen.start()
    /// loop.runOnce()      // flush, then the first frame: bound labels show their values
    /// ```
    ///
    /// - Throws: ``TerminalScreenError`` for invalid options; what the device threw.
    public func start() throws {
        guard !isStarted else { return }
        guard (1...1000).contains(options.framesPerSecond) else {
            throw TerminalScreenError.invalidFrameRate(options.framesPerSecond)
        }
        guard loop.isLoopThread else { throw TerminalScreenError.notOnLoopThread }
        // Before the device starts, which may deliver keys at once.
        root.assignInitialFocus()
        hasDrawnFirstFrame = false
        inputEndPending = false
        try device.start { [weak self] event in self?.handle(event) }
        isStarted = true
        // The render stage runs after the flush stage, whether or not the bindings'
        // scheduler exists yet: each frame shows the values flushed in its turn.
        beforeSleepHook = loop.addBeforeSleep(stage: .render) { [weak self] in self?.beforeSleep() }
        flushObservation = BindingScheduler.current.observeFlushes { [weak self] _ in self?.needsDisplay = true }
        shownFrame = CellBuffer(width: device.size.width, height: device.size.height)
        if device.isInteractive {
            if device is TTYTerminal { TerminalRestore.isScreenModified = true }
            do {
                try device.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[2J")
            } catch {
                fail(error)
                throw error
            }
        } else {
            shownFrame = CellBuffer(width: -1, height: -1)   // the first plain frame is always written
        }
        // The first frame waits for the flush, so that bound widgets show their values in
        // it. Started from inside a before-sleep hook, this screen's hook joins from the
        // next turn on: the wake-up keeps the loop from sleeping before that turn.
        needsDisplay = true
        loop.execute {}
    }

    /// Restores the terminal: cursor shown, alternate screen left, device stopped.
    /// Idempotent; safe from key handlers, signal handlers and error paths.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        if let beforeSleepHook { loop.removeBeforeSleep(beforeSleepHook) }
        beforeSleepHook = nil
        flushObservation?.dispose()
        flushObservation = nil
        frameTimer?.dispose()
        frameTimer = nil
        escapeTimer?.dispose()
        escapeTimer = nil
        if device.isInteractive {
            try? device.write(TerminalRestore.restoreSequence)
            if device is TTYTerminal { TerminalRestore.isScreenModified = false }
        }
        device.stop()
    }

    /// Asks for a frame: for changes made to widgets outside bindings and key routing.
    public func setNeedsDisplay() {
        needsDisplay = true
    }

    /// Draws a frame at once, outside the frame-rate cap: for a last frame before exit,
    /// or a test that checks the screen after a change.
    public func displayNow() {
        frameTimer?.dispose()
        frameTimer = nil
        draw()
    }

    /// Calls `observer` with each frame drawn from now on (a frame that wrote something to
    /// the device), on the loop thread, right after the write: for tests that wait for
    /// the next frame, recorders and status lines.
    ///
    /// ```swift
    /// let observation = screen.observeFrames { frame in print(frame.plainText) }
    /// observation.dispose()   // from any thread
    /// ```
    ///
    /// A frame the observer asks for (``setNeedsDisplay()``) is drawn in a later turn,
    /// never re-entrantly.
    ///
    /// - Parameter observer: Receives each drawn frame, as the screen now shows it.
    /// - Returns: Dispose it to stop observing.
    public func observeFrames(_ observer: @escaping @LoopActor (CellBuffer) -> Void) -> AnyDisposable {
        nextFrameObserverID += 1
        let id = nextFrameObserverID
        frameObservers.append((id, observer))
        let remove: @Sendable @LoopActor () -> Void = { [weak self] in self?.frameObservers.removeAll { $0.id == id } }
        let loop = loop
        return AnyDisposable {
            // On the open loop's thread now; elsewhere at its next wake-up (dropped once closed).
            if EventLoop.current === loop, loop.isLoopThread { LoopActor.assumeIsolated(remove) } else { loop.execute(remove) }
        }
    }

    // MARK: Events

    private func handle(_ event: TerminalEvent) {
        switch event {
        case .input(let bytes):
            escapeTimer?.dispose()
            escapeTimer = nil
            deliver(parser.parse(bytes))
            if parser.hasPendingEscape {
                escapeTimer = try? loop.schedule(after: options.escapeTimeout) { [weak self] in
                    guard let self else { return }
                    escapeTimer = nil
                    deliver(parser.flushPendingEscape())
                }
            }
        case .resized:
            needsDisplay = true
        case .inputEnded:
            // Reported after the flush of what came before it (the keys just typed), so
            // the frame drawn first shows it: stdin from /dev/null ends before the first
            // frame. The wake-up makes sure that phase comes without sleeping first.
            inputEndPending = true
            loop.execute {}
        case .failed(let error):
            fail(error)
        }
    }

    private func deliver(_ keys: [Key]) {
        for key in keys where isStarted {
            if KeyRouter.route(key, in: root) {
                needsDisplay = true
            } else {
                onKey?(key)
            }
        }
    }

    private func fail(_ error: any Error) {
        stop()
        onError?(error)
    }

    // MARK: Drawing

    private func beforeSleep() {
        if inputEndPending {
            reportInputEnd()
            guard isStarted else { return }   // the app stopped: the usual case
        }
        guard needsDisplay, frameTimer == nil else { return }
        // The loop's time, which is virtual on a test loop made so, as its timers.
        let now = loop.now
        if let lastFrameTime, now < lastFrameTime + options.frameInterval {
            frameTimer = try? loop.schedule(after: lastFrameTime + options.frameInterval - now) { [weak self] in
                guard let self else { return }
                frameTimer = nil
                draw()
            }
        } else {
            draw()
        }
    }

    /// Reports the input end after the frame that shows what came before it: the first
    /// frame if none was drawn yet, and on a plain-text device the frame held back, if
    /// any, so that a log ends with the final state. (An interactive screen is about to be
    /// left, or its terminal hung up: writing there gains nothing.)
    private func reportInputEnd() {
        inputEndPending = false
        if !hasDrawnFirstFrame || (!device.isInteractive && (needsDisplay || frameTimer != nil)) {
            displayNow()
        }
        guard isStarted else { return }   // the frame failed: onError has been called
        onInputEnded?()
    }

    /// Finds, below `widget`, each widget whose display revision moved since the shown
    /// frame (and each one that redraws every frame, as a list with a delegate: its rows
    /// are not attributes); a widget that clips its subtree (a scroll view, a list of row
    /// widgets) is damaged whole when anything in it moved. Both come from
    /// `TerminalPresentable`. A subtree whose `subtreeRevision` is the one shown is
    /// skipped unvisited. Records the revisions of what it visits as shown.
    ///
    /// - Returns: Whether the subtree holds a widget that redraws every frame.
    /// - Complexity: O(*k* × *c*) for the *k* widgets on the paths to the changed ones
    ///   and their *c* children each, plus the damaged subtrees.
    private func collectDamage(_ widget: Widget, layout: [ObjectIdentifier: Rect], into damaged: inout [(widget: Widget, frame: Rect)]) -> Bool {
        let id = ObjectIdentifier(widget)
        // A hidden subtree shows nothing (its frames in the layout are those it had when
        // last shown); showing it again changes the layout, which redraws everything.
        if widget.isHidden || shownSubtreeStamps[id] == widget.subtreeRevision { return false }
        if ownDamage(widget) || (clipsContent(widget) && subtreeDamaged(widget)), let rect = layout[id] {
            damaged.append((widget, rect))
            return recordRevisions(of: widget)
        }
        var volatile = widget.terminalPresentation?.redrawsEveryTerminalFrame == true
        for child in widget.children where collectDamage(child, layout: layout, into: &damaged) {
            volatile = true
        }
        shownRevisions[id] = widget.displayRevision
        shownSubtreeStamps[id] = volatile ? -1 : widget.subtreeRevision
        return volatile
    }

    /// Draws a damaged widget again at `rect`, on the background of its nearest ancestor
    /// that has one.
    private func redraw(_ widget: Widget, at rect: Rect, layout: [ObjectIdentifier: Rect], into frame: inout CellBuffer) {
        var background = Color.default
        var ancestor = widget.parent
        while let current = ancestor, current.backgroundColor == .default { ancestor = current.parent }
        if let ancestor { background = ancestor.backgroundColor }
        for y in rect.y..<rect.y + rect.height {
            frame.write(String(repeating: " ", count: max(0, rect.width)), x: rect.x, y: y, background: background)
        }
        WidgetRenderer.draw(widget, frames: layout, into: &frame)
    }

    /// Adds to `rows` the rows of `frame` that `widget` and its subtree cover (where
    /// redrawing them may change a cell).
    private func addRows(coveredBy widget: Widget, layout: [ObjectIdentifier: Rect], height: Int, to rows: inout Set<Int>) {
        guard !widget.isHidden else { return }
        if let rect = layout[ObjectIdentifier(widget)], rect.height > 0 {
            for y in max(0, rect.y)..<max(max(0, rect.y), min(height, rect.y + rect.height)) { rows.insert(y) }
        }
        for child in widget.children { addRows(coveredBy: child, layout: layout, height: height, to: &rows) }
    }

    private func clipsContent(_ widget: Widget) -> Bool {
        widget.terminalPresentation?.terminalClipsSubtree == true || widget.clipsToBounds
    }

    private func ownDamage(_ widget: Widget) -> Bool {
        shownRevisions[ObjectIdentifier(widget)] != widget.displayRevision
            || widget.terminalPresentation?.redrawsEveryTerminalFrame == true
    }

    private func subtreeDamaged(_ widget: Widget) -> Bool {
        ownDamage(widget) || widget.children.contains { subtreeDamaged($0) }
    }

    private static func subtreeCount(of widget: Widget) -> Int {
        widget.children.reduce(1) { $0 + subtreeCount(of: $1) }
    }

    /// The widgets of the subtree a full frame draws: the visible ones under visible parents.
    private static func visibleCount(of widget: Widget) -> Int {
        widget.isHidden ? 0 : widget.children.reduce(1) { $0 + visibleCount(of: $1) }
    }

    /// Records the revisions of `widget`'s subtree as shown.
    ///
    /// - Returns: Whether the subtree holds a widget that redraws every frame.
    @discardableResult
    private func recordRevisions(of widget: Widget) -> Bool {
        var volatile = widget.terminalPresentation?.redrawsEveryTerminalFrame == true
        for child in widget.children where recordRevisions(of: child) {
            volatile = true
        }
        let id = ObjectIdentifier(widget)
        shownRevisions[id] = widget.displayRevision
        shownSubtreeStamps[id] = volatile ? -1 : widget.subtreeRevision
        return volatile
    }

    /// Draws a frame now, writing only what changed.
    private func draw() {
        guard isStarted else { return }
        needsDisplay = false
        if !hasDrawnFirstFrame {
            hasDrawnFirstFrame = true
            root.assignInitialFocus()   // the first flush may have hidden or disabled the focused widget
        }
        let size = device.size
        let colorsBefore = WidgetRenderer.frameColors
        WidgetRenderer.frameColors = device.isInteractive ? options.colors : .none   // for pictures: art or alt text
        defer { WidgetRenderer.frameColors = colorsBefore }
        let layoutChanged = layoutCache.update(root, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let layout = layoutCache.frames
        let sameSize = shownFrame.width == size.width && shownFrame.height == size.height
        let output: String
        if !layoutChanged, sameSize {
            // Same layout: redraw only the damaged widgets, in the shown frame itself, and
            // on an interactive device compare only the rows they cover.
            var damaged: [(widget: Widget, frame: Rect)] = []
            _ = collectDamage(root, layout: layout, into: &damaged)
            lastFrameRedrawnWidgetCount = damaged.reduce(0) { $0 + Self.subtreeCount(of: $1.widget) }
            if device.isInteractive {
                var rowSet = Set<Int>()
                for (widget, _) in damaged { addRows(coveredBy: widget, layout: layout, height: size.height, to: &rowSet) }
                let rows = rowSet.sorted()
                let before = shownFrame.rows(rows)
                for (widget, rect) in damaged { redraw(widget, at: rect, layout: layout, into: &shownFrame) }
                output = shownFrame.changes(inRows: rows, since: before, colors: options.colors)
            } else {
                var frame = shownFrame
                for (widget, rect) in damaged { redraw(widget, at: rect, layout: layout, into: &frame) }
                output = frame == shownFrame ? "" : frame.plainText + "\n\n"
                shownFrame = frame
            }
        } else {
            var frame = CellBuffer(width: size.width, height: size.height)
            WidgetRenderer.draw(root, frames: layout, into: &frame)
            lastFrameRedrawnWidgetCount = Self.visibleCount(of: root)
            shownRevisions.removeAll(keepingCapacity: true)
            shownSubtreeStamps.removeAll(keepingCapacity: true)
            recordRevisions(of: root)
            if device.isInteractive {
                output = frame.changes(since: shownFrame, colors: options.colors)
            } else {
                output = frame == shownFrame ? "" : frame.plainText + "\n\n"
            }
            shownFrame = frame
        }
        let frame = shownFrame
        guard !output.isEmpty else { return }
        do {
            try device.write(output)
        } catch {
            fail(error)
            return
        }
        lastFrameTime = loop.now
        framesDrawn += 1
        lastFrameByteCount = output.utf8.count
        bytesWritten += lastFrameByteCount
        for (_, observer) in frameObservers {
            observer(frame)
        }
    }
}
