import SwiftIfConfig
import SwiftSyntax

/// The `#if` clauses of a file that are inactive once it is ported (compiled on Linux
/// with this UIKit, `os(iOS)` around UIKit code having become `canImport(UIKit)`).
/// The tool leaves them as they are, and ignores parse errors in them, as the compiler
/// does (it parses an inactive clause with its diagnostics suppressed).
struct InactiveClauses {
    private var clauses: Set<SyntaxIdentifier> = []

    /// The inactive clauses of `tree`; `importsUIKit` as in ``TypeIndex``.
    init(_ tree: SourceFileSyntax, importsUIKit: Bool) {
        let finder = IfConfigFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let configuration = PortedBuildConfiguration()
        for block in finder.blocks {
            let ported = IfConfigClauseListSyntax(block.clauses.map { clause in
                guard let condition = clause.condition,
                      let rewritten = portedCondition(condition, in: block, importsUIKit: importsUIKit) else { return clause }
                return clause.with(\.condition, rewritten)
            })
            let portedBlock = block.with(\.clauses, ported)
            let active = portedBlock.activeClause(in: configuration).clause
            let activeOffset = active.flatMap { active in portedBlock.clauses.firstIndex { $0.id == active.id } }
                .map { portedBlock.clauses.distance(from: portedBlock.clauses.startIndex, to: $0) }
            for (offset, clause) in block.clauses.enumerated() where offset != activeOffset {
                clauses.insert(clause.id)
            }
        }
    }

    /// Whether `clause` is inactive.
    func contains(_ clause: IfConfigClauseSyntax) -> Bool { clauses.contains(clause.id) }

    /// Whether `node` lies in an inactive clause (at any depth).
    func encloses(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self), clauses.contains(clause.id) { return true }
            current = syntax.parent
        }
        return false
    }
}

private final class IfConfigFinder: SyntaxVisitor {
    var blocks: [IfConfigDeclSyntax] = []

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        blocks.append(node)
        return .visitChildren
    }
}
