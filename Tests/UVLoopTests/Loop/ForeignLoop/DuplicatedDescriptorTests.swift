import Foundation
import Glibc
import XCTest

@testable import UVLoop

/// A duplicate tells whether its original's number still names the file it duplicated: the
/// check that keeps a foreign loop's watcher started, or replaces it.
final class DuplicatedDescriptorTests: XCTestCase {
    func testTheOriginalNamesTheSameOpenFile() throws {
        let pipe = try TestPipe()
        defer { pipe.close() }
        let duplicate = try DuplicatedDescriptor(duplicating: pipe.readEnd)
        defer { duplicate.close() }
        XCTAssertNotEqual(duplicate.fileDescriptor, pipe.readEnd)
        XCTAssertEqual(duplicate.namesSameOpenFile(as: pipe.readEnd), true)
        XCTAssertEqual(duplicate.namesSameOpenFile(as: pipe.readEnd), true, "asking again changes nothing")
    }

    func testAClosedNumberNoLongerNamesTheFile() throws {
        let pipe = try TestPipe()
        defer { _ = Glibc.close(pipe.writeEnd) }
        let duplicate = try DuplicatedDescriptor(duplicating: pipe.readEnd)
        defer { duplicate.close() }
        _ = Glibc.close(pipe.readEnd)
        XCTAssertEqual(duplicate.namesSameOpenFile(as: pipe.readEnd), false)
    }

    func testAnotherFileOpenedUnderTheNumberIsToldApart() throws {
        let first = try TestPipe()
        let second = try TestPipe()
        defer {
            first.close()
            second.close()
        }
        let duplicate = try DuplicatedDescriptor(duplicating: first.readEnd)
        defer { duplicate.close() }
        // Closes the number and opens the second pipe's read end under it, as a foreign loop
        // may while it dispatches; the first pipe stays open through the duplicate.
        XCTAssertEqual(dup2(second.readEnd, first.readEnd), first.readEnd)
        XCTAssertEqual(duplicate.namesSameOpenFile(as: first.readEnd), false)
        XCTAssertEqual(duplicate.namesSameOpenFile(as: first.readEnd), false, "asking again gives the same answer")
    }

    func testTheSameOpenFileBackUnderTheNumberIsTheSame() throws {
        let pipe = try TestPipe()
        defer { pipe.close() }
        let saved = dup(pipe.readEnd)
        XCTAssertGreaterThanOrEqual(saved, 0)
        defer { _ = Glibc.close(saved) }
        let duplicate = try DuplicatedDescriptor(duplicating: pipe.readEnd)
        defer { duplicate.close() }
        // The number closed, then given the same open file again (a saved descriptor put
        // back, as a shell restores its standard input).
        _ = Glibc.close(pipe.readEnd)
        XCTAssertEqual(dup2(saved, pipe.readEnd), pipe.readEnd)
        XCTAssertEqual(duplicate.namesSameOpenFile(as: pipe.readEnd), true)
    }

    func testARegularFileUnderTheNumberIsToldApart() throws {
        let pipe = try TestPipe()
        defer { pipe.close() }
        let duplicate = try DuplicatedDescriptor(duplicating: pipe.readEnd)
        defer { duplicate.close() }
        let regular = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(regular, 0)
        defer { _ = Glibc.close(regular) }
        XCTAssertEqual(dup2(regular, pipe.readEnd), pipe.readEnd)
        XCTAssertEqual(duplicate.namesSameOpenFile(as: pipe.readEnd), false)
    }

    func testAFileEpollCannotWatchIsNotDuplicatedAndLeavesNothingOpen() throws {
        let regular = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(regular, 0)
        defer { _ = Glibc.close(regular) }
        let before = try openDescriptorCount()
        XCTAssertThrowsError(try DuplicatedDescriptor(duplicating: regular)) { error in
            XCTAssertEqual((error as? UVError)?.name, "EPERM")
        }
        XCTAssertEqual(try openDescriptorCount(), before, "neither the duplicate nor the probe stays open")
    }

    func testCloseClosesTheDuplicateAndItsProbe() throws {
        let pipe = try TestPipe()
        defer { pipe.close() }
        let before = try openDescriptorCount()
        let duplicate = try DuplicatedDescriptor(duplicating: pipe.readEnd)
        XCTAssertEqual(try openDescriptorCount(), before + 2, "the duplicate and its probe")
        duplicate.close()
        duplicate.close()
        XCTAssertEqual(try openDescriptorCount(), before)
    }
}
