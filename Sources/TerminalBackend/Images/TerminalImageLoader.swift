import Bindings
import ComposerModel
import Glibc

/// The pixels the terminal draws for an ``ComposerModel/Image``: in-memory pixels as
/// they are, files decoded as PGM/PPM (``PortableAnymap``), each file read once while it
/// stays unchanged (same modification time and size).
///
/// ```swift
/// switch TerminalImageLoader.pixels(of: .file("logo.ppm")) {
/// case .success(let pixels): print(pixels.width)
/// case .failure(let problem): print(problem)   // "cannot open logo.ppm: No such file or directory"
/// }
/// ```
///
/// Threading: loop only; the cache is the loop's. Files are read on the loop thread
/// while a frame is built, so keep them small (a terminal shows a few thousand cells).
@LoopActor
enum TerminalImageLoader {
    /// Why an image cannot be drawn as block art.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// A file's modification time and size: when either moves, the file is read again.
    private struct FileStamp: Equatable {
        let seconds: Int
        let nanoseconds: Int
        let size: Int
    }

    /// What was read from a file, and the file's stamp when it was read.
    private struct Entry {
        /// `nil` for a file that did not exist.
        let stamp: FileStamp?
        let result: Result<RGBAPixels, Problem>
    }

    /// The most files remembered; beyond it the cache starts over.
    private static let capacity = 32
    /// The largest file read: a terminal never needs more.
    static let maximumFileSize = 64 * 1024 * 1024
    private static var entries: [String: Entry] = [:]

    /// The pixels of `image`, or why it cannot be drawn; a file that cannot be drawn is
    /// reported once (until it changes) through `DiagnosticLog`, naming `target`.
    ///
    /// - Parameters:
    ///   - image: In-memory pixels or a PGM/PPM file.
    ///   - target: The widget showing it, as diagnostics name it.
    /// - Returns: The pixels, or the problem (unreadable file, another format, a bad file).
    /// - Complexity: O(1) for in-memory pixels (no copy) and for an unchanged file read
    ///   before (one `stat`); O(*n*) in the file's size otherwise.
    static func pixels(of image: Image, shownBy target: String) -> Result<RGBAPixels, Problem> {
        switch image.source {
        case .pixels(let width, let height, let rgba):
            if let problem = image.problem { return .failure(Problem(description: "image \(problem)")) }
            return .success(RGBAPixels(width: width, height: height, rgba: rgba))
        case .file(let path):
            let stamp = stamp(of: path)
            let statError = errno
            if let entry = entries[path], entry.stamp == stamp { return entry.result }
            let result: Result<RGBAPixels, Problem>
            if let stamp {
                result = read(path, size: stamp.size).flatMap { bytes in
                    Result { () throws(PortableAnymap.DecodingError) in try PortableAnymap.decode(bytes) }
                        .mapError { Problem(description: "\(path): \($0.description)") }
                }
            } else {
                result = .failure(Problem(description: "cannot read \(path): \(String(cString: strerror(statError)))"))
            }
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[path] = Entry(stamp: stamp, result: result)
            if case .failure(let problem) = result {
                DiagnosticLog.log(StyleDiagnostic(.rejectedValue(.image(image), reason: "the terminal shows its alt text: \(problem)"),
                                                  target: target))
            }
            return result
        }
    }

    /// Whether `path` was read and has not changed since (or is still missing).
    static func isCached(_ path: String) -> Bool {
        entries[path].map { $0.stamp == stamp(of: path) } ?? false
    }

    private static func stamp(of path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size))
    }

    private static func read(_ path: String, size: Int) -> Result<[UInt8], Problem> {
        guard size <= maximumFileSize else {
            return .failure(Problem(description: "\(path) is \(size) bytes, more than the \(maximumFileSize) a terminal image reads"))
        }
        guard let file = fopen(path, "rb") else {
            return .failure(Problem(description: "cannot open \(path): \(String(cString: strerror(errno)))"))
        }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: size)
        let count = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, size, file) }
        guard count == size else {
            return .failure(Problem(description: "cannot read \(path): read \(count) of \(size) bytes"))
        }
        return .success(bytes)
    }
}
