// swift-tools-version: 6.2
// The benchmarks: LoopComposer's bindings side by side with
// OpenCombine, hand-written observer closures, the direct setter and raw libuv.
// A package of its own so that the main package carries no benchmark-only
// dependency. Run it with `Benchmarks/run` (see Benchmarks/README.md).
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which differs between
// clones (`LoopComposer`, `wt-bench`, …): name the root package by that.
let rootFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "LoopComposerBenchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Counts heap allocations for the allocations scenario. Not linked into
        // the benchmarks (its 16-byte header per allocation would skew the
        // memory scenario): `run` builds its library, and the scenario preloads
        // it into a probe run of its own.
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
    ],
    targets: [
        // libuv for the raw "limit" figures. The root package's CLibUV is not a
        // product (the main package does not export libuv), so this is a shim
        // module of the benchmarks' own.
        .systemLibrary(
            name: "CLibUVBench",
            pkgConfig: "libuv",
            providers: [.apt(["libuv1-dev"])]
        ),
        // GTK 4 for the GTK scenario's labels set directly (vanilla, restyle-all).
        .systemLibrary(
            name: "CGtkBench",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // glibc's mallinfo2, for the memory scenario.
        .systemLibrary(name: "CMallocInfo"),
        // epoll, for WebLoadClient.
        .systemLibrary(name: "CEpollBench"),
        // Callgrind's client requests (valgrind/callgrind.h's macros as functions), for the
        // scale-callgrind scenario's probe; no-ops when valgrind's headers are missing.
        .target(name: "CCallgrindBench"),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "CLibUVBench",
                "CMallocInfo",
                "CCallgrindBench",
                "CGtkBench",
                .product(name: "Bindings", package: rootFolder),
                .product(name: "Widgets", package: rootFolder),
                .product(name: "ComposerModel", package: rootFolder),
                .product(name: "GTKBackend", package: rootFolder),
                .product(name: "TerminalBackend", package: rootFolder),
                .product(name: "WebBackend", package: rootFolder),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The browser backend's clients for the web scenarios: many WebSocket connections
        // in a process of their own (epoll, no framework), so that the server's process
        // holds only the server and its figures are the server's.
        .executableTarget(name: "WebLoadClient", dependencies: ["CEpollBench"]),
    ],
    swiftLanguageModes: [.v6]
)
