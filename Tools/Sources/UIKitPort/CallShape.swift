import SwiftParser
import SwiftSyntax

/// Reading calls the way the rewrites match them: by callee name and argument labels.
extension FunctionCallExprSyntax {
    /// The called name's last component: `addTarget` in `button.addTarget(…)`,
    /// `Timer` in `Timer(…)`.
    var calleeName: String? {
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The receiver before the callee's dot, if any (`button` in `button.addTarget(…)`).
    var receiver: ExprSyntax? { calledExpression.as(MemberAccessExprSyntax.self)?.base }

    /// The argument labels in order, `nil` for an unlabeled argument.
    var labels: [String?] { arguments.map { $0.label?.text } }

    /// The argument labeled `label`.
    func argument(_ label: String) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    /// This call with a trailing closure `closure` after its parentheses; the call's
    /// trailing trivia moves after the closure.
    func withTrailingClosure(_ closure: String) -> FunctionCallExprSyntax {
        let trailing = trailingTrivia
        let closureExpr = parsedExpression(closure).cast(ClosureExprSyntax.self)
            .with(\.leadingTrivia, .space).with(\.trailingTrivia, trailing)
        return with(\.trailingTrivia, []).with(\.trailingClosure, closureExpr)
    }
}

extension ExprSyntax {
    /// Whether this is `self`.
    var isSelf: Bool { self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
    /// Whether this is `nil`.
    var isNil: Bool { self.is(NilLiteralExprSyntax.self) }
}

/// `value` parsed as an expression, carrying `original`'s leading and trailing trivia.
func replacement(_ text: String, for original: some SyntaxProtocol) -> ExprSyntax {
    parsedExpression(text).with(\.leadingTrivia, original.leadingTrivia).with(\.trailingTrivia, original.trailingTrivia)
}

/// `text` parsed as an expression (text the rewrites made, so known to be valid).
func parsedExpression(_ text: String) -> ExprSyntax {
    var parser = Parser(text)
    return ExprSyntax.parse(from: &parser)
}

/// `text` parsed as a declaration.
func parsedDeclaration(_ text: String) -> DeclSyntax {
    var parser = Parser(text)
    return DeclSyntax.parse(from: &parser)
}

/// A call's argument text: `values` paired with `labels` (`_` for none): `(x)`, `(with: x)`.
func callArguments(labels: [String], values: [String]) -> String {
    "(" + zip(labels, values).map { $0 == "_" ? $1 : "\($0): \($1)" }.joined(separator: ", ") + ")"
}
