internal import CLibUV
import Glibc

/// A duplicate of another descriptor of this process, owned: it names the same open file
/// until ``close()``, whatever becomes of the original's number.
///
/// ```swift
/// let duplicate = try DuplicatedDescriptor(duplicating: fileDescriptor)
/// duplicate.namesSameOpenFile(as: fileDescriptor)   // true until that number is closed or reused
/// duplicate.close()
/// ```
///
/// What ``ForeignLoopDriver`` watches in place of a foreign loop's descriptor, so that its
/// poll handle can stay started across iterations: when the foreign loop closes its
/// descriptor, the kernel keeps the duplicate's registration, and a new file opened under the
/// old number is told apart by ``namesSameOpenFile(as:)``.
///
/// How it tells them apart: a private epoll instance, the probe, holds one registration made
/// when the duplicate was, of the original's number and the open file it named then. The
/// kernel keys a registration by that pair, so adding the number again fails with `EEXIST`
/// exactly while the number names that open file. The probe is never waited on. Asked at
/// every prepare of the foreign loop, that `epoll_ctl` costs about a quarter of the
/// `kcmp(2)` it replaced, which takes both processes' exec locks (PerformanceHistory.md).
///
/// Thread rule: the owner's thread. Lifetime: closed once, by ``close()``; `deinit` asserts it.
final class DuplicatedDescriptor {
    /// The duplicate's own number.
    let fileDescriptor: Int32
    /// The epoll instance holding the original's registration, never waited on.
    private let probe: Int32
    private var isClosed = false

    /// Duplicates `original` (`fcntl(F_DUPFD_CLOEXEC)`: closed on `exec`, as the original
    /// may not be) and registers it with a probe of its own (`epoll_create1(EPOLL_CLOEXEC)`).
    ///
    /// - Parameter original: An open descriptor that epoll can watch.
    /// - Throws: ``UVError`` with the `errno` of `fcntl` (`EBADF`, `EMFILE`), `epoll_create1`
    ///   (`EMFILE`) or `epoll_ctl` (`EPERM` for a regular file, `ENOSPC` past the user's
    ///   epoll watches); nothing stays open.
    init(duplicating original: Int32) throws(UVError) {
        let duplicate = fcntl(original, F_DUPFD_CLOEXEC, 0)
        guard duplicate >= 0 else { throw UVError(code: -errno, operation: "fcntl(F_DUPFD_CLOEXEC)") }
        let probe = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard probe >= 0 else {
            let code = errno
            _ = Glibc.close(duplicate)
            throw UVError(code: -code, operation: "epoll_create1")
        }
        // No events: the registration is only ever looked up.
        var registration = epoll_event()
        guard epoll_ctl(probe, EPOLL_CTL_ADD, original, &registration) == 0 else {
            let code = errno
            _ = Glibc.close(probe)
            _ = Glibc.close(duplicate)
            throw UVError(code: -code, operation: "epoll_ctl(EPOLL_CTL_ADD)")
        }
        fileDescriptor = duplicate
        self.probe = probe
    }

    /// Whether `original` names the open file this duplicates, or `nil` when the kernel
    /// cannot tell now (`ENOMEM`, or `ENOSPC` past the user's epoll watches).
    ///
    /// - Parameter original: The number duplicated, open or not.
    /// - Returns: `true` for the same open file; `false` for another (one epoll cannot watch
    ///   included) or a closed number. Asking again gives the same answer while the number
    ///   names the same file.
    /// - Complexity: One system call; two when the number names another file.
    func namesSameOpenFile(as original: Int32) -> Bool? {
        precondition(!isClosed, "a closed duplicate compared")
        var registration = epoll_event()
        guard epoll_ctl(probe, EPOLL_CTL_ADD, original, &registration) != 0 else {
            // Another file was under the number: its registration goes, so that the probe
            // holds the duplicated file's alone and the next question gets the same answer.
            _ = epoll_ctl(probe, EPOLL_CTL_DEL, original, &registration)
            return false
        }
        switch errno {
        case EEXIST: return true
        case EBADF, EPERM: return false   // closed, or a file epoll cannot watch
        default: return nil
        }
    }

    /// Closes the duplicate and its probe. Idempotent.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = Glibc.close(probe)
        _ = Glibc.close(fileDescriptor)
    }

    deinit {
        assert(isClosed, "a DuplicatedDescriptor was released open")
    }
}
