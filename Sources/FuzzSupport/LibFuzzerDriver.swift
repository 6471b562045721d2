#if FUZZING
import CFuzzerDriver
import Foundation

/// Hands a fuzz target's check to libFuzzer, when built with
/// `-D FUZZING -sanitize=fuzzer,address` (see `Fuzz/run`).
///
/// ```swift
/// @main enum FuzzSomething {
///     static func main() { LibFuzzerDriver.run(check: SomeProperty.check) }
/// }
/// ```
///
/// SwiftPM links an executable's `main` to its module's entry point, so a
/// target cannot use libFuzzer's own `main`; it calls `LLVMFuzzerRunDriver`
/// instead, with the process's arguments (`-max_total_time=…`, corpus
/// directories…). Exits with libFuzzer's status.
public enum LibFuzzerDriver {
    /// The check libFuzzer calls for each input. Set once, before the driver runs.
    nonisolated(unsafe) private static var check: ([UInt8]) -> Void = { _ in }

    public static func run(check: @escaping ([UInt8]) -> Void) -> Never {
        Self.check = check
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
            LibFuzzerDriver.check(bytes)
            return 0
        }
        exit(status)
    }
}
#endif
