import SwiftSyntax

/// What needs the Objective-C runtime and has no mechanical rewrite: reported with its
/// line, left as it was.
extension PortRewriter {
    /// Refuses `Selector("x")`, `NSSelectorFromString`, `responds(to:)` and
    /// `cancelPreviousPerformRequests`.
    func refuseRuntimeCall(_ node: FunctionCallExprSyntax) {
        let callee = node.calledExpression.trimmedDescription
        if callee == "Selector" || callee == "NSSelectorFromString" {
            report(.cannotPort, at: node, "\(node.trimmedDescription): a selector built from a string needs the Objective-C runtime; call the method directly or pass a closure")
        } else if node.calleeName == "responds", node.labels == ["to"] {
            if let selector = node.arguments.first?.expression.as(MacroExpansionExprSyntax.self) { reportedSelectors.insert(selector.id) }
            report(.cannotPort, at: node, "\(node.trimmedDescription): responds(to:) needs the Objective-C runtime; use a protocol (with a default implementation for optional methods) and `as?`")
        } else if node.calleeName == "cancelPreviousPerformRequests" {
            report(.cannotPort, at: node, "\(node.trimmedDescription): delayed performs are DispatchQueue blocks here; keep a DispatchWorkItem and cancel it")
        }
    }

    /// Refuses a `#selector` no rewrite consumed and any `#keyPath`.
    func refuseLeftoverMacro(_ node: MacroExpansionExprSyntax) {
        switch node.macroName.text {
        case "selector" where !reportedSelectors.contains(node.id):
            reportedSelectors.insert(node.id)
            report(.cannotPort, at: node, "\(node.trimmedDescription): this API has no method-reference or closure form here; pass a closure by hand")
        case "keyPath":
            report(.cannotPort, at: node, "\(node.trimmedDescription): key-value observing needs the Objective-C runtime; use a didSet observer or a closure")
        default:
            break
        }
    }

    /// Refuses each `override` in an extension that the ``OverridePlan`` does not rewrite.
    func refuseOverrides(in node: ExtensionDeclSyntax) {
        for member in node.memberBlock.members where overridePlan.helpers[member.decl.id] == nil {
            guard let decl = member.decl.asProtocol((any WithModifiersSyntax).self),
                  decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { continue }
            report(.cannotPort, at: member.decl, "override in an extension of \(node.extendedType.trimmedDescription): only Objective-C methods can be overridden from an extension; move it into the class declaration (the tool does when the class, or the overridden member, is declared in the files it ports)")
        }
    }

    /// Refuses each `optional` requirement of `node`; whether there was one (the protocol
    /// and its members then keep `@objc`).
    func refuseOptionalRequirements(in node: ProtocolDeclSyntax) -> Bool {
        var found = false
        for member in node.memberBlock.members {
            guard let decl = member.decl.asProtocol((any WithModifiersSyntax).self),
                  decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) else { continue }
            found = true
            report(.cannotPort, at: member.decl, "optional requirement in @objc protocol \(node.name.text): optional requirements need the Objective-C runtime; make it required with a default implementation in an extension")
        }
        return found
    }
}
