// swift-tools-version: 6.1
//
// Auto Layout, re-made in Swift on Linux.
// Dependency direction: Cassowary <- UIKit <- XlibHost <- Samples; ImageCodecs, CCairo, CPango <- UIKit;
// CX11 <- XlibHost only; CPNG and CJPEG <- ImageCodecs (and CPNG <- XlibHost for screenshots).
// Tools: swift-syntax <- UIKitPort <- uikit-port, apart from UIKit's own targets.

import PackageDescription

let package = Package(
    name: "AutoLayoutLinux",
    products: [
        // Core
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SnapKit", targets: ["SnapKit"]),
        // Host
        .library(name: "XlibHost", targets: ["XlibHost"]),
        .library(name: "LayoutInspector", targets: ["LayoutInspector"]),
        // The gallery's samples, for the benchmarks' package (Benchmarks/Package.swift).
        .library(name: "GallerySamples", targets: ["GallerySamples"]),
        // Tools
        .executable(name: "uikit-port", targets: ["uikit-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Only the porting tool (UIKitPort, uikit-port) and its tests use it.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"),
        // Only `swift package generate-documentation` (the DocC catalogs) uses it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Core
        // The solver. Its invariant checks (`InvariantChecks`) are compiled into debug
        // builds and run only when asked for (`CASSOWARY_CHECK_INVARIANTS=1`); release
        // builds keep them only with `-Xswiftc -DCASSOWARY_INTERNAL_CHECKS`.
        // It is compiled optimised in debug builds too: unoptimised, its value-type
        // tableau is copied and retained at every call (the 4,002-view stack's first
        // layout took 54 times the release build's instructions in the solver), and a
        // client's `swift run` waits on it. (Allowed for this package as a root or a
        // path dependency; `docs/performance.md` has the figures.)
        .target(
            name: "Cassowary",
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        // Not a product: linked into the test bundle and the fuzzer, it turns the solver's
        // invariant checks on before anything runs.
        .target(name: "InvariantChecksOn"),
        // PNG and JPEG decoding and encoding (libpng, libjpeg-turbo), for UIImage.
        .target(
            name: "ImageCodecs",
            dependencies: ["CPNG", "CJPEG"]
        ),
        .systemLibrary(
            name: "CJPEG",
            path: "Sources/CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]
        ),
        // cairo: every path, fill, gradient, clip and image UIKit draws (`CGContext`).
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // Pango: how text is laid out and measured (shaping, bidi, line breaking, fallback).
        .systemLibrary(
            name: "CPango",
            path: "Sources/CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        .target(
            name: "UIKit",
            dependencies: [
                "Cassowary",
                "ImageCodecs",
                "CCairo",
                "CPango",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // A Masonry/SnapKit-style constraint DSL over UIKit's NSLayoutConstraint.
        .target(
            name: "SnapKit",
            dependencies: ["UIKit", .product(name: "Logging", package: "swift-log")]
        ),
        // The layout inspector: a window of its own, built with this UIKit, that explains
        // and edits another window's layout.
        .target(
            name: "LayoutInspector",
            dependencies: ["UIKit"]
        ),
        // Not a product: a deterministic text measurer, a recording renderer, helpers.
        .target(
            name: "UIKitTestSupport",
            dependencies: ["UIKit", .product(name: "Logging", package: "swift-log")]
        ),

        // Seeded random cases for the solver and the layout engine, with checks and a
        // shrinker: run briefly by the tests, at length by the `fuzz` executable.
        .target(
            name: "Fuzzing",
            dependencies: ["Cassowary", "UIKit", "UIKitTestSupport"]
        ),
        .executableTarget(
            name: "fuzz",
            dependencies: ["Fuzzing", "InvariantChecksOn", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // Host
        // System libraries: Xlib, Xft, XRender, fontconfig and pangoxft (text drawn as UIKit's
        // Pango engine lays it out); libpng for screenshots.
        .systemLibrary(
            name: "CX11",
            path: "Sources/CX11",
            pkgConfig: "pangoxft",
            providers: [.apt(["libx11-dev", "libxft-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // The only module that imports CX11 and CPNG.
        .target(
            name: "XlibHost",
            dependencies: ["UIKit", "LayoutInspector", "CX11", "CPNG", "XlibHostRegistration"]
        ),
        // Not a product: a C constructor that makes XlibHost UIKit's application host
        // when it is linked, so `UIApplicationMain` finds it with no code in the app.
        .target(name: "XlibHostRegistration"),

        // Samples
        // A whole app as iOS apps are written: delegate, scene, a main storyboard with a
        // navigation controller, a table, a pushed screen, a sheet, an alert and tabs.
        .executableTarget(
            name: "ReadingList",
            dependencies: ["UIKit", "XlibHost"],
            path: "Samples/ReadingList",
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // An app written as an iOS app is (`@main` application delegate, scene delegate,
        // Info.plist and an asset catalog as resources), in Swift 5 mode as apps are.
        .executableTarget(
            name: "hello-app",
            dependencies: ["UIKit", "XlibHost"],
            path: "Samples/HelloApp",
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The sample gallery: the articles' examples, headless-buildable (GallerySamples),
        // and the `gallery` executable that shows them in X11 windows with the inspector.
        .target(
            name: "GallerySamples",
            dependencies: ["UIKit", "SnapKit", .product(name: "Logging", package: "swift-log")],
            path: "Samples/GallerySamples",
            // Interface Builder documents and pictures, read at run time (`UINib`, `UIImage(named:)`).
            resources: [.copy("Resources/Lifecycle.xib"), .copy("Resources/Scenes.storyboard"),
                        .copy("Resources/Snip20170906_172@2x.png"), .copy("Resources/ShadowedCard@2x.png")]
        ),
        .executableTarget(
            name: "gallery",
            dependencies: ["GallerySamples", "UIKit", "XlibHost", "LayoutInspector",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Samples/Gallery"
        ),

        // Tools
        // The porting rewrites (source text in, new text and findings out), on swift-syntax:
        // target-action selectors to method references and closures, `@objc` and friends
        // removed, `#if os(iOS)` to `canImport(UIKit)`. UIKit's own targets never see it.
        .target(
            name: "UIKitPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "uikit-port",
            dependencies: ["UIKitPort", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // Tests
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", "Fuzzing", "InvariantChecksOn"],
            swiftSettings: [
                // See UIKitTests: Fuzzing brings in our UIKit; Swift Testing's overlay must stay off.
                .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
            ]
        ),
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "UIKitTestSupport", "Fuzzing", "InvariantChecksOn", .product(name: "Logging", package: "swift-log")],
            swiftSettings: [
                // Swift Testing declares a cross-import overlay `_Testing_UIKit` for Apple's
                // UIKit; it does not exist on Linux, and our module has the same name.
                .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
            ]
        ),
        .testTarget(
            name: "SnapKitTests",
            dependencies: ["SnapKit", "UIKit", "UIKitTestSupport", "InvariantChecksOn"],
            swiftSettings: [
                // See UIKitTests: Swift Testing's `_Testing_UIKit` overlay must stay off.
                .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
            ]
        ),
        // Headless sample checks; the `gallery --screenshot` checks skip when $DISPLAY is unset.
        .testTarget(
            name: "GalleryTests",
            dependencies: ["GallerySamples", "UIKit", "UIKitTestSupport", "XlibHost", "LayoutInspector", "gallery", "InvariantChecksOn"],
            swiftSettings: [
                // See UIKitTests: Swift Testing's `_Testing_UIKit` overlay must stay off.
                .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
            ]
        ),
        // Client code written as iOS code is, in Swift 5 language mode: it must compile
        // against this UIKit (warnings at most) and behave as on iOS.
        .testTarget(
            name: "Swift5ClientTests",
            dependencies: ["UIKit", "InvariantChecksOn"],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                // See UIKitTests: Swift Testing's `_Testing_UIKit` overlay must stay off.
                .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
            ]
        ),
        // Runs under Xvfb; every suite skips when $DISPLAY is unset.
        .testTarget(
            name: "XlibHostTests",
            dependencies: ["XlibHost", "CX11", "UIKit", "UIKitTestSupport", "LayoutInspector", "ReadingList", "hello-app", "InvariantChecksOn"],
            swiftSettings: [
                .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
            ]
        ),
        // The rewrites, case by case, the CLI's exit codes, and a check that the committed
        // PortedAppTests sources are exactly what the tool makes of the fixtures.
        .testTarget(
            name: "UIKitPortTests",
            dependencies: ["UIKitPort"],
            // The iOS-style app before porting: read by path, never compiled.
            exclude: ["Fixtures"]
        ),
        // That app after `uikit-port`, compiled against this UIKit in Swift 5 mode (as apps
        // are) and run headless: each action runs once, with the right sender.
        .testTarget(
            name: "PortedAppTests",
            dependencies: ["UIKit"],
            swiftSettings: [
                // See UIKitTests: Swift Testing's `_Testing_UIKit` overlay must stay off.
                .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
                .swiftLanguageMode(.v5),
            ]
        ),
    ]
)
