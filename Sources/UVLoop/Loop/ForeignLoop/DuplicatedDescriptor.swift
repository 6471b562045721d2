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
/// Thread rule: the owner's thread. Lifetime: closed once, by ``close()``; `deinit` asserts it.
final class DuplicatedDescriptor {
    /// The duplicate's own number.
    let fileDescriptor: Int32
    /// This process's ID, for `kcmp`: asked once, here (glibc does not cache it).
    private let processID = getpid()
    private var isClosed = false

    /// Duplicates `original` (`fcntl(F_DUPFD_CLOEXEC)`: closed on `exec`, as the original
    /// may not be).
    ///
    /// - Parameter original: An open descriptor.
    /// - Throws: ``UVError`` with the `errno` of `fcntl` (`EBADF`, `EMFILE`).
    init(duplicating original: Int32) throws(UVError) {
        let duplicate = fcntl(original, F_DUPFD_CLOEXEC, 0)
        guard duplicate >= 0 else { throw UVError(code: -errno, operation: "fcntl(F_DUPFD_CLOEXEC)") }
        fileDescriptor = duplicate
    }

    /// Whether `original` names the open file this duplicates (`kcmp(2)`, `KCMP_FILE`), or
    /// `nil` when the kernel cannot tell (no `kcmp`, or a seccomp filter refusing it).
    ///
    /// - Parameter original: A descriptor number, open or not.
    /// - Returns: `true` for the same open file, `false` for another or a closed number.
    /// - Complexity: One system call.
    func namesSameOpenFile(as original: Int32) -> Bool? {
        precondition(!isClosed, "a closed duplicate compared")
        let order = loopcomposer_kcmp_file(processID, original, fileDescriptor)
        if order >= 0 { return order == 0 }
        return errno == EBADF ? false : nil
    }

    /// Closes the duplicate. Idempotent.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = Glibc.close(fileDescriptor)
    }

    deinit {
        assert(isClosed, "a DuplicatedDescriptor was released open")
    }
}
