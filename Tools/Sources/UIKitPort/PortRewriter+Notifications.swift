import SwiftSyntax

/// `center.addObserver(self, selector: #selector(f(_:)), name: N, object: o)` becomes the
/// block form `center.addObserver(forName: N, object: o, queue: nil) { [weak self] note in … self?.f(note) }`.
///
/// The block form returns a token, and only the token removes the observer. Inside a
/// class declaration the tokens go into a stored property, `observerTokens`, which the
/// rewrite adds to the class, and `center.removeObserver(self)` in that class becomes
/// removing each token: what an iOS developer's `removeObserver(self)` (in `deinit` or
/// elsewhere) meant. When the class also removes observers by name,
/// `center.removeObserver(self, name: N, object: o)`, each token is kept with its name and
/// object, and that call removes the tokens that match. Elsewhere (an extension, a
/// struct) the token is dropped and the report says so. The block runs on the posting thread and is `@Sendable`; a main-actor type's
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
        let store = tokenKeepingClasses.last ?? nil
        let text: String
        switch store {
        case .plain: text = "\(Self.tokensProperty).append(\(call.trimmedDescription))"
        case .named:
            text = "\(Self.tokensProperty).append((name: \(name.expression.trimmedDescription), object: \(object.expression.trimmedDescription) as AnyObject?, token: \(call.trimmedDescription)))"
        case nil: text = "_ = \(call.trimmedDescription)"
        }
        let keepsToken = store != nil
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

    /// In a class that keeps tokens, `center.removeObserver(self)` as removing each token,
    /// and `center.removeObserver(self, name: N, object: o)` as removing those of that
    /// name (any name when `nil`) and object (any object when `nil`).
    func portRemoveObserver(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let store = tokenKeepingClasses.last ?? nil, node.calleeName == "removeObserver",
              let center = node.receiver, let observer = node.arguments.first, observer.label == nil,
              observer.expression.isSelf else { return nil }
        let centerText = center.trimmedDescription
        if node.labels.count == 1 {
            let text = store == .named
                ? "\(Self.tokensProperty).forEach { \(centerText).removeObserver($0.token) }"
                : "\(Self.tokensProperty).forEach { \(centerText).removeObserver($0) }"
            report(.rewrote, at: node, "removeObserver(self) as \(text)")
            return replacement(text, for: node)
        }
        guard node.labels == [nil, "name", "object"], store == .named,
              let name = node.argument("name"), let object = node.argument("object") else { return nil }
        var conditions: [String] = []
        if !name.expression.isNil { conditions.append("entry.name == \(name.expression.trimmedDescription)") }
        if !object.expression.isNil { conditions.append("entry.object === (\(object.expression.trimmedDescription) as AnyObject?)") }
        let matches = conditions.isEmpty ? "true" : conditions.joined(separator: " && ")
        let text = "\(Self.tokensProperty).removeAll { entry in let matches = \(matches); if matches { \(centerText).removeObserver(entry.token) }; return matches }"
        report(.rewrote, at: node, "removeObserver(self, name:object:) as removing the matching tokens kept in \(Self.tokensProperty): \(text)")
        return replacement(text, for: node)
    }

    /// How `node` keeps observer tokens: not at all when it adds no selector observer in
    /// its own body, with their names when it also removes observers by name.
    func keepsObserverTokens(_ node: ClassDeclSyntax) -> ObserverTokenStore? {
        let finder = SelectorObserverFinder(viewMode: .sourceAccurate)
        finder.walk(node.memberBlock)
        guard finder.found else { return nil }
        return finder.removesByName ? .named : .plain
    }

    /// `decl` with `private var observerTokens` as its first member, unless it has one.
    /// `nonisolated(unsafe)`, so a plain `deinit` may remove the observers in Swift 6 mode too.
    func addingTokensProperty(_ store: ObserverTokenStore, to decl: ClassDeclSyntax, original: ClassDeclSyntax) -> ClassDeclSyntax {
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
                + "nonisolated(unsafe) private var \(Self.tokensProperty): \(store.propertyType) = []"))
        report(.rewrote, at: original.name, "class \(original.name.text): added \(Self.tokensProperty) to keep the notification observers' tokens")
        let newMembers = MemberBlockItemListSyntax([property] + Array(members))
        return decl.with(\.memberBlock, decl.memberBlock.with(\.members, newMembers))
    }
}

/// How a class keeps the tokens of the observers it adds.
enum ObserverTokenStore: Equatable {
    /// The tokens alone: `removeObserver(self)` removes them all.
    case plain
    /// Each token with its name and object, for `removeObserver(self, name:object:)`.
    case named

    /// The stored property's type.
    var propertyType: String {
        switch self {
        case .plain: "[any NSObjectProtocol]"
        case .named: "[(name: Notification.Name?, object: AnyObject?, token: any NSObjectProtocol)]"
        }
    }
}

/// Finds `addObserver(_:selector:name:object:)` and `removeObserver(self, name:object:)`
/// calls, not looking into nested classes.
private final class SelectorObserverFinder: SyntaxVisitor {
    var found = false
    var removesByName = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calleeName == "addObserver", node.labels == [nil, "selector", "name", "object"] { found = true }
        if node.calleeName == "removeObserver", node.labels == [nil, "name", "object"],
           node.arguments.first?.expression.isSelf == true { removesByName = true }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
