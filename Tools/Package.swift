// swift-tools-version: 6.1
//
// The porting tool, `uikit-port`, in a package of its own so that no build of the
// project (or of a package that depends on it) compiles swift-syntax.
//
//   swift run --package-path Tools uikit-port --diff Sources/MyApp
//   swift test --package-path Tools
//
// Its tests check that the root package's Tests/PortedAppTests sources are exactly what
// the tool makes of Tests/UIKitPortTests/Fixtures (read by relative path).
// See docs/porting.md.

import PackageDescription

let package = Package(
    name: "UIKitPortTool",
    products: [
        .executable(name: "uikit-port", targets: ["uikit-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // The porting rewrites (source text in, new text and findings out), on swift-syntax:
        // target-action selectors to method references and closures, `@objc` and friends
        // removed, `#if os(iOS)` to `canImport(UIKit)`, overrides in extensions moved.
        .target(
            name: "UIKitPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "uikit-port",
            dependencies: ["UIKitPort", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The rewrites, case by case, the CLI's exit codes, and a check that the root
        // package's PortedAppTests sources are exactly what the tool makes of the fixtures.
        .testTarget(
            name: "UIKitPortTests",
            dependencies: ["UIKitPort"],
            // The iOS-style app before porting: read by path, never compiled.
            exclude: ["Fixtures"]
        ),
    ]
)
