import Foundation
import Testing
@testable import UIKitPort

/// The command line's behaviour: what each mode prints and writes, and the exit codes.
@Suite("uikit-port runs")
final class PortRunTests {
    /// The directories this test made, removed when it ends.
    private var made: [String] = []

    deinit {
        for path in made { try? FileManager.default.removeItem(atPath: path) }
    }

    /// A fresh directory holding `files` (name to text).
    private func directory(_ files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "uikit-port-" + UUID().uuidString
        made.append(path)
        try FileManager.default.createDirectory(atPath: path + "/Sub", withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        return path
    }

    private func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    private let portable = inController("    @objc func go() {}\n")
    private let leftover = inController("    let s = Selector(\"go\")\n")

    @Test func theDefaultIsADryRunThatPrintsTheReport() throws {
        let dir = try directory(["A.swift": portable])
        let run = PortRun(paths: [dir], mode: .report)
        #expect(run.exitCode == 0)
        #expect(run.output == "\(dir)/A.swift:4: rewrote @objc: removed\n")
        #expect(try contents(dir + "/A.swift") == portable, "nothing written")
    }

    @Test func diffPrintsAUnifiedDiffAndWritesNothing() throws {
        let dir = try directory(["A.swift": portable])
        let run = PortRun(paths: [dir + "/A.swift"], mode: .diff)
        #expect(run.exitCode == 0)
        #expect(run.output.hasPrefix("--- \(dir)/A.swift\n+++ \(dir)/A.swift\n@@ "))
        #expect(run.output.contains("\n-    @objc func go() {}\n+    func go() {}\n"))
        #expect(run.errors == "\(dir)/A.swift:4: rewrote @objc: removed\n", "the report goes to standard error")
        #expect(try contents(dir + "/A.swift") == portable)
    }

    @Test func inPlaceWritesAndASecondRunChangesNothing() throws {
        let dir = try directory(["A.swift": portable, "Sub/B.swift": portable, "notes.txt": "@objc"])
        let first = PortRun(paths: [dir], mode: .inPlace)
        #expect(first.exitCode == 0)
        #expect(first.output.split(separator: "\n").count == 2, "both files, recursively; not the .txt")
        let ported = try contents(dir + "/Sub/B.swift")
        #expect(!ported.contains("@objc"))
        let second = PortRun(paths: [dir], mode: .inPlace)
        #expect(second.exitCode == 0)
        #expect(second.output.isEmpty)
        #expect(try contents(dir + "/Sub/B.swift") == ported)
        #expect(try contents(dir + "/notes.txt") == "@objc")
    }

    @Test func somethingLeftToPortExitsOne() throws {
        let dir = try directory(["A.swift": leftover])
        let run = PortRun(paths: [dir], mode: .inPlace)
        #expect(run.exitCode == 1)
        #expect(run.output.contains("A.swift:4: cannot port Selector(\"go\"): "))
    }

    @Test func aMissingPathExitsTwo() {
        let run = PortRun(paths: ["/nonexistent/uikit-port-test"], mode: .report)
        #expect(run.exitCode == 2)
        #expect(run.errors == "/nonexistent/uikit-port-test: no such file or directory\n")
    }

    @Test func anUnparseableFileExitsTwoAndNothingIsWritten() throws {
        let dir = try directory(["A.swift": portable, "B.swift": "func broken( {\n"])
        let run = PortRun(paths: [dir], mode: .inPlace)
        #expect(run.exitCode == 2)
        #expect(run.errors.hasPrefix("\(dir)/B.swift: not valid Swift, nothing written\n\(dir)/B.swift:1:"))
        #expect(try contents(dir + "/A.swift") == portable, "not even the valid file")
    }
}
