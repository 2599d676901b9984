import SwiftSyntax

/// Objective-C attributes and modifiers, which Swift on Linux does not compile:
/// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `dynamic`, `@IBAction`,
/// `@IBInspectable`, `@IBDesignable` are removed (except `@objc` where an `optional`
/// protocol requirement needs it, which is refused); `@IBOutlet weak var` becomes this
/// UIKit's `@Outlet var` (a weak outlet that nibs connect by name); other `@IBOutlet`s
/// (strong, collections) become plain properties; `@UIApplicationMain` becomes `@main`
/// (this UIKit's `UIApplicationDelegate` provides the `static func main()` it calls);
/// `@NSManaged` is refused.
///
/// A removed attribute's leading trivia (indentation, doc comments) moves to the token
/// after it, so the declaration keeps its place and its comments.
extension PortRewriter {
    /// `decl` (the rewritten `original`) with its Objective-C attributes ported.
    func portAttributes<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(of decl: D, original: D) -> D {
        let variable = original.as(VariableDeclSyntax.self)
        let isWeakOutlet = variable.map { variable in
            variable.modifiers.contains { $0.name.tokenKind == .keyword(.weak) }
                && !variable.bindings.contains { $0.typeAnnotation?.type.is(ArrayTypeSyntax.self) ?? false }
        } ?? false
        var dropsWeak = false
        var pending: Trivia?
        var changed = false
        var attributes: [AttributeListSyntax.Element] = []
        for (element, originalElement) in zip(decl.attributes, original.attributes) {
            guard case .attribute(let attribute) = element else {
                attributes.append(carrying(&pending, to: element))
                continue
            }
            let name = attribute.attributeName.trimmedDescription
            if removedAttributeNames.contains(name), !(name == "objc" && optionalProtocolDepth > 0) {
                report(.rewrote, at: originalElement, "\(attribute.trimmedDescription): removed")
                pending = pending ?? attribute.leadingTrivia
                changed = true
            } else if name == "IBOutlet", isWeakOutlet {
                report(.rewrote, at: originalElement, "@IBOutlet weak var as @Outlet var (this UIKit's weak outlet, connected by name)")
                attributes.append(carrying(&pending, to: .attribute(attribute.with(\.attributeName, renamed(attribute, "Outlet")))))
                dropsWeak = true
                changed = true
            } else if name == "IBOutlet" {
                report(.rewrote, at: originalElement, "@IBOutlet: removed; a strong or collection outlet is a plain property here, which nibs do not connect (a single weak view can be @Outlet)")
                pending = pending ?? attribute.leadingTrivia
                changed = true
            } else if name == "UIApplicationMain" {
                let conforms = original.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes
                    .contains { $0.type.trimmedDescription.hasSuffix("UIApplicationDelegate") } ?? false
                report(.rewrote, at: originalElement, conforms
                       ? "@UIApplicationMain as @main: UIApplicationDelegate's static func main() starts the app, as on iOS"
                       : "@UIApplicationMain as @main: UIApplicationDelegate's static func main() starts the app, as on iOS; the class must conform to UIApplicationDelegate (here or in an extension)")
                attributes.append(carrying(&pending, to: .attribute(attribute.with(\.attributeName, renamed(attribute, "main")))))
                changed = true
            } else {
                if name == "NSManaged" {
                    report(.cannotPort, at: originalElement, "@NSManaged: Core Data's managed properties need the Objective-C runtime; store the value by hand")
                }
                attributes.append(carrying(&pending, to: element))
            }
        }
        var modifiers: [DeclModifierSyntax] = []
        for (modifier, originalModifier) in zip(decl.modifiers, original.modifiers) {
            if modifier.name.tokenKind == .keyword(.dynamic) {
                report(.rewrote, at: originalModifier, "dynamic: removed")
                pending = pending ?? modifier.leadingTrivia
                changed = true
            } else if dropsWeak, modifier.name.tokenKind == .keyword(.weak) {
                pending = pending ?? modifier.leadingTrivia
            } else {
                modifiers.append(carrying(&pending, to: modifier))
            }
        }
        guard changed else { return decl }
        var result = decl
        result.attributes = AttributeListSyntax(attributes)
        result.modifiers = DeclModifierListSyntax(modifiers)
        guard let pending else { return result }
        // Every attribute and modifier after the first removed one went too: the
        // declaration's keyword takes the trivia.
        let skipped = Array(result.attributes.tokens(viewMode: .sourceAccurate)).count
            + Array(result.modifiers.tokens(viewMode: .sourceAccurate)).count
        guard let keyword = Array(result.tokens(viewMode: .sourceAccurate)).dropFirst(skipped).first else { return result }
        return TriviaSetter(token: keyword.id, trivia: merged(pending, keyword.leadingTrivia)).rewrite(result).cast(D.self)
    }

    /// `node` with `pending` (a removed predecessor's leading trivia) in front, if any.
    private func carrying<N: SyntaxProtocol>(_ pending: inout Trivia?, to node: N) -> N {
        guard let trivia = pending else { return node }
        pending = nil
        return node.with(\.leadingTrivia, merged(trivia, node.leadingTrivia))
    }

    /// The removed token's trivia, then the next token's comments if it had any.
    private func merged(_ removed: Trivia, _ next: Trivia) -> Trivia {
        next.contains { $0.isComment } ? removed + next : removed
    }

    private func renamed(_ attribute: AttributeSyntax, _ name: String) -> TypeSyntax {
        TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
            .with(\.leadingTrivia, attribute.attributeName.leadingTrivia)
            .with(\.trailingTrivia, attribute.attributeName.trailingTrivia)
    }
}

/// Sets one token's leading trivia.
private final class TriviaSetter: SyntaxRewriter {
    let token: SyntaxIdentifier
    let trivia: Trivia

    init(token: SyntaxIdentifier, trivia: Trivia) {
        self.token = token
        self.trivia = trivia
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: TokenSyntax) -> TokenSyntax {
        node.id == token ? node.with(\.leadingTrivia, trivia) : node
    }
}
