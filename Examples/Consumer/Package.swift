// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ServiceMonitor",
    dependencies: [
        // The clone of LoopComposer, two folders up. `name:` makes the package's identity
        // "LoopComposer" whatever the folder is called; without it the identity would be
        // the folder's name, and every `package:` argument below would have to use that.
        // `traits: []` turns the GTK backend off: a terminal-only app never asks pkg-config
        // about gtk4 (whose flags SwiftPM refuses with a warning in every build).
        .package(name: "LoopComposer", path: "../..", traits: []),
    ],
    targets: [
        .target(
            name: "ServiceMonitorCore",
            dependencies: [
                .product(name: "ComposerModel", package: "LoopComposer"),
                .product(name: "Bindings", package: "LoopComposer"),
                .product(name: "Widgets", package: "LoopComposer"),
            ]
        ),
        .executableTarget(
            name: "ServiceMonitor",
            dependencies: [
                "ServiceMonitorCore",
                .product(name: "AppRunner", package: "LoopComposer"),
                .product(name: "TerminalBackend", package: "LoopComposer"),
            ]
        ),
        .testTarget(
            name: "ServiceMonitorCoreTests",
            dependencies: [
                "ServiceMonitorCore",
                .product(name: "LoopComposerTesting", package: "LoopComposer"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
