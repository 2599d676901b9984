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

    /// Ports `source`: rewrites target-action selectors, Objective-C attributes and
    /// `#if os(iOS)` conditions, keeping the user's formatting, and reports each change and
    /// each thing it could not port.
    /// - Parameters:
    ///   - source: the file's text.
    ///   - fileName: the name used in parser diagnostics.
    /// - Throws: ``PortError/unparseable(file:diagnostics:)`` when `source` is not valid Swift.
    public init(porting source: String, fileName: String = "<input>") throws(PortError) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard errors.isEmpty else {
            let lines = errors.map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return "\(fileName):\(location.line):\(location.column): error: \(diagnostic.message)"
            }
            throw .unparseable(file: fileName, diagnostics: lines)
        }
        let rewriter = PortRewriter(tree: tree, converter: converter)
        let rewritten = rewriter.rewrite(tree)
        text = rewritten.description
        findings = rewriter.findings.enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
    }
}
