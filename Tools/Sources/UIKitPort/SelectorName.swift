import SwiftSyntax

/// The method a `#selector(…)` names: `#selector(tapped)`, `#selector(tapped(_:))`,
/// `#selector(Foo.tapped(_:event:))`.
struct SelectorName {
    /// The type before the dot (`Foo`, `Self`), or `nil` for a bare name or `self.`.
    let typeName: String?
    /// The method's base name (`tapped`).
    let baseName: String
    /// The argument labels when the selector spells them (`["_", "event"]`), else `nil`.
    let labels: [String]?
    /// The `#selector` expression itself, for positions and messages.
    let expression: MacroExpansionExprSyntax

    /// The name with its labels as written (`tapped(_:)`), or the base name.
    var compoundName: String {
        guard let labels else { return baseName }
        return baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// Reads `expression` when it is a `#selector` of a plain method name; `nil` for
    /// anything else (`#selector(getter: x)`, a cast, a non-selector expression).
    init?(_ expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil
        else { return nil }
        let reference: DeclReferenceExprSyntax
        if let member = argument.expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let baseText = base.trimmedDescription
            typeName = baseText == "self" ? nil : baseText
            reference = member.declName
        } else if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            typeName = nil
            reference = plain
        } else {
            return nil
        }
        guard case .identifier(let name) = reference.baseName.tokenKind else { return nil }
        baseName = name
        labels = reference.argumentNames.map { $0.arguments.map(\.name.text) }
        self.expression = macro
    }
}
