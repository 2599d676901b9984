import SwiftSyntax

/// `center.addObserver(self, selector: #selector(f(_:)), name: N, object: o)` becomes the
/// block form `center.addObserver(forName: N, object: o, queue: nil) { [weak self] note in … self?.f(note) }`.
///
/// The block form returns a token, and only the token removes the observer. Inside a
/// class declaration the tokens go into a stored property, `observerTokens`, which the
/// rewrite adds to the class, and `center.removeObserver(self)` in that class becomes
/// removing each token: what an iOS developer's `removeObserver(self)` (in `deinit` or
/// elsewhere) meant. Elsewhere (an extension, a struct) the token is dropped and the report
/// says so. The block runs on the posting thread and is `@Sendable`; a main-actor type's
/// method is called inside `MainActor.assumeIsolated`, which traps if the notification is
/// posted off the main thread, where the selector form would have run UI code off it too.
extension PortRewriter {
    /// The block form of a selector observer; `nil` when `node` is not one.
    func portNotificationObserver(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard node.calleeName == "addObserver", node.labels == [nil, "selector", "name", "object"],
              node.receiver != nil, let observer = node.arguments.first,
              let selectorArgument = node.argument("selector"), let name = node.argument("name"),
              let object = node.argument("object"), let selector = SelectorName(selectorArgument.expression)
        else { return nil }
        let isolate = index.isMainActor(methodType(of: selector, at: node))
        guard let closure = forwardingClosure(selector, at: node, capture: WeakCapture(observer.expression),
                                              parameter: "note", isolate: isolate) else {
            refuse(selector, "cannot tell whether \(selector.baseName) takes the notification; name it #selector(\(selector.baseName)(_:)) or declare it in this file")
            return nil
        }
        let queue = LabeledExprSyntax(leadingTrivia: .space, label: .identifier("queue"), colon: .colonToken(trailingTrivia: .space),
                                      expression: NilLiteralExprSyntax())
        let arguments = LabeledExprListSyntax([
            name.with(\.label, .identifier("forName")).with(\.leadingTrivia, observer.leadingTrivia),
            object.with(\.trailingComma, .commaToken()),
            queue,
        ])
        let call = node.with(\.arguments, arguments).withTrailingClosure(closure)
        let keepsToken = tokenKeepingClasses.last == true
        let text = keepsToken ? "\(Self.tokensProperty).append(\(call.trimmedDescription))" : "_ = \(call.trimmedDescription)"
        var message = "addObserver(_:selector:name:object:) as the block form \(closure)"
        if keepsToken {
            message += ", keeping its token in \(Self.tokensProperty)"
        } else {
            message += "; its token is dropped (not in a class declaration), so removeObserver(self) no longer removes it: keep the token to remove the observer"
        }
        if isolate { message += "; check that it is posted on the main thread" }
        report(.rewrote, at: node, message)
        return replacement(text, for: node)
    }

    /// In a class that keeps tokens, `center.removeObserver(self)` as removing each token;
    /// `removeObserver(self, name:object:)` there is refused (a token is needed).
    func portRemoveObserver(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard tokenKeepingClasses.last == true, node.calleeName == "removeObserver",
              let center = node.receiver, let observer = node.arguments.first, observer.label == nil,
              observer.expression.isSelf else { return nil }
        guard node.labels.count == 1 else {
            report(.cannotPort, at: node, "\(node.trimmedDescription): block-form observers are removed by their tokens; remove the token kept in \(Self.tokensProperty) for that name")
            return nil
        }
        let text = "\(Self.tokensProperty).forEach { \(center.trimmedDescription).removeObserver($0) }"
        report(.rewrote, at: node, "removeObserver(self) as \(text)")
        return replacement(text, for: node)
    }

    /// Whether `node` adds a selector observer in its own body (and so needs the tokens).
    func keepsObserverTokens(_ node: ClassDeclSyntax) -> Bool {
        let finder = SelectorObserverFinder(viewMode: .sourceAccurate)
        finder.walk(node.memberBlock)
        return finder.found
    }

    /// `decl` with `private var observerTokens` as its first member, unless it has one.
    /// `nonisolated(unsafe)`, so a plain `deinit` may remove the observers in Swift 6 mode too.
    func addingTokensProperty(to decl: ClassDeclSyntax, original: ClassDeclSyntax) -> ClassDeclSyntax {
        let members = decl.memberBlock.members
        let declared = members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.trimmedDescription == Self.tokensProperty
            } ?? false
        }
        guard !declared, let first = members.first else { return decl }
        let indentation = first.leadingTrivia.pieces.reversed().prefix { !$0.isNewline }.reversed()
        let property = MemberBlockItemSyntax(
            leadingTrivia: Trivia(pieces: [.newlines(1)] + indentation),
            decl: parsedDeclaration("/// The tokens of this object's notification observers, for `removeObserver`.\n"
                + Trivia(pieces: Array(indentation)).description
                + "nonisolated(unsafe) private var \(Self.tokensProperty): [any NSObjectProtocol] = []"))
        report(.rewrote, at: original.name, "class \(original.name.text): added \(Self.tokensProperty) to keep the notification observers' tokens")
        let newMembers = MemberBlockItemListSyntax([property] + Array(members))
        return decl.with(\.memberBlock, decl.memberBlock.with(\.members, newMembers))
    }
}

/// Finds `addObserver(_:selector:name:object:)` calls, not looking into nested classes.
private final class SelectorObserverFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calleeName == "addObserver", node.labels == [nil, "selector", "name", "object"] { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
