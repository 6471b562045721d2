import Foundation
import Glibc
import XCTest

@testable import UVLoop

/// A foreign main loop that records its calls and asks for what the test sets.
@LoopActor
private final class ScriptedForeignLoop: ForeignMainLoop {
    var preparation = ForeignLoopPreparation(descriptors: [], wait: .indefinitely)
    var calls: [String] = []
    var received: [[PollEvents]] = []
    var onCheck: (([PollEvents]) -> Void)?

    func prepareForPoll() -> ForeignLoopPreparation {
        calls.append("prepare")
        return preparation
    }

    func checkAndDispatch(received: [PollEvents]) {
        calls.append("check")
        self.received.append(received)
        onCheck?(received)
    }

    /// The descriptors reported as unwatchable, with libuv's error name.
    var unwatchable: [String] = []

    func cannotWatch(fileDescriptor: Int32, error: UVError) {
        unwatchable.append("\(fileDescriptor): \(error.name)")
    }

    /// Whether every prepare was followed by its check before the next prepare.
    var preparesAndChecksAlternate: Bool {
        calls.enumerated().allSatisfy { $0.element == ($0.offset.isMultiple(of: 2) ? "prepare" : "check") }
    }
}

/// The libuv loop driving a foreign main loop: pairs, wake-ups, no sleeping while ready,
/// watchers opened and closed, liveness.
final class ForeignLoopDriverTests: XCTestCase {
    func testReadableDescriptorWakesTheLoopAndReachesTheCheck() throws {
        let loop = try EventLoop()
        let pipe = try TestPipe()
        defer { pipe.close() }
        let (foreign, driver) = try LoopActor.assumeIsolated {
            let foreign = ScriptedForeignLoop()
            foreign.preparation = .init(descriptors: [.init(fileDescriptor: pipe.readEnd, events: .readable)], wait: .indefinitely)
            let driver = try ForeignLoopDriver(loop: loop, driving: foreign)
            driver.keepsLoopRunning = true
            foreign.onCheck = { received in
                guard received.first?.contains(.readable) == true else { return }
                var byte: UInt8 = 0
                _ = read(pipe.readEnd, &byte, 1)
                driver.keepsLoopRunning = false
            }
            return (foreign, driver)
        }
        loop.runOnce()  // the loop now sleeps in the poll phase on the pipe alone
        Thread.detachNewThread {
            var byte: UInt8 = 1
            _ = write(pipe.writeEnd, &byte, 1)
        }
        XCTAssertTrue(try loop.run(until: { foreign.received.contains { $0 == [.readable] } }, timeout: .seconds(10)))
        LoopActor.assumeIsolated {
            XCTAssertTrue(foreign.preparesAndChecksAlternate, "\(foreign.calls)")
            XCTAssertEqual(foreign.calls.last, "check")
            driver.stop()
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testReadySourceKeepsTheLoopFromSleeping() throws {
        let loop = try EventLoop()
        let foreign = try LoopActor.assumeIsolated {
            let foreign = ScriptedForeignLoop()
            foreign.preparation = .init(descriptors: [], wait: .none)
            let driver = try ForeignLoopDriver(loop: loop, driving: foreign)
            driver.keepsLoopRunning = true
            return foreign
        }
        // With .indefinitely and nothing else due the loop would sleep until the deadline.
        XCTAssertTrue(try loop.run(until: { foreign.received.count >= 3 }, timeout: .seconds(10)))
        XCTAssertNoThrow(try loop.close())
    }

    func testForeignTimeoutWakesTheLoop() throws {
        let loop = try EventLoop()
        let foreign = try LoopActor.assumeIsolated {
            let foreign = ScriptedForeignLoop()
            foreign.preparation = .init(descriptors: [], wait: .milliseconds(1))
            let driver = try ForeignLoopDriver(loop: loop, driving: foreign)
            driver.keepsLoopRunning = true
            return foreign
        }
        XCTAssertTrue(try loop.run(until: { foreign.received.count >= 3 }, timeout: .seconds(10)))
        XCTAssertNoThrow(try loop.close())
    }

    func testWatcherOfADroppedDescriptorIsClosed() throws {
        let loop = try EventLoop()
        let first = try TestPipe()
        let second = try TestPipe()
        defer {
            first.close()
            second.close()
        }
        let foreign = try LoopActor.assumeIsolated {
            let foreign = ScriptedForeignLoop()
            foreign.preparation = .init(
                descriptors: [
                    .init(fileDescriptor: first.readEnd, events: .readable),
                    .init(fileDescriptor: second.readEnd, events: .readable),
                    .init(fileDescriptor: second.readEnd, events: .writable),
                ],
                wait: .none)
            _ = try ForeignLoopDriver(loop: loop, driving: foreign)
            return foreign
        }
        let baseline = loop.openHandleCount
        loop.runOnce()
        XCTAssertEqual(loop.openHandleCount, baseline + 2, "one watcher per distinct descriptor")
        LoopActor.assumeIsolated {
            foreign.preparation = .init(descriptors: [.init(fileDescriptor: first.readEnd, events: .readable)], wait: .none)
        }
        loop.runOnce()
        loop.runOnce()  // the dropped watcher's close callback
        XCTAssertEqual(loop.openHandleCount, baseline + 1)
        LoopActor.assumeIsolated {
            XCTAssertEqual(foreign.received.first?.count, 3, "one result per descriptor asked for")
            XCTAssertTrue(foreign.preparesAndChecksAlternate)
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testForeignLoopAloneDoesNotKeepRunGoing() throws {
        let loop = try EventLoop()
        let pipe = try TestPipe()
        defer { pipe.close() }
        let driver = try LoopActor.assumeIsolated {
            let foreign = ScriptedForeignLoop()
            foreign.preparation = .init(descriptors: [.init(fileDescriptor: pipe.readEnd, events: .readable)], wait: .milliseconds(10))
            return try ForeignLoopDriver(loop: loop, driving: foreign)
        }
        XCTAssertFalse(loop.runOnce(), "unreferenced watchers and timer")
        LoopActor.assumeIsolated { driver.keepsLoopRunning = true }
        XCTAssertTrue(loop.runOnce())
        LoopActor.assumeIsolated { driver.keepsLoopRunning = false }
        XCTAssertFalse(loop.runOnce())
        XCTAssertNoThrow(try loop.close())
    }

    func testUnwatchableDescriptorIsReportedToTheForeignLoopOnceAndTheLoopGoesOn() throws {
        let loop = try EventLoop()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unwatchable-\(getpid())").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
        let file = open(path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(file, 0)
        defer {
            _ = Glibc.close(file)
            try? FileManager.default.removeItem(atPath: path)
        }
        let (foreign, driver) = try LoopActor.assumeIsolated {
            let foreign = ScriptedForeignLoop()
            // A regular file: epoll refuses it (EPERM), so libuv cannot poll it.
            foreign.preparation = .init(descriptors: [.init(fileDescriptor: file, events: .readable)], wait: .none)
            return (foreign, try ForeignLoopDriver(loop: loop, driving: foreign))
        }
        loop.runOnce()
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertEqual(foreign.unwatchable, ["\(file): EPERM"], "reported once, in two iterations")
            XCTAssertEqual(foreign.received.count, 2, "the iterations went on")
            driver.stop()
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testStopClosesEveryHandleAndTheLoopClosesCleanly() throws {
        let loop = try EventLoop()
        let pipe = try TestPipe()
        defer { pipe.close() }
        let baseline = loop.openHandleCount
        let (foreign, driver) = try LoopActor.assumeIsolated {
            let foreign = ScriptedForeignLoop()
            foreign.preparation = .init(descriptors: [.init(fileDescriptor: pipe.readEnd, events: .readable)], wait: .none)
            return (foreign, try ForeignLoopDriver(loop: loop, driving: foreign))
        }
        loop.runOnce()
        LoopActor.assumeIsolated { driver.stop() }
        loop.runOnce()
        XCTAssertEqual(loop.openHandleCount, baseline)
        LoopActor.assumeIsolated {
            let calls = foreign.calls
            loop.runOnce()
            XCTAssertEqual(foreign.calls, calls, "a stopped driver calls nothing")
            XCTAssertTrue(foreign.preparesAndChecksAlternate)
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testAWatcherAskedForTheSameEventsStaysStartedAcrossIterations() throws {
        for keepsWatchersStarted in [true, false] {
            let loop = try EventLoop()
            let pipe = try TestPipe()
            defer { pipe.close() }
            let driver = try LoopActor.assumeIsolated {
                let foreign = ScriptedForeignLoop()
                foreign.preparation = .init(descriptors: [.init(fileDescriptor: pipe.readEnd, events: .readable)], wait: .none)
                return try ForeignLoopDriver(loop: loop, driving: foreign, keepsWatchersStarted: keepsWatchersStarted)
            }
            for _ in 0..<3 { loop.runOnce() }
            LoopActor.assumeIsolated {
                XCTAssertEqual(driver.watcherStartCount, keepsWatchersStarted ? 1 : 3, "keepsWatchersStarted: \(keepsWatchersStarted)")
                driver.stop()
            }
            XCTAssertNoThrow(try loop.close())
        }
    }

    func testADescriptorAskedForOtherEventsIsWatchedForThem() throws {
        let loop = try EventLoop()
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends), 0)
        defer {
            _ = Glibc.close(ends[0])
            _ = Glibc.close(ends[1])
        }
        let socket = ends[0]
        let (foreign, driver) = try LoopActor.assumeIsolated {
            let foreign = ScriptedForeignLoop()
            foreign.preparation = .init(descriptors: [.init(fileDescriptor: socket, events: .readable)], wait: .none)
            return (foreign, try ForeignLoopDriver(loop: loop, driving: foreign))
        }
        for _ in 0..<3 { loop.runOnce() }
        LoopActor.assumeIsolated {
            XCTAssertEqual(foreign.received.last, [[]], "nothing to read")
            // The same descriptor, another event: a connected socket is writable at once.
            foreign.preparation = .init(descriptors: [.init(fileDescriptor: socket, events: .writable)], wait: .none)
        }
        for _ in 0..<2 { loop.runOnce() }
        LoopActor.assumeIsolated {
            XCTAssertEqual(foreign.received.last, [.writable])
            XCTAssertEqual(driver.watcherStartCount, 2, "started again for the new events, once")
            driver.stop()
        }
        XCTAssertNoThrow(try loop.close())
    }

    func testADescriptorReplacedUnderItsNumberWhileDispatchingIsWatchedAnew() throws {
        for keepsWatchersStarted in [true, false] {
            let loop = try EventLoop()
            let first = try TestPipe()
            let second = try TestPipe()
            // The number the foreign loop watches throughout: first the first pipe's read end,
            // then, from the first dispatch on, the second pipe's.
            let number = first.readEnd
            defer {
                _ = Glibc.close(number)
                _ = Glibc.close(first.writeEnd)
                second.close()
            }
            let (foreign, driver) = try LoopActor.assumeIsolated {
                let foreign = ScriptedForeignLoop()
                foreign.preparation = .init(descriptors: [.init(fileDescriptor: number, events: .readable)], wait: .milliseconds(1))
                let driver = try ForeignLoopDriver(loop: loop, driving: foreign, keepsWatchersStarted: keepsWatchersStarted)
                driver.keepsLoopRunning = true
                foreign.onCheck = { _ in
                    guard foreign.received.count == 1 else { return }
                    // As a foreign loop may while it dispatches: close a descriptor and open
                    // another file under its number (dup2 does both at once).
                    XCTAssertEqual(dup2(second.readEnd, number), number)
                    var byte: UInt8 = 1
                    XCTAssertEqual(write(second.writeEnd, &byte, 1), 1)
                }
                return (foreign, driver)
            }
            XCTAssertTrue(
                try loop.run(until: { foreign.received.contains { $0 == [.readable] } }, timeout: .seconds(10)),
                "the new file's readiness reached the foreign loop (keepsWatchersStarted: \(keepsWatchersStarted))")
            LoopActor.assumeIsolated { driver.stop() }
            XCTAssertNoThrow(try loop.close())
        }
    }

    func testTheDuplicateOfADroppedDescriptorIsClosed() throws {
        let loop = try EventLoop()
        let pipe = try TestPipe()
        defer { pipe.close() }
        let before = try openDescriptorCount()
        let (foreign, driver) = try LoopActor.assumeIsolated {
            let foreign = ScriptedForeignLoop()
            foreign.preparation = .init(descriptors: [.init(fileDescriptor: pipe.readEnd, events: .readable)], wait: .none)
            return (foreign, try ForeignLoopDriver(loop: loop, driving: foreign))
        }
        loop.runOnce()
        XCTAssertEqual(try openDescriptorCount(), before + 2, "the watcher's duplicate and its probe")
        LoopActor.assumeIsolated { foreign.preparation = .init(descriptors: [], wait: .none) }
        loop.runOnce()
        XCTAssertEqual(try openDescriptorCount(), before, "closed with its watcher")
        LoopActor.assumeIsolated { driver.stop() }
        XCTAssertNoThrow(try loop.close())
    }
}
