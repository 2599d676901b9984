import SwiftSyntax

/// The rewriting pass over one file. Each concern lives in its own extension
/// (`PortRewriter+TargetAction.swift`, `+Timer`, `+Notifications`, `+Perform`,
/// `+Attributes`, `+Conditions`, `+SubmoduleImports`, `+QuickSpecs`, `+Refusals`); this file dispatches
/// to them and holds the state they share.
///
/// The visits see the original tree (positions intact) before rebuilding it, so every
/// finding's line is the line in the file as the user wrote it. A rewritten call is
/// returned without visiting its arguments again: the `#selector` it consumed must not be
/// reported as left over.
final class PortRewriter: SyntaxRewriter {
    let index: TypeIndex
    /// The `#if` clauses left as they are (inactive on Linux once ported).
    let inactive: InactiveClauses
    private let converter: SourceLocationConverter
    /// The report so far, in the order found.
    private(set) var findings: [Finding] = []
    /// `#selector`s already reported with the call they belong to.
    var reportedSelectors: Set<SyntaxIdentifier> = []
    /// For each class being visited: how it keeps notification observer tokens, if it does.
    var tokenKeepingClasses: [ObserverTokenStore?] = []
    /// The overrides in extensions rewritten across the run's files.
    var overridePlan = OverridePlan()
    /// Depth inside `@objc` protocols that have `optional` requirements (which need `@objc`).
    var optionalProtocolDepth = 0

    /// The name of the stored property that keeps block-form observers' tokens.
    static let tokensProperty = "observerTokens"

    /// Whether `os(iOS)` conditions guard UIKit code here: the file, or another file of the
    /// run, imports UIKit.
    let usesUIKit: Bool

    /// A rewriter for `tree`; `runUsesUIKit` when another file of the run imports UIKit.
    init(tree: SourceFileSyntax, converter: SourceLocationConverter, runUsesUIKit: Bool = false) {
        index = TypeIndex(tree)
        usesUIKit = index.importsUIKit || runUsesUIKit
        inactive = InactiveClauses(tree, importsUIKit: usesUIKit)
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// Records a finding at `node`'s first token.
    func report(_ kind: Finding.Kind, at node: some SyntaxProtocol, _ message: String) {
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        findings.append(Finding(kind, line: line, message))
    }

    // MARK: Dispatch

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        addingQuickSpecRunners(to: super.visit(node), original: node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let rewritten = portTargetAction(node) ?? portDisplayLink(node) ?? portTimer(node)
            ?? portNotificationObserver(node) ?? portRemoveObserver(node) ?? portPerform(node)
            ?? portTypeDescription(node) ?? portAutoreleasePool(node) {
            return rewritten
        }
        refuseRuntimeCall(node)
        return super.visit(node)
    }

    override func visit(_ node: AttributeSyntax) -> AttributeSyntax {
        portAttributeWhitespace(of: super.visit(node), original: node)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        portSubmoduleImports(of: super.visit(node), original: node)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        let visited = super.visit(node)
        return portAutoreleasePoolStatement(visited, original: node) ?? visited
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        refuseLeftoverMacro(node)
        return super.visit(node)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        tokenKeepingClasses.append(keepsObserverTokens(node))
        let visited = super.visit(node)
        let tokenStore = tokenKeepingClasses.removeLast()
        guard var decl = visited.as(ClassDeclSyntax.self) else { return visited }
        if let tokenStore { decl = addingTokensProperty(tokenStore, to: decl, original: node) }
        decl = addingForwarders(to: decl, original: node)
        return DeclSyntax(portAttributes(of: decl, original: node))
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { portedDecl(node, super.visit(node)) }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { portedDecl(node, super.visit(node)) }
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        addingDispatches(to: portedDecl(node, super.visit(node)), original: DeclSyntax(node))
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax { portedDecl(node, super.visit(node)) }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        addingDispatches(to: portedDecl(node, super.visit(node)), original: DeclSyntax(node))
    }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { portedDecl(node, super.visit(node)) }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        refuseOverrides(in: node)
        let visited = portedDecl(node, super.visit(node))
        guard var decl = visited.as(ExtensionDeclSyntax.self) else { return visited }
        let members = zip(decl.memberBlock.members, node.memberBlock.members).map { member, original in
            member.with(\.decl, renamedOverride(member.decl, original: original.decl))
        }
        decl.memberBlock.members = MemberBlockItemListSyntax(members)
        return DeclSyntax(decl)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let keepsObjC = refuseOptionalRequirements(in: node)
        if keepsObjC { optionalProtocolDepth += 1 }
        let visited = super.visit(node)
        if keepsObjC {
            optionalProtocolDepth -= 1
            return visited
        }
        return portedDecl(node, visited)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        // An inactive clause is not compiled here: rewriting its contents could only break
        // them. Its condition is ported all the same, as the others are.
        if inactive.contains(node) { return portCondition(of: node, original: node) }
        let visited = super.visit(node)
        return portCondition(of: visited, original: node)
    }

    /// `rewritten` (the visit of `original`) with its Objective-C attributes ported.
    private func portedDecl<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        _ original: D, _ rewritten: DeclSyntax
    ) -> DeclSyntax {
        guard let decl = rewritten.as(D.self) else { return rewritten }
        return DeclSyntax(portAttributes(of: decl, original: original))
    }
}
