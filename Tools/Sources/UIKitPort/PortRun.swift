import Foundation

/// One run of `uikit-port` over files and directories: what it prints and its exit code.
/// The command-line tool only parses arguments and prints this; tests call it directly.
public struct PortRun {
    /// What the run does with the rewritten files.
    public enum Mode: Sendable {
        /// Print the report only (the default: a dry run that writes nothing).
        case report
        /// Print a unified diff on standard output (the report on standard error); write nothing.
        case diff
        /// Write the rewritten files and print the report.
        case inPlace
    }

    /// What to print on standard output.
    public private(set) var output = ""
    /// What to print on standard error.
    public private(set) var errors = ""
    /// 0 when nothing is left to port by hand, 1 when something is, 2 on bad input (a
    /// missing path or a file that is not valid Swift: then nothing is written).
    public private(set) var exitCode: Int32 = 0

    /// Ports the `.swift` files at `paths` (directories recursively, skipping hidden ones).
    public init(paths: [String], mode: Mode) {
        do throws(PortError) {
            let files = try Self.swiftFiles(at: paths)
            var sources: [(name: String, text: String)] = []
            for file in files { sources.append((file, try Self.read(file))) }
            let ported = zip(sources, try PortedSource.porting(sources)).map { source, new in
                (file: source.name, old: source.text, new: new)
            }
            var report: [String] = []
            for (file, old, new) in ported {
                report += new.findings.map { $0.reportLine(file: file) }
                if mode == .diff { output += UnifiedDiff.diff(old, new.text, oldName: Self.diffName(file, "a/"), newName: Self.diffName(file, "b/")) }
                if mode == .inPlace, new.text != old { try Self.write(new.text, to: file) }
            }
            let reportText = report.map { $0 + "\n" }.joined()
            if mode == .diff { errors += reportText } else { output += reportText }
            exitCode = ported.contains { $0.new.hasLeftovers } ? 1 : 0
        } catch {
            errors += error.description + "\n"
            exitCode = 2
        }
    }

    /// The files named, and the `.swift` files under the directories named, in order.
    /// - Throws: ``PortError/noSuchPath(_:)`` for a path that does not exist.
    static func swiftFiles(at paths: [String]) throws(PortError) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .noSuchPath(path) }
            guard isDirectory.boolValue else { files.append(path); continue }
            let base = URL(fileURLWithPath: path)
            guard let walker = manager.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey],
                                                  options: [.skipsHiddenFiles]) else { throw .noSuchPath(path) }
            var found: [String] = []
            for case let url as URL in walker where url.pathExtension == "swift" {
                let relative = url.path.dropFirst(base.path.count).drop { $0 == "/" }
                found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
            files += found.sorted()
        }
        return files
    }

    /// `file` as a diff header names it: `a/` or `b/` before a relative path (as `git diff`
    /// and `patch -p1` expect), an absolute path as it is.
    private static func diffName(_ file: String, _ prefix: String) -> String {
        file.hasPrefix("/") ? file : prefix + file
    }

    private static func read(_ file: String) throws(PortError) -> String {
        guard let data = FileManager.default.contents(atPath: file) else { throw .unreadable(file: file, reason: "cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable(file: file, reason: "not UTF-8") }
        return text
    }

    private static func write(_ text: String, to file: String) throws(PortError) {
        do {
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            throw .unreadable(file: file, reason: "cannot be written: \(error.localizedDescription)")
        }
    }
}
