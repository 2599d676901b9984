import SwiftSyntax

/// How a closure form reaches the selector form's target without keeping it alive:
/// `[weak self]` and `self?`, `[weak model]` and `model?`, or for any other expression
/// `[weak target = self.model]` and `target?`.
struct WeakCapture {
    /// The capture list, brackets included.
    let captureList: String
    /// The optional receiver to call the method on.
    let receiver: String

    /// The capture of `target` (the selector form's target argument).
    init(_ target: ExprSyntax) {
        let text = target.trimmedDescription
        if let reference = target.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            captureList = "[weak \(text)]"
            receiver = "\(text)?"
        } else {
            captureList = "[weak target = \(text)]"
            receiver = "target?"
        }
    }
}
