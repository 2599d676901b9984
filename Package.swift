// swift-tools-version: 6.1
//
// Auto Layout, re-made in Swift on Linux.
// Dependency direction: Cassowary <- UIKit <- XlibHost <- Samples; ImageCodecs, CCairo, CPango <- UIKit;
// CX11 <- XlibHost only; CPNG and CJPEG <- ImageCodecs (and CPNG <- XlibHost for screenshots).
// The porting tool (uikit-port, on swift-syntax) is a package of its own: Tools/Package.swift.

import PackageDescription

let package = Package(
    name: "AutoLayoutLinux",
    products: [
        // Core
        .library(name: "Cassowary", targets: ["Cassowary"]),
        // `import CoreGraphics`, `import QuartzCore` and `import SafariServices` come with it, as on iOS.
        .library(name: "UIKit", targets: ["UIKit", "CoreGraphics", "QuartzCore", "SafariServices"]),
        .library(name: "SnapKit", targets: ["SnapKit"]),
        // For test targets: `import Testing` beside `import UIKit` (Swift Testing's
        // cross-import overlay `_Testing_UIKit`), and UIImage attachments.
        .library(name: "UIKitTesting", targets: ["_Testing_UIKit", "_Testing_CoreGraphics"]),
        // Host
        .library(name: "XlibHost", targets: ["XlibHost"]),
        .library(name: "LayoutInspector", targets: ["LayoutInspector"]),
        // The gallery's samples, for the benchmarks' package (Benchmarks/Package.swift).
        .library(name: "GallerySamples", targets: ["GallerySamples"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Only `swift package generate-documentation` (the DocC catalogs) uses it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Core
        // The solver. Its invariant checks (`InvariantChecks`) are compiled into debug
        // builds and run only when asked for (`CASSOWARY_CHECK_INVARIANTS=1`); release
        // builds keep them only with `-Xswiftc -DCASSOWARY_INTERNAL_CHECKS`.
        // No unsafe flags: it is fast unoptimised by its design (docs/performance.md).
        .target(name: "Cassowary"),
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
        // `import SafariServices` beside UIKit: `SFSafariViewController` opens its page in the
        // desktop's browser.
        .target(
            name: "SafariServices",
            dependencies: ["UIKit"]
        ),
        // `import CoreGraphics` / `import QuartzCore`: UIKit re-exported under Apple's module names.
        .target(name: "CoreGraphics", dependencies: ["UIKit"]),
        .target(name: "QuartzCore", dependencies: ["UIKit"]),
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
        // The overlay Swift Testing asks for when a file imports Testing and UIKit: it
        // re-exports both and makes UIImage `Attachable` (the `UIKitTesting` product).
        .target(
            name: "_Testing_UIKit",
            dependencies: ["UIKit"]
        ),
        // The same overlay for a file that imports Testing and CoreGraphics.
        .target(
            name: "_Testing_CoreGraphics",
            dependencies: ["CoreGraphics"]
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

        // Tests. Each depends on `_Testing_UIKit`, the overlay Swift Testing loads for a
        // file that sees both Testing and UIKit (as a user's test target depends on the
        // `UIKitTesting` product).
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", "Fuzzing", "InvariantChecksOn", "_Testing_UIKit"]
        ),
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "SafariServices", "UIKitTestSupport", "Fuzzing", "InvariantChecksOn", .product(name: "Logging", package: "swift-log"), "_Testing_UIKit"]
        ),
        .testTarget(
            name: "SnapKitTests",
            dependencies: ["SnapKit", "UIKit", "UIKitTestSupport", "InvariantChecksOn", "_Testing_UIKit"]
        ),
        // Headless sample checks; the `gallery --screenshot` checks skip when $DISPLAY is unset.
        .testTarget(
            name: "GalleryTests",
            dependencies: ["GallerySamples", "UIKit", "UIKitTestSupport", "XlibHost", "LayoutInspector", "gallery", "InvariantChecksOn", "_Testing_UIKit"]
        ),
        // Client code written as iOS code is, in Swift 5 language mode: it must compile
        // against this UIKit (warnings at most) and behave as on iOS.
        .testTarget(
            name: "Swift5ClientTests",
            dependencies: ["UIKit", "SafariServices", "CoreGraphics", "QuartzCore", "UIKitTestSupport", "InvariantChecksOn", "_Testing_UIKit", "_Testing_CoreGraphics"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Runs under Xvfb; every suite skips when $DISPLAY is unset.
        .testTarget(
            name: "XlibHostTests",
            dependencies: ["XlibHost", "CX11", "UIKit", "UIKitTestSupport", "LayoutInspector", "ReadingList", "hello-app", "InvariantChecksOn", "_Testing_UIKit"]
        ),
        // The iOS-style app of Tools/Tests/UIKitPortTests/Fixtures after `uikit-port`,
        // compiled against this UIKit in Swift 5 mode (as apps are) and run headless: each
        // action runs once, with the right sender.
        .testTarget(
            name: "PortedAppTests",
            dependencies: ["UIKit", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
