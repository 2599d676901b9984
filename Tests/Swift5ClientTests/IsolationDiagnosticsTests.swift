import Foundation
import Testing
import UIKitTestSupport

/// Type-checks `Tests/IsolationFixtures/NonisolatedCalls.swift` against the UIKit module
/// this test bundle was built with, in each language mode, with the toolchain's `swiftc`.
@Suite struct IsolationDiagnosticsTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The build's module folder, beside the test bundle.
    private static let modules = URL(fileURLWithPath: CommandLine.arguments[0])
        .resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("Modules")

    private static var swiftc: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The compiler's diagnostics (one per line, `error:` or `warning:` with its text).
    private func diagnostics(swiftVersion: Int) throws -> (status: Int32, lines: [String]) {
        let swiftc = try #require(Self.swiftc, "swiftc is not on PATH")
        let process = Process()
        process.executableURL = swiftc
        var arguments = ["-typecheck", "-swift-version", "\(swiftVersion)", "-I", Self.modules.path]
        for library in ["CPNG", "CJPEG", "CCairo", "CPango"] {
            arguments += ["-Xcc", "-fmodule-map-file=" + Self.packageRoot.appendingPathComponent("Sources/\(library)/module.modulemap").path]
        }
        arguments += systemLibraryIncludeArguments()
        arguments.append(Self.packageRoot.appendingPathComponent("Tests/IsolationFixtures/NonisolatedCalls.swift").path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("/") && ($0.contains(" error: ") || $0.contains(" warning: ")) }
        return (process.terminationStatus, lines)
    }

    @Test func swift5ClientsCallUIKitFromNonisolatedCodeSilently() throws {
        let (status, lines) = try diagnostics(swiftVersion: 5)
        #expect(status == 0)
        #expect(lines == [])
    }

    @Test func swift6ClientsGetTheDiagnosticsIOSGives() throws {
        let (status, lines) = try diagnostics(swiftVersion: 6)
        #expect(status != 0)
        let warnings = lines.filter { $0.contains(" warning: ") }
        let errors = lines.filter { $0.contains(" error: ") }
        #expect(warnings.contains { $0.contains("call to main actor-isolated initializer 'init()' in a synchronous nonisolated context") })
        #expect(warnings.contains { $0.contains("call to main actor-isolated instance method 'constraint(equalToConstant:)'") })
        #expect(warnings.contains { $0.contains("call to main actor-isolated class method 'activate'") || $0.contains("'activate'") })
        #expect(errors.count == 1)
        #expect(errors.first?.contains("main actor-isolated default value in a nonisolated context") == true)
    }
}
