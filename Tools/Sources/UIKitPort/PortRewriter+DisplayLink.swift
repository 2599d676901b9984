import SwiftSyntax

/// `CADisplayLink(target: self, selector: #selector(step))` becomes
/// `CADisplayLink { [weak self] link in self?.step(link) }` (`_ in self?.step()` when the
/// method takes no link). The handler is `@MainActor`, so no isolation hop is needed.
extension PortRewriter {
    /// The closure form of a display link made with a target and selector; `nil` when
    /// `node` is not one.
    func portDisplayLink(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let callee = node.calledExpression.trimmedDescription
        guard callee == "CADisplayLink" || callee == "CADisplayLink.init", node.labels == ["target", "selector"],
              let target = node.argument("target"), let selectorArgument = node.argument("selector"),
              let selector = SelectorName(selectorArgument.expression) else { return nil }
        guard let closure = forwardingClosure(selector, at: node, capture: WeakCapture(target.expression),
                                              parameter: "link", isolate: false) else {
            refuse(selector, "cannot tell whether \(selector.baseName) takes the link; name it #selector(\(selector.baseName)(_:)) or declare it in this file")
            return nil
        }
        let text = "CADisplayLink \(closure)"
        report(.rewrote, at: node, "CADisplayLink(target:selector:) as \(text)")
        return replacement(text, for: node)
    }
}
