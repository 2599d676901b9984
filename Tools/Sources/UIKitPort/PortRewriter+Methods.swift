import SwiftSyntax

/// Resolving what a `#selector` names, from the file's ``TypeIndex``.
extension PortRewriter {
    /// The type whose method `selector` names: the one spelled, else the one around `node`.
    func methodType(of selector: SelectorName, at node: some SyntaxProtocol) -> String? {
        if let type = selector.typeName, type != "Self" { return type }
        return enclosingTypeName(of: Syntax(node))
    }

    /// The labels of the method `selector` names: as spelled, or those of the only method
    /// of that name in the file; `nil` when the file cannot tell.
    func methodLabels(of selector: SelectorName, at node: some SyntaxProtocol) -> [String]? {
        if let labels = selector.labels { return labels }
        let overloads = index.overloads(of: selector.baseName, in: methodType(of: selector, at: node))
        return overloads.count == 1 ? overloads[0] : nil
    }

    /// The closure that calls `selector`'s method on `capture`'s receiver with `parameter`
    /// (when the method takes one): `{ [weak self] link in self?.step(link) }`. Wrapped in
    /// `MainActor.assumeIsolated` when `isolate` (the closure is `@Sendable` and the method
    /// is the main actor's); `nil` when the method's parameters are unknown or more than one.
    func forwardingClosure(_ selector: SelectorName, at node: some SyntaxProtocol, capture: WeakCapture,
                           parameter: String, isolate: Bool) -> String? {
        guard let labels = methodLabels(of: selector, at: node), labels.count <= 1 else { return nil }
        let call = capture.receiver + "." + selector.baseName
            + callArguments(labels: labels, values: labels.isEmpty ? [] : [parameter])
        let body = isolate ? "MainActor.assumeIsolated { \(call) }" : call
        return "{ \(capture.captureList) \(labels.isEmpty ? "_" : parameter) in \(body) }"
    }

    /// Reports that `selector` cannot be ported and marks it reported.
    func refuse(_ selector: SelectorName, _ why: String) {
        report(.cannotPort, at: selector.expression, "\(selector.expression.trimmedDescription): \(why)")
        reportedSelectors.insert(selector.expression.id)
    }
}
