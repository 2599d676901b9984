import SwiftSyntax

/// `Timer.scheduledTimer(timeInterval: t, target: self, selector: #selector(tick), userInfo: nil, repeats: r)`
/// becomes Foundation's block form, `Timer.scheduledTimer(withTimeInterval: t, repeats: r) { [weak self] timer in self?.tick(timer) }`,
/// `Timer(timeInterval:target:selector:userInfo:repeats:)` becomes `Timer(timeInterval:repeats:) { … }`,
/// and `Timer(fireAt:interval:target:selector:userInfo:repeats:)` becomes `Timer(fire:interval:repeats:) { … }`.
///
/// On iOS the timer retains its target; the weak capture is what keeps the block form
/// from making that a cycle. The block is `@Sendable`, so a main-actor type's method is
/// called inside `MainActor.assumeIsolated` (timers fire on the run loop that scheduled
/// them, the main one for UI code). A non-`nil` `userInfo` is not ported: the block form
/// has none, and the value belongs in the closure.
extension PortRewriter {
    /// The block form of a target-selector timer; `nil` when `node` is not one.
    func portTimer(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let callee = node.calledExpression.trimmedDescription
        let scheduled = callee == "Timer.scheduledTimer"
        let initializer = callee == "Timer" || callee == "Timer.init"
        let firesAtDate = initializer && node.labels == ["fireAt", "interval", "target", "selector", "userInfo", "repeats"]
        guard scheduled || initializer,
              firesAtDate || node.labels == ["timeInterval", "target", "selector", "userInfo", "repeats"],
              let interval = node.argument(firesAtDate ? "interval" : "timeInterval"), let target = node.argument("target"),
              let selectorArgument = node.argument("selector"), let userInfo = node.argument("userInfo"),
              let repeats = node.argument("repeats"), let selector = SelectorName(selectorArgument.expression)
        else { return nil }
        guard userInfo.expression.isNil else {
            refuse(selector, "the block form of Timer has no userInfo; capture the value in the closure by hand")
            return nil
        }
        let isolate = index.isMainActor(methodType(of: selector, at: node))
        guard let closure = forwardingClosure(selector, at: node, capture: WeakCapture(target.expression),
                                              parameter: "timer", isolate: isolate) else {
            refuse(selector, "cannot tell whether \(selector.baseName) takes the timer; name it #selector(\(selector.baseName)(_:)) or declare it in this file")
            return nil
        }
        var arguments: [LabeledExprSyntax]
        if firesAtDate, let date = node.argument("fireAt") {
            arguments = [date.with(\.label, .identifier("fire")), interval]
        } else {
            arguments = [scheduled ? interval.with(\.label, .identifier("withTimeInterval")) : interval]
        }
        arguments.append(repeats.with(\.trailingComma, nil))
        let rewritten = node.with(\.arguments, LabeledExprListSyntax(arguments)).withTrailingClosure(closure)
        let form = firesAtDate ? "fireAt:interval" : "timeInterval"
        report(.rewrote, at: node, "\(callee)(\(form):target:selector:userInfo:repeats:) as the block form \(closure)")
        return ExprSyntax(rewritten)
    }
}
