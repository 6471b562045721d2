// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LoopComposer",
    products: [
        .library(name: "ComposerModel", targets: ["ComposerModel"]),
        // The libuv event loop alone (EventLoop, LoopActor, timers, signals, before-sleep
        // stages), for code that joins the loop without the bindings; `Bindings` re-exports it.
        .library(name: "UVLoop", targets: ["UVLoop"]),
        .library(name: "Bindings", targets: ["Bindings"]),
        .library(name: "Widgets", targets: ["Widgets"]),
        // One app, any backend: App, AppBackend, AppKey (no GTK, no terminal code).
        .library(name: "AppRunner", targets: ["AppRunner"]),
        .library(name: "TerminalBackend", targets: ["TerminalBackend"]),
        .library(name: "GTKBackend", targets: ["GTKBackend"]),
        // Every tab of a browser, over a WebSocket: the only product that needs Hummingbird.
        .library(name: "WebBackend", targets: ["WebBackend"]),
        // For users' test targets: withTestLoop, waits that cannot hang, the test doubles.
        .library(name: "LoopComposerTesting", targets: ["LoopComposerTesting"]),
        // For users' GTK test targets: withGTKTestWindow (needs GTK 4, unlike the above).
        .library(name: "LoopComposerGTKTesting", targets: ["LoopComposerGTKTesting"]),
        // For users' browser-backend test targets: a WebSocket client that keeps the page's
        // document from the frames (WebTestClient).
        .library(name: "LoopComposerWebTesting", targets: ["LoopComposerWebTesting"]),
        .executable(name: "BindingDemo", targets: ["BindingDemo"]),
        .executable(name: "LoginForm", targets: ["LoginForm"]),
        .executable(name: "JobDashboard", targets: ["JobDashboard"]),
        .executable(name: "Soak", targets: ["Soak"]),
        .executable(name: "FuzzKeyParser", targets: ["FuzzKeyParser"]),
        .executable(name: "FuzzStyleDelta", targets: ["FuzzStyleDelta"]),
        .executable(name: "FuzzWebMessage", targets: ["FuzzWebMessage"]),
    ],
    traits: [
        .default(enabledTraits: ["GTK", "Web"]),
        // The browser backend's HTTP and WebSocket stack (Hummingbird, swift-nio). On by
        // default. With it off (`traits: []`, or `traits: ["GTK"]`), SwiftPM neither resolves
        // nor builds Hummingbird and its dependencies: a terminal-only app resolves what it
        // did before the browser backend (checked by Examples/Consumer, which says
        // `traits: []`).
        .trait(
            name: "Web",
            description: "The browser backend (WebBackend, LoopComposerWebTesting): Hummingbird and swift-nio."
        ),
        // The GTK backend. On by default. A terminal-only app turns it off, with
        // `.package(url: …, from: …, traits: [])`: SwiftPM then never asks pkg-config about
        // gtk4, whose flags (`-pthread`, graphene's `-mfpmath=sse -msse -msse2`) it refuses
        // with a "prohibited flag(s)" warning in every build of every package that depends
        // on this one, GTK or not (it plans every product of a dependency; a product's target
        // depends on CGtk only while this trait is on).
        .trait(
            name: "GTK",
            description: "The GTK 4 backend (GTKBackend, LoopComposerGTKTesting): needs gtk4's development files."
        ),
        // The safe fallback for `Bindings`' `UnownedReference`: a bound model and target held
        // through `weak` references instead of the Swift runtime's unowned-reference entry
        // points (CSwiftRuntime), which are not public API (verified on Swift 6.3.1). Costs
        // the side tables those avoid: Documentation/UnsafeInventory.md.
        .trait(
            name: "WeakBindingReferences",
            description: "Bindings hold their model and target weakly, not through the Swift runtime's unowned-reference entry points."
        ),
    ],
    dependencies: [
        // Property-based tests: seeded generators, shrinking and a printed
        // seed on failure, for the style laws (test-only).
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // The demo's command line: --help, typed options, validation messages.
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Diagnostics (unsupported attributes, rejected values, duplicate keys,
        // feedback cycles) go through a Logger, so applications route or silence
        // them with the logging backend they already use; InMemoryLogging lets
        // tests capture the records.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // `swift package generate-documentation --target Widgets` builds the DocC
        // catalogs (Sources/*/*.docc). A command plugin: nothing of it is linked, and
        // `swift build` / `swift test` do not build it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
        // The browser backend's HTTP server and WebSocket upgrade (WebBackend only): routing,
        // cookies and headers on swift-nio, without a hand-written parser or framing; its
        // WebSocket client is LoopComposerWebTesting's. Only WebBackend's products need them.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibUV",
            pkgConfig: "libuv",
            providers: [.apt(["libuv1-dev"])]
        ),
        // Three entry points of the Swift runtime, for `Bindings`' `UnownedReference`: no
        // library to find, libswiftCore is every Swift program's.
        .systemLibrary(name: "CSwiftRuntime"),
        // GTK 4 (GLib, GObject, GDK): only GTKBackend depends on it, and only with the trait
        // GTK (on by default), so building the other products never needs gtk4's headers or
        // pkg-config file, and with the trait off SwiftPM does not query it at all.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(name: "ComposerModel"),
        // The libuv event loop: the one module that calls libuv. It knows nothing of the
        // bindings (Sources/Bindings/Bindings.docc/LoopAndCore.md).
        .target(name: "UVLoop", dependencies: ["CLibUV"]),
        .target(
            name: "Bindings",
            dependencies: [
                "UVLoop", "CSwiftRuntime", "ComposerModel",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "Widgets",
            dependencies: ["ComposerModel", "Bindings"]
        ),
        // The backend-neutral runner: each backend module adds its `AppBackend` value, so
        // an app that lists only `.terminal` never builds GTK.
        .target(
            name: "AppRunner",
            dependencies: ["Bindings", "Widgets"]
        ),
        .target(
            name: "TerminalBackend",
            dependencies: ["ComposerModel", "Bindings", "Widgets", "AppRunner"]
        ),
        // Test support: what users' test targets and this package's tests share. The core
        // has no XCTest, so the fuzz and soak executables use it too.
        .target(name: "LoopComposerTestingCore", dependencies: ["ComposerModel"]),
        .target(
            name: "LoopComposerTesting",
            dependencies: [
                "ComposerModel", "Bindings", "Widgets", "TerminalBackend", "LoopComposerTestingCore", "AppRunner",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        .target(
            name: "GTKBackend",
            dependencies: [
                .target(name: "CGtk", condition: .when(traits: ["GTK"])), "ComposerModel", "Bindings", "Widgets",
                "AppRunner",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The browser backend: the page, its script and stylesheet embedded in the module.
        .target(
            name: "WebBackend",
            dependencies: [
                "ComposerModel", "Bindings", "Widgets", "AppRunner",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Web"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["Web"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Web"])),
                .product(name: "NIOWebSocket", package: "swift-nio", condition: .when(traits: ["Web"])),
            ],
            resources: [
                .embedInCode("Resources/index.html"),
                .embedInCode("Resources/app.js"),
                .embedInCode("Resources/app.css"),
            ]
        ),
        .target(
            name: "LoopComposerWebTesting",
            dependencies: [
                "WebBackend", "LoopComposerTesting", "UVLoop", "Bindings", "Widgets",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket", condition: .when(traits: ["Web"])),
                // The raw frames of hostile tests, a plain HTTP request for the door's answers
                // (401, 403, the redirect's cookie), and a thread per client to cut it off.
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Web"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Web"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Web"])),
                .product(name: "NIOWebSocket", package: "swift-nio", condition: .when(traits: ["Web"])),
            ]
        ),
        // GTK test support: its own target, so that LoopComposerTesting never needs GTK.
        .target(
            name: "LoopComposerGTKTesting",
            dependencies: ["LoopComposerTesting", "GTKBackend", "UVLoop"]
        ),
        .target(
            name: "CounterDemo",
            dependencies: [
                "ComposerModel", "Bindings", "Widgets", "AppRunner", "TerminalBackend", "GTKBackend",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The demos' `--web` options (WebOptions), one group for the three commands.
        .target(
            name: "DemoWebOptions",
            dependencies: ["WebBackend", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "BindingDemo",
            dependencies: [
                "CounterDemo", "GTKBackend", "WebBackend", "DemoWebOptions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Examples: each a library (for its headless test) and a one-command executable.
        .target(
            name: "LoginFormExample",
            dependencies: ["ComposerModel", "Bindings", "Widgets", "AppRunner", "TerminalBackend", "GTKBackend"],
            path: "Examples/LoginForm/LoginFormExample"
        ),
        .executableTarget(
            name: "LoginForm",
            dependencies: [
                "LoginFormExample", "AppRunner", "GTKBackend", "TerminalBackend", "WebBackend", "DemoWebOptions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/LoginForm/LoginForm"
        ),
        .target(
            name: "JobDashboardExample",
            dependencies: ["ComposerModel", "Bindings", "Widgets", "AppRunner", "TerminalBackend", "GTKBackend"],
            path: "Examples/JobDashboard/JobDashboardExample"
        ),
        .executableTarget(
            name: "JobDashboard",
            dependencies: [
                "JobDashboardExample", "AppRunner", "GTKBackend", "TerminalBackend", "WebBackend", "DemoWebOptions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/JobDashboard/JobDashboard"
        ),
        // Reliability tools (issue #7): the soak and the fuzz targets. The fuzz
        // targets build as seeded random drivers here, and as libFuzzer
        // targets with `-D FUZZING -sanitize=fuzzer,address` (Fuzz/run), in
        // their own scratch path so that those flags never reach this build.
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver", "LoopComposerTestingCore"]),
        .executableTarget(
            name: "Soak",
            dependencies: ["ComposerModel", "Bindings", "Widgets", "LoopComposerTestingCore"]
        ),
        .executableTarget(
            name: "FuzzKeyParser",
            dependencies: ["TerminalBackend", "FuzzSupport"]
        ),
        .executableTarget(
            name: "FuzzStyleDelta",
            dependencies: ["ComposerModel", "FuzzSupport", "LoopComposerTestingCore"]
        ),
        .testTarget(
            name: "FuzzStyleDeltaTests",
            dependencies: ["FuzzStyleDelta", "ComposerModel"]
        ),
        // The browser backend's untrusted input: a page's message, decoded and handed to a
        // document (WebClientMessage and WebDocument.receive are `package` for it).
        .executableTarget(
            name: "FuzzWebMessage",
            dependencies: ["WebBackend", "Widgets", "Bindings", "ComposerModel", "FuzzSupport"]
        ),
        .testTarget(
            name: "ComposerModelTests",
            dependencies: [
                "ComposerModel", "LoopComposerTestingCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "AppRunnerTests",
            dependencies: ["AppRunner", "Bindings", "Widgets"]
        ),
        .testTarget(
            name: "WidgetsTests",
            dependencies: [
                "Widgets", "Bindings", "ComposerModel", "LoopComposerTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "TerminalBackendTests",
            dependencies: [
                "TerminalBackend", "AppRunner", "Widgets", "Bindings", "ComposerModel", "LoopComposerTesting",
                // The image diagnostics the terminal logs.
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "GTKBackendTests",
            dependencies: [
                "GTKBackend", "AppRunner", .target(name: "CGtk", condition: .when(traits: ["GTK"])), "Bindings",
                "ComposerModel", "Widgets", "LoopComposerTestingCore",
                // The display the GTK tests open (GTKTestDisplay: Xvfb when there is none).
                "LoopComposerGTKTesting",
                // Only for the test of a user's widget shown in both backends.
                "TerminalBackend",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "WebBackendTests",
            dependencies: [
                "WebBackend", "LoopComposerWebTesting", "LoopComposerTesting", "LoopComposerTestingCore", "AppRunner",
                "Bindings", "ComposerModel", "Widgets",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket", condition: .when(traits: ["Web"])),
            ]
        ),
        // Pages in a real browser: headless Chromium driven through chromedriver's WebDriver
        // API, against a WebServer in the test process (and a latency proxy, Scripts/). Each
        // test skips with one line when Chromium is absent (Scripts/ensure-deps --browser
        // installs it; CI does, and sets LOOPCOMPOSER_REQUIRE_BROWSER=1 so that they run).
        .testTarget(
            name: "WebBackendBrowserTests",
            dependencies: [
                "WebBackend", "LoopComposerWebTesting", "LoopComposerTesting", "UVLoop", "Bindings", "ComposerModel", "Widgets",
            ],
            exclude: ["Scripts"]
        ),
        .testTarget(
            name: "CounterDemoTests",
            dependencies: ["CounterDemo", "Bindings", "ComposerModel", "Widgets", "TerminalBackend", "LoopComposerTesting"]
        ),
        .testTarget(
            name: "LoginFormExampleTests",
            dependencies: ["LoginFormExample", "Bindings", "Widgets"]
        ),
        .testTarget(
            name: "JobDashboardExampleTests",
            dependencies: ["JobDashboardExample", "Bindings", "ComposerModel", "Widgets"]
        ),
        // The demos in their GTK windows: photographed (Documentation/Screenshots with
        // LOOPCOMPOSER_WRITE_SCREENSHOTS=1), and opened and closed a hundred times.
        .testTarget(
            name: "DemoWindowTests",
            dependencies: [
                "CounterDemo", "LoginFormExample", "JobDashboardExample", "GTKBackend", "Bindings",
                .target(name: "CGtk", condition: .when(traits: ["GTK"])),
                // The display the windows open in (GTKTestDisplay: Xvfb when there is none).
                "LoopComposerGTKTesting",
            ]
        ),
        // Every ```swift block of README.md and of the DocC articles (Sources/*/*.docc),
        // verbatim, compiled (and mostly run); READMESnippetsTests fails when a block and
        // these copies differ.
        .testTarget(
            name: "READMESnippetsTests",
            dependencies: [
                "ComposerModel", "UVLoop", "Bindings", "Widgets", "AppRunner", "TerminalBackend", "GTKBackend", "WebBackend",
                "LoopComposerTesting",
                "LoopComposerGTKTesting", "LoopComposerTestingCore",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        // What the loop's and the bindings' tests share: plain threads, a locked value.
        .target(name: "LoopTestSupport", dependencies: ["UVLoop"], path: "Tests/LoopTestSupport"),
        .testTarget(
            name: "UVLoopTests",
            dependencies: ["UVLoop", "CLibUV", "LoopComposerTesting", "LoopTestSupport"]
        ),
        .testTarget(
            name: "BindingsTests",
            dependencies: [
                "Bindings", "CSwiftRuntime", "ComposerModel", "LoopComposerTesting", "LoopComposerTestingCore",
                "LoopTestSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "LoopComposerTestingTests",
            dependencies: [
                "LoopComposerTesting", "LoopComposerTestingCore", "Bindings", "ComposerModel", "AppRunner",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "LoopComposerGTKTestingTests",
            dependencies: ["LoopComposerGTKTesting"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Swift 7's import and existential rules, now, for every Swift target: a module is
// visible only in files that import it (MemberImportVisibility), an import is internal
// unless a public API needs it (`public import`; InternalImportsByDefault), and an
// existential is spelled `any P` (ExistentialAny).
let upcomingFeatures: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
]
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
