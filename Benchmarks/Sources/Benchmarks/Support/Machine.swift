import Bindings
import Foundation

/// The machine a run measured: printed in the table's header and written to the JSON.
struct Machine: Codable, Sendable {
    var cpu: String
    var cores: Int
    var swift: String
    var libuv: String
    var kernel: String

    /// Reads the CPU model from /proc/cpuinfo, the online core count, the Swift
    /// compiler's version (`swift --version`), libuv's run-time version and the kernel release.
    static func current() -> Machine {
        Machine(
            cpu: cpuModel() ?? "unknown CPU",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            swift: swiftVersion() ?? compiledWith,
            libuv: LibUV.version,
            kernel: kernelRelease()
        )
    }

    var summary: String {
        "\(cpu), \(cores) cores, \(swift), libuv \(libuv), Linux \(kernel)"
    }

    private static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    private static func swiftVersion() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first.map { String($0) }
    }

    private static var compiledWith: String {
        #if compiler(>=6.3)
        "compiled with Swift 6.3 or later"
        #else
        "compiled with Swift before 6.3"
        #endif
    }

    private static func kernelRelease() -> String {
        var name = utsname()
        guard uname(&name) == 0 else { return "unknown" }
        return withUnsafeBytes(of: &name.release) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
