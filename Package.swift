// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LoopComposer",
    products: [
        .library(name: "ComposerModel", targets: ["ComposerModel"]),
        .library(name: "Bindings", targets: ["Bindings"]),
        .library(name: "Widgets", targets: ["Widgets"]),
        .library(name: "TerminalBackend", targets: ["TerminalBackend"]),
        .executable(name: "BindingDemo", targets: ["BindingDemo"]),
        .executable(name: "Soak", targets: ["Soak"]),
        .executable(name: "FuzzKeyParser", targets: ["FuzzKeyParser"]),
        .executable(name: "FuzzStyleDelta", targets: ["FuzzStyleDelta"]),
    ],
    dependencies: [
        // Property-based tests: seeded generators, shrinking and a printed
        // seed on failure, for the style laws (test-only).
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibUV",
            pkgConfig: "libuv",
            providers: [.apt(["libuv1-dev"])]
        ),
        .target(name: "ComposerModel"),
        .target(
            name: "Bindings",
            dependencies: ["CLibUV", "ComposerModel"]
        ),
        .target(
            name: "Widgets",
            dependencies: ["ComposerModel", "Bindings"]
        ),
        .target(
            name: "TerminalBackend",
            dependencies: ["ComposerModel", "Bindings", "Widgets"]
        ),
        .executableTarget(
            name: "BindingDemo",
            dependencies: ["ComposerModel", "Bindings"]
        ),
        // Reliability tools (issue #7): the soak and two fuzz targets. The fuzz
        // targets build as seeded random drivers here, and as libFuzzer
        // targets with `-D FUZZING -sanitize=fuzzer,address` (Fuzz/run), in
        // their own scratch path so that those flags never reach this build.
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver"]),
        .executableTarget(
            name: "Soak",
            dependencies: ["ComposerModel", "Bindings", "Widgets", "FuzzSupport"]
        ),
        .executableTarget(
            name: "FuzzKeyParser",
            dependencies: ["TerminalBackend", "FuzzSupport"]
        ),
        .executableTarget(
            name: "FuzzStyleDelta",
            dependencies: ["ComposerModel", "FuzzSupport"]
        ),
        .testTarget(
            name: "ComposerModelTests",
            dependencies: [
                "ComposerModel",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "WidgetsTests",
            dependencies: ["Widgets", "Bindings", "ComposerModel"]
        ),
        .testTarget(
            name: "TerminalBackendTests",
            dependencies: ["TerminalBackend"]
        ),
        .testTarget(
            name: "BindingsTests",
            dependencies: ["Bindings", "CLibUV"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
