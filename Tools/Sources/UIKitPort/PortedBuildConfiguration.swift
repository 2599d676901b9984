import SwiftIfConfig
import SwiftSyntax

/// The build the ported code is compiled in: Linux with this UIKit, in the Swift 5
/// language mode (as apps are). It decides which `#if` clauses are active, so the tool
/// rewrites only those and, as the compiler does, ignores parse errors in the others.
///
/// `canImport` is true for this UIKit, Foundation, the standard library's modules, the
/// test frameworks and any other package's module; false for Apple's frameworks that
/// Linux does not have (AppKit, SwiftUI, Combine, QuartzCore, …).
struct PortedBuildConfiguration: BuildConfiguration {
    /// Apple's frameworks with no module on Linux (our UIKit is the one that has).
    static let missingModules: Set<String> = [
        "AppKit", "Cocoa", "WatchKit", "SwiftUI", "Combine", "ObjectiveC", "Darwin", "CoreGraphics",
        "QuartzCore", "CoreFoundation", "CoreText", "CoreImage", "CoreAnimation", "MapKit", "AVFoundation",
        "AVKit", "Photos", "PhotosUI", "SafariServices", "WebKit", "CoreData", "CoreLocation", "MessageUI",
        "UserNotifications", "StoreKit", "GameKit", "SpriteKit", "SceneKit", "Metal", "MetalKit", "ARKit",
        "Intents", "IntentsUI", "AppTrackingTransparency", "os", "OSLog", "CarPlay", "TVUIKit",
    ]

    func isCustomConditionSet(name: String) -> Bool { false }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return !Self.missingModules.contains(module)
    }

    func isActiveTargetOS(name: String) -> Bool { name == "Linux" }

    func isActiveTargetArchitecture(name: String) -> Bool {
        #if arch(arm64)
        name == "arm64"
        #else
        name == "x86_64"
        #endif
    }

    func isActiveTargetEnvironment(name: String) -> Bool { name == "gnu" }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFileFormat(name: String) -> Bool { name == "ELF" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple { VersionTuple(6, 1) }
}
