import SwiftSyntax

/// Controls, bar button items and gesture recognizers: `action: #selector(tapped(_:))`
/// becomes the method reference `action: Controller.tapped` (the type around the call, or
/// the one the selector names). This UIKit holds the target
/// weakly, so the reference makes no retain cycle.
extension PortRewriter {
    /// `addTarget(t, action: #selector(m), …)` and `…(target: t, action: #selector(m))`
    /// with the action as a method reference; `nil` when `node` is not such a call.
    func portTargetAction(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let action = node.argument("action"), let selector = SelectorName(action.expression) else { return nil }
        let target: ExprSyntax
        if node.calleeName == "addTarget", let first = node.arguments.first, first.label == nil {
            target = first.expression
        } else if let labeled = node.argument("target") {
            target = labeled.expression
        } else {
            return nil
        }
        // The type by name, never `Self`: `Self.tapped` is `(Self) -> …`, which the
        // generic `Target` (the class of `self`) does not match.
        let enclosing = enclosingTypeName(of: Syntax(node))
        let typeName: String
        if let spelled = selector.typeName, spelled != "Self" {
            typeName = spelled
        } else if let enclosing, selector.typeName == "Self" || target.isSelf || target.isNil {
            typeName = enclosing
        } else if selector.typeName == nil, !target.isSelf, !target.isNil {
            refuse(selector, "the target is not self and the selector names no type; write #selector(Type.\(selector.compoundName))")
            return nil
        } else {
            refuse(selector, "no type around it to take the method from; write #selector(Type.\(selector.compoundName))")
            return nil
        }
        let overloads = index.overloads(of: selector.baseName, in: methodType(of: selector, at: node))
        let name = selector.labels != nil && overloads.count > 1 ? selector.compoundName : selector.baseName
        let reference = "\(typeName).\(name)"
        var message = "\(selector.expression.trimmedDescription) to \(reference)"
        if target.isNil { message += "; a nil target now means the first responder of type \(typeName)" }
        report(.rewrote, at: selector.expression, message)
        let arguments = LabeledExprListSyntax(node.arguments.map { argument in
            argument.id == action.id ? argument.with(\.expression, replacement(reference, for: action.expression)) : argument
        })
        return ExprSyntax(node.with(\.arguments, arguments))
    }
}
