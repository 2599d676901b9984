import SwiftSyntax

/// `#if os(iOS)` and `os(tvOS)` around UIKit code become `#if canImport(UIKit)`, so the
/// iOS branch is the one compiled against this UIKit. A block counts as UIKit code when the
/// file, or another file ported with it, imports UIKit, or the block names `UIKit` or a
/// `UI…` type, or `AppKit` or `Cocoa` (the other side of the split); an `os(iOS)` block in
/// files with no UI framework at all (a model shared with watchOS, say) stays.
extension PortRewriter {
    /// `clause` (the rewritten `original`) with its condition ported.
    func portCondition(of clause: IfConfigClauseSyntax, original: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        guard let condition = clause.condition, let block = original.parent?.parent?.as(IfConfigDeclSyntax.self),
              let ported = portedCondition(condition, in: block, importsUIKit: usesUIKit) else { return clause }
        report(.rewrote, at: original, "\(original.poundKeyword.text) \(condition.trimmedDescription) as \(original.poundKeyword.text) \(ported.trimmedDescription)")
        return clause.with(\.condition, ported)
    }
}

/// `condition` of a clause of `block` with `os(iOS)` and `os(tvOS)` as `canImport(UIKit)`
/// when the block is UIKit code (the file imports UIKit or the block names `UIKit`,
/// `AppKit`, `Cocoa` or a `UI…` type); `nil` when nothing changes.
func portedCondition(_ condition: ExprSyntax, in block: IfConfigDeclSyntax, importsUIKit: Bool) -> ExprSyntax? {
    guard importsUIKit || guardsUIKit(block) else { return nil }
    let rewriter = OSConditionRewriter(viewMode: .sourceAccurate)
    let ported = rewriter.rewrite(condition).cast(ExprSyntax.self)
    return rewriter.changed ? ported : nil
}

private func guardsUIKit(_ block: IfConfigDeclSyntax) -> Bool {
    block.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let text) = token.tokenKind else { return false }
        // A branch for AppKit is the other side of a UIKit split (`#if !os(iOS) import AppKit`).
        if text == "UIKit" || text == "AppKit" || text == "Cocoa" { return true }
        let characters = Array(text)
        return characters.count > 2 && text.hasPrefix("UI") && characters[2].isUppercase
    }
}

/// Replaces `os(iOS)` and `os(tvOS)` with `canImport(UIKit)`, then drops repeats in `||`
/// chains (`os(iOS) || os(tvOS)` becomes one `canImport(UIKit)`).
private final class OSConditionRewriter: SyntaxRewriter {
    private(set) var changed = false

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard node.calledExpression.trimmedDescription == "os", node.arguments.count == 1,
              ["iOS", "tvOS"].contains(node.arguments.first?.expression.trimmedDescription) else { return super.visit(node) }
        changed = true
        return replacement("canImport(UIKit)", for: node)
    }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard let sequence = visited.as(SequenceExprSyntax.self) else { return visited }
        let elements = Array(sequence.elements)
        let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
        guard operators.allSatisfy({ $0.trimmedDescription == "||" }) else { return visited }
        var seen = Set<String>()
        var kept: [ExprSyntax] = []
        for (offset, operand) in stride(from: 0, to: elements.count, by: 2).map({ elements[$0] }).enumerated() {
            guard seen.insert(operand.trimmedDescription).inserted else { continue }
            if offset > 0, !kept.isEmpty { kept.append(operators[offset - 1]) }
            kept.append(operand)
        }
        guard kept.count < elements.count else { return visited }
        if kept.count == 1 { return kept[0].with(\.trailingTrivia, sequence.trailingTrivia) }
        return ExprSyntax(sequence.with(\.elements, ExprListSyntax(kept)))
    }
}
