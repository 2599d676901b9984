import Foundation
import Testing
@testable import UIKitPort

/// The iOS-style app in `Fixtures/SelectorApp` (never compiled) ports to exactly the
/// sources committed in the root package's `Tests/PortedAppTests/SelectorApp`, which
/// PortedAppTests compiles against this UIKit and runs.
@Suite("Ported app sources")
struct PortedAppSourceTests {
    /// `Tools/Tests` (this package's tests).
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    private static let fixtures = tests.appendingPathComponent("UIKitPortTests/Fixtures/SelectorApp")
    /// In the root package's `Tests`, two folders up from this package's.
    private static let ported = tests.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/PortedAppTests/SelectorApp")

    private static var fixtureNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
            .filter { $0.hasSuffix(".swift.txt") }.sorted()
    }

    @Test func thereAreFixtures() {
        #expect(!Self.fixtureNames.isEmpty)
    }

    @Test(arguments: fixtureNames)
    func theCommittedPortIsTheToolsOutput(_ name: String) throws {
        let original = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
        let committed = try String(contentsOf: Self.ported.appendingPathComponent(String(name.dropLast(".txt".count))),
                                   encoding: .utf8)
        let ported = try PortedSource(porting: original, fileName: name)
        #expect(ported.text == committed)
        #expect(!ported.hasLeftovers, "\(ported.findings)")
        #expect(!ported.text.contains("#selector") && !ported.text.contains("@objc"))
    }
}
