import SwiftParser
import SwiftSyntax

/// `autoreleasepool { … }` (Foundation on Linux has none: objects are released when their
/// last reference goes, which is what the pool's end made sure of) becomes a `do { … }`
/// block when it is a statement whose closure does not `return`, else the closure called
/// in place, `{ … }()`, which keeps its value and its `return`s.
extension PortRewriter {
    /// `autoreleasepool { … }` as `{ … }()` where it is not a plain statement; `nil` when
    /// `node` is not a pool, or is one that ``portAutoreleasePoolStatement(_:original:)`` takes.
    func portAutoreleasePool(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let closure = Self.poolClosure(node), !Self.isBlockStatement(node, closure) else { return nil }
        report(.rewrote, at: node, "autoreleasepool { … } as the closure called in place, { … }(): objects are released when their last reference goes")
        return replacement(closure.trimmedDescription + "()", for: node)
    }

    /// `item` (the rewritten `original`) as `do { … }` when it is a pool whose closure does
    /// not `return`; `nil` otherwise.
    func portAutoreleasePoolStatement(_ item: CodeBlockItemSyntax, original: CodeBlockItemSyntax) -> CodeBlockItemSyntax? {
        guard let call = original.item.as(FunctionCallExprSyntax.self), let closure = Self.poolClosure(call),
              Self.isBlockStatement(call, closure),
              let visited = item.item.as(FunctionCallExprSyntax.self).flatMap(Self.poolClosure) else { return nil }
        report(.rewrote, at: original, "autoreleasepool { … } as do { … }: objects are released when their last reference goes")
        let text = "do {" + visited.statements.description + visited.rightBrace.leadingTrivia.description + "}"
        guard let statement = Parser.parse(source: text).statements.first else { return nil }
        return statement.with(\.leadingTrivia, item.leadingTrivia).with(\.trailingTrivia, item.trailingTrivia)
    }

    /// The closure of `autoreleasepool { … }` or `autoreleasepool(invoking: { … })`, when it
    /// takes no parameters.
    private static func poolClosure(_ node: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard node.calledExpression.trimmedDescription == "autoreleasepool", node.additionalTrailingClosures.isEmpty
        else { return nil }
        let closure: ClosureExprSyntax?
        if node.arguments.isEmpty {
            closure = node.trailingClosure
        } else if node.trailingClosure == nil, node.labels == ["invoking"] {
            closure = node.arguments.first?.expression.as(ClosureExprSyntax.self)
        } else {
            closure = nil
        }
        guard let closure else { return nil }
        if let signature = closure.signature {
            guard signature.capture == nil, signature.parameterClause.map({ clause in
                clause.as(ClosureParameterClauseSyntax.self)?.parameters.isEmpty ?? false
            }) ?? true else { return nil }
        }
        return closure
    }

    /// Whether `node` is a statement of its own whose closure does not `return`.
    private static func isBlockStatement(_ node: FunctionCallExprSyntax, _ closure: ClosureExprSyntax) -> Bool {
        (node.parent?.is(CodeBlockItemSyntax.self) ?? false) && !ReturnFinder.returns(in: closure)
    }
}

/// Whether a closure's own body has a `return` (not one in a nested closure or function).
private final class ReturnFinder: SyntaxVisitor {
    private var found = false

    static func returns(in closure: ClosureExprSyntax) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
