import Foundation
import Testing
import UIKitTestSupport

/// The misuse the DSL's stage and kind types reject at compile time, checked by running
/// the compiler on snippets against the built `SnapKit` module.
///
/// Skipped when the compiler or the built modules cannot be found next to the test binary.
@Suite struct CompileTimeSafetyTests {
    /// Statements that must not compile, with the reason.
    static let rejected: [(code: String, reason: String)] = [
        ("make.top.priority(.high)", "priority before a relation"),
        ("make.top.labeled(\"x\")", "a label before a relation"),
        ("make.top.equalTo(o).priority(.high).offset(3)", "an offset after the priority"),
        ("make.leading.equalTo(o.snp.left)", "leading related to left"),
        ("make.left.equalTo(o.snp.trailing)", "left related to trailing"),
        ("make.width.equalTo(o.snp.top)", "a size related to a position"),
        ("make.top.equalTo(o.snp.height)", "a position related to a size"),
        ("make.leading.lessThanOrEqualTo(o.snp.left)", "leading related to left, across an inequality"),
        ("make.width.equalTo(o.snp.size)", "one dimension related to a size"),
        ("make.edges.equalTo(o.snp.size)", "edges related to a size"),
        ("make.center.equalTo(o.snp.edges)", "a centre related to edges"),
        ("make.top.equalTo(CGSize(width: 1, height: 1))", "a position related to a size value"),
        ("make.size.equalTo(CGPoint(x: 1, y: 1))", "a size related to a point"),
        ("make.width.equalTo(UIEdgeInsets.zero)", "a width related to insets"),
        ("make.top.equalTo(\"10\")", "an unsupported operand"),
    ]

    /// Statements that compile with a deprecation warning: an x position related to a y
    /// position, which UIKit and SnapKit accept but which is rarely meant.
    static let warned: [String] = [
        "make.left.equalTo(o.snp.top).offset(50)",
        "make.leading.equalTo(o.snp.top)",
        "make.centerX.greaterThanOrEqualTo(o.snp.centerY)",
        "make.top.lessThanOrEqualTo(o.snp.trailing)",
        "make.bottom.equalTo(o.snp.centerXWithinMargins)",
    ]

    /// Statements that must compile (the harness's control group).
    static let accepted: [String] = [
        "make.top.equalTo(o).offset(2).priority(.high).labeled(\"x\")",
        "make.width.height.equalTo(o).multipliedBy(0.5).priority(600)",
        "make.centerX.equalTo(o.snp.leading)",
        "make.edges.equalTo(o.snp.margins).inset(UIEdgeInsets.zero)",
        "make.top.left.equalTo(o.snp.edges)",
        "make.size.equalTo(CGSize(width: 1, height: 2))",
        "make.center.equalTo(CGPoint(x: 1, y: 2))",
        "make.directionalEdges.equalTo(NSDirectionalEdgeInsets.zero)",
        // SnapKit accepts these, so the DSL does too.
        "make.top.equalTo(o).multipliedBy(2)",
        "make.top.left.equalTo(o).dividedBy(2)",
        "make.width.equalTo(10).multipliedBy(2)",
        "make.edges.equalTo(10)",
        "make.edges.equalTo(o.safeAreaLayoutGuide)",
        "make.top.equalTo(o.safeAreaLayoutGuide.snp.bottom)",
        "make.top.equalToSuperview { $0.snp.bottom }",
    ]

    @Test(.enabled(if: Compiler.find() != nil, "needs swiftc and the built modules"))
    func misuseDoesNotCompile() throws {
        let compiler = try #require(Compiler.find())
        let header = ["import Foundation", "import SnapKit", "import UIKit", ""]
        var lines = header
        var rejectedLines: [Int: String] = [:]
        var acceptedLines: [Int: String] = [:]
        var warnedLines: [Int: String] = [:]
        for (index, item) in Self.rejected.enumerated() {
            lines.append("@MainActor func rejected\(index)(_ v: UIView, _ o: UIView) { v.snp.makeConstraints { make in \(item.code) } }")
            rejectedLines[lines.count] = item.reason
        }
        for (index, code) in Self.accepted.enumerated() {
            lines.append("@MainActor func accepted\(index)(_ v: UIView, _ o: UIView) { v.snp.makeConstraints { make in \(code) } }")
            acceptedLines[lines.count] = code
        }
        for (index, code) in Self.warned.enumerated() {
            lines.append("@MainActor func warned\(index)(_ v: UIView, _ o: UIView) { v.snp.makeConstraints { make in \(code) } }")
            warnedLines[lines.count] = code
        }
        let (errorLines, warningLines, output) = try compiler.diagnosedLines(typechecking: lines.joined(separator: "\n") + "\n")
        try #require(!errorLines.isEmpty, "the compiler reported no located errors: \(output)")
        for (line, reason) in rejectedLines.sorted(by: { $0.key < $1.key }) {
            #expect(errorLines.contains(line), "compiled, but should not: \(reason)")
        }
        for (line, code) in acceptedLines.sorted(by: { $0.key < $1.key }) {
            #expect(!errorLines.contains(line), "did not compile: \(code)")
            #expect(!warningLines.contains(line), "compiled with a warning: \(code)")
        }
        for (line, code) in warnedLines.sorted(by: { $0.key < $1.key }) {
            #expect(!errorLines.contains(line), "did not compile: \(code)")
            #expect(warningLines.contains(line), "compiled without a warning: \(code)")
        }
    }
}

/// `swiftc -typecheck` against the modules built next to the test binary.
private struct Compiler {
    let modules: URL

    /// The modules directory of this build, when it and `swiftc` can be found.
    static func find() -> Compiler? {
        let binary = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var directory = binary.deletingLastPathComponent()
        for _ in 0..<4 {
            let modules = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("SnapKit.swiftmodule").path) {
                return path(of: "swiftc") == nil ? nil : Compiler(modules: modules)
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    private static func path(of tool: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The line numbers of the errors and of the warnings in `source`, and the compiler's output.
    func diagnosedLines(typechecking source: String) throws -> (errors: Set<Int>, warnings: Set<Int>, output: String) {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("SnapKitCompileCheck-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Compiler.path(of: "swiftc") ?? "/usr/bin/swiftc")
        var arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path,
                         "-Xfrontend", "-disable-cross-import-overlays", file.path]
        // UIKit loads the C modules of libpng, libjpeg, cairo and Pango: their module maps.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        for library in ["CPNG", "CJPEG", "CCairo", "CPango"] {
            arguments += ["-Xcc", "-fmodule-map-file=\(sources.appendingPathComponent(library).appendingPathComponent("module.modulemap").path)"]
        }
        arguments += systemLibraryIncludeArguments()
        // A private module cache: the build's own records the paths it was built through.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("SnapKitCompileCheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        arguments += ["-module-cache-path", cache.path]
        process.arguments = arguments
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        var errors = Set<Int>(), warnings = Set<Int>()
        for line in text.split(separator: "\n") where line.hasPrefix(file.path + ":") {
            let rest = line.dropFirst(file.path.count + 1)
            guard let number = Int(rest.prefix(while: \.isNumber)) else { continue }
            if line.contains(": error:") { errors.insert(number) }
            if line.contains(": warning:") { warnings.insert(number) }
        }
        return (errors, warnings, text)
    }
}
