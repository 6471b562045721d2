/// Which clock a test loop's scheduled timers run on.
///
/// ```swift
/// try await withTestLoop(clock: .virtual) { loop in
///     let model = CounterModel()
///     try loop.eventLoop.schedule(after: .seconds(1), repeating: .seconds(1)) { model.count += 1 }
///     try await loop.advanceTime(by: .seconds(3))
///     XCTAssertEqual(model.count, 3)
/// }
/// ```
public enum TestLoopClock: Sendable, Equatable {
    /// The system clock: `EventLoop.schedule(after:repeating:_:)` makes libuv timers that
    /// fire as real time passes. The default, and what production code runs on.
    case real
    /// Virtual time that starts at zero and moves only with ``TestLoop/advanceTime(by:timeout:file:line:)``:
    /// timers scheduled with `EventLoop.schedule(after:repeating:_:)` fire in order as the
    /// test advances it, with no sleeping. The loop itself (libuv, its wake-ups, flushes and
    /// handles) is the real one.
    case virtual
}
