import SwiftSyntax

/// `type(of: object).description()`, an Objective-C class method reached through
/// `AnyObject.Type`, becomes Swift's `String(describing: type(of: object))`: the class's
/// name (unqualified, as `NSStringFromClass` gives it without the module for Swift classes).
extension PortRewriter {
    /// The Swift spelling of a class's description; `nil` when `node` is not one.
    func portTypeDescription(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
              let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "description", member.declName.argumentNames == nil,
              let typeCall = member.base?.as(FunctionCallExprSyntax.self),
              typeCall.calledExpression.trimmedDescription == "type", typeCall.labels == ["of"]
        else { return nil }
        let text = "String(describing: \(typeCall.trimmedDescription))"
        report(.rewrote, at: node, "\(node.trimmedDescription) as \(text)")
        return replacement(text, for: node)
    }
}
