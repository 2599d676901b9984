import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift file after porting: its new text and what was done to it.
public struct PortedSource: Equatable, Sendable {
    /// The rewritten source (identical to the input when nothing applied).
    public let text: String
    /// The report, ordered by line.
    public let findings: [Finding]

    /// Whether anything is left that the tool could not port.
    public var hasLeftovers: Bool { findings.contains { $0.kind == .cannotPort } }

    /// Ports `source` alone (see ``porting(_:)``).
    /// - Parameters:
    ///   - source: the file's text.
    ///   - fileName: the name used in parser diagnostics.
    /// - Throws: ``PortError/unparseable(file:diagnostics:)`` when `source` is not valid Swift.
    public init(porting source: String, fileName: String = "<input>") throws(PortError) {
        self = try Self.porting([(fileName, source)])[0]
    }

    private init(text: String, findings: [Finding]) {
        self.text = text
        self.findings = findings
    }

    /// Ports `files` together: rewrites target-action selectors, Objective-C attributes,
    /// `#if os(iOS)` conditions and the rest, keeping the user's formatting, and reports
    /// each change and each thing it could not port. An `override` in an extension is
    /// rewritten when the class or the overridden member is declared in any of `files`
    /// (``OverridePlan``). `#if` clauses inactive on Linux are left as they are.
    /// - Parameter files: each file's name (used in parser diagnostics and the report) and text.
    /// - Returns: the ported files, in the order given.
    /// - Throws: ``PortError/unparseable(file:diagnostics:)`` when a file is not valid Swift
    ///   (as the compiler in the Swift 5 mode: errors in inactive `#if` clauses are ignored,
    ///   and so is what that mode only warns about).
    public static func porting(_ files: [(name: String, text: String)]) throws(PortError) -> [PortedSource] {
        let trees = files.map { (name: $0.name, tree: Parser.parse(source: $0.text)) }
        let runUsesUIKit = trees.contains { TypeIndex($0.tree).importsUIKit }
        var parsed: [(name: String, tree: SourceFileSyntax, rewriter: PortRewriter)] = []
        for (name, tree) in trees {
            let converter = SourceLocationConverter(fileName: name, tree: tree)
            let rewriter = PortRewriter(tree: tree, converter: converter, runUsesUIKit: runUsesUIKit)
            let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { diagnostic in
                diagnostic.diagMessage.severity == .error && !rewriter.inactive.encloses(diagnostic.node)
                    && !Swift5Leniency.accepts(diagnostic)
            }
            guard errors.isEmpty else {
                let lines = errors.map { diagnostic in
                    let location = diagnostic.location(converter: converter)
                    return "\(name):\(location.line):\(location.column): error: \(diagnostic.message)"
                }
                throw .unparseable(file: name, diagnostics: lines)
            }
            parsed.append((name, tree, rewriter))
        }
        let plan = OverridePlan(ProjectIndex(parsed.map { ($0.name, $0.tree, $0.rewriter.inactive) }))
        return parsed.map { _, tree, rewriter in
            rewriter.overridePlan = plan
            let rewritten = rewriter.rewrite(tree)
            let findings = rewriter.findings.enumerated()
                .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
                .map(\.element)
            return PortedSource(text: rewritten.description, findings: findings)
        }
    }
}
