import SwiftSyntax

/// `perform(#selector(f))` becomes the call `f()`, `perform(#selector(f), with: x)` becomes
/// `f(x)` (`obj.perform(#selector(T.f))` becomes `obj.f()`), and
/// `perform(#selector(f), with: nil, afterDelay: d)` becomes
/// `DispatchQueue.main.asyncAfter(deadline: .now() + d) { [weak self] in self?.f() }`.
extension PortRewriter {
    /// The direct or delayed call a `perform` of a selector stands for; `nil` when `node`
    /// is not one.
    func portPerform(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard node.calleeName == "perform", let first = node.arguments.first, first.label == nil,
              let selector = SelectorName(first.expression) else { return nil }
        let rest = node.labels.dropFirst()
        let delayed = rest.last == "afterDelay"
        let values = node.arguments.dropFirst().filter { $0.label?.text == "with" }.map(\.expression)
        guard values.count == rest.count - (delayed ? 1 : 0) else {
            refuse(selector, "perform with \(rest.compactMap { $0 }.map { $0 + ":" }.joined()) has no direct form here; call the method by hand")
            return nil
        }
        let labels: [String]
        if let known = methodLabels(of: selector, at: node), known.count == values.count {
            labels = known
        } else if values.allSatisfy(\.isNil), methodLabels(of: selector, at: node)?.isEmpty ?? true {
            labels = []
        } else if selector.labels == nil, methodLabels(of: selector, at: node) == nil {
            labels = Array(repeating: "_", count: values.count)
        } else {
            refuse(selector, "the arguments do not match \(selector.compoundName)'s parameters; call it by hand")
            return nil
        }
        let arguments = callArguments(labels: labels, values: labels.isEmpty ? [] : values.map(\.trimmedDescription))
        let text: String
        if delayed, let delay = node.argument("afterDelay")?.expression {
            let capture = WeakCapture(node.receiver ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))))
            let simple = delay.is(DeclReferenceExprSyntax.self) || delay.is(IntegerLiteralExprSyntax.self)
                || delay.is(FloatLiteralExprSyntax.self) || delay.is(MemberAccessExprSyntax.self)
            let after = simple ? delay.trimmedDescription : "(\(delay.trimmedDescription))"
            text = "DispatchQueue.main.asyncAfter(deadline: .now() + \(after)) { \(capture.captureList) in \(capture.receiver).\(selector.baseName)\(arguments) }"
        } else if let receiver = node.receiver {
            text = "\(receiver.trimmedDescription).\(selector.baseName)\(arguments)"
        } else {
            text = "\(selector.baseName)\(arguments)"
        }
        report(.rewrote, at: node, "perform(\(selector.expression.trimmedDescription)\(rest.isEmpty ? "" : ", …")) as \(text)")
        return replacement(text, for: node)
    }
}
