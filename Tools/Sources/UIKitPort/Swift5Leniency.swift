import SwiftDiagnostics
import SwiftSyntax

/// What the compiler accepts with a warning in the Swift 5 language mode that swift-syntax's
/// parser calls an error: whitespace between an attribute's name and its `(`
/// (`@available (iOS 9.0, *)`). The tool accepts the file and removes the whitespace
/// (`portAttributeWhitespace(of:original:)`), so the result compiles in Swift 6 too.
enum Swift5Leniency {
    /// Whether the compiler only warns about `diagnostic` in the Swift 5 mode.
    static func accepts(_ diagnostic: Diagnostic) -> Bool {
        guard let token = diagnostic.node.as(TokenSyntax.self) else { return false }
        return isSpacedAttributeParenthesis(token)
    }

    /// Whether `token` is the `(` of an attribute's arguments with whitespace before it.
    static func isSpacedAttributeParenthesis(_ token: TokenSyntax) -> Bool {
        guard token.tokenKind == .leftParen, let attribute = token.parent?.as(AttributeSyntax.self),
              attribute.leftParen?.id == token.id else { return false }
        return !token.leadingTrivia.isEmpty || !attribute.attributeName.trailingTrivia.isEmpty
    }
}

extension PortRewriter {
    /// `attribute` (the rewritten `original`) as `@name(arguments)` where it was `@name (arguments)`.
    func portAttributeWhitespace(of attribute: AttributeSyntax, original: AttributeSyntax) -> AttributeSyntax {
        guard let paren = original.leftParen, Swift5Leniency.isSpacedAttributeParenthesis(paren),
              let newParen = attribute.leftParen else { return attribute }
        report(.rewrote, at: original, "\(original.trimmedDescription): the space before `(` removed (an error in the Swift 6 language mode)")
        return attribute.with(\.attributeName, attribute.attributeName.with(\.trailingTrivia, []))
            .with(\.leftParen, newParen.with(\.leadingTrivia, []))
    }
}
