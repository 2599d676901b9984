import SwiftSyntax

/// `deinit` in a subclass of a UIKit class becomes `isolated deinit`: this UIKit's
/// `UIResponder` and `UIView` deinitialize on the main actor (`isolated deinit`), and Swift
/// requires an override to match, where iOS code (`deinit { NotificationCenter.default.removeObserver(self) }`)
/// has a plain one.
extension PortRewriter {
    /// `decl` (the rewritten `original`) as `isolated deinit` when its class needs it.
    func portDeinit(_ decl: DeinitializerDeclSyntax, original: DeinitializerDeclSyntax) -> DeinitializerDeclSyntax {
        guard decl.modifiers.isEmpty, index.inheritsFromUIKit(enclosingTypeName(of: Syntax(original))) else { return decl }
        report(.rewrote, at: original, "deinit as isolated deinit (UIKit classes here deinitialize on the main actor)")
        let keyword = decl.deinitKeyword
        let isolated = DeclModifierSyntax(name: .keyword(.isolated, leadingTrivia: keyword.leadingTrivia, trailingTrivia: .space))
        return decl.with(\.modifiers, DeclModifierListSyntax([isolated]))
            .with(\.deinitKeyword, keyword.with(\.leadingTrivia, []))
    }
}
