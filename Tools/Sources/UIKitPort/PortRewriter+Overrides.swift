import SwiftParser
import SwiftSyntax

/// Applies the ``OverridePlan`` to one file: renames the overrides it moves or dispatches
/// to, adds the forwarders to the classes, and the dispatches to the base members.
extension PortRewriter {
    /// `decl` (the rewritten `original`, a member of an extension) renamed as the plan
    /// says: no `override`, `internal` (the class or the base member calls it from
    /// elsewhere), a variadic parameter as an array (it is passed one).
    func renamedOverride(_ decl: DeclSyntax, original: DeclSyntax) -> DeclSyntax {
        guard let helper = overridePlan.helpers[original.id] else { return decl }
        report(.rewrote, at: original, helper.message)
        let trivia = decl.leadingTrivia
        var result = decl.with(\.leadingTrivia, [])
        if var function = result.as(FunctionDeclSyntax.self) {
            function.name = function.name.with(\.tokenKind, .identifier(helper.name))
            function.modifiers = helperModifiers(function.modifiers)
            let parameters = function.signature.parameterClause.parameters.map { parameter in
                guard parameter.ellipsis != nil else { return parameter }
                return parameter.with(\.ellipsis, nil)
                    .with(\.type, TypeSyntax(ArrayTypeSyntax(element: parameter.type.trimmed)))
            }
            function.signature.parameterClause.parameters = FunctionParameterListSyntax(parameters)
            result = DeclSyntax(function)
        } else if var variable = result.as(VariableDeclSyntax.self), var binding = variable.bindings.first,
                  let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
            binding.pattern = PatternSyntax(pattern.with(\.identifier, pattern.identifier.with(\.tokenKind, .identifier(helper.name))))
            variable.bindings = PatternBindingListSyntax([binding])
            variable.modifiers = helperModifiers(variable.modifiers)
            result = DeclSyntax(variable)
        }
        return result.with(\.leadingTrivia, trivia)
    }

    /// `internal`, then `modifiers` without `override` and access levels; `internal` takes
    /// the first modifier's place (and leading trivia).
    private func helperModifiers(_ modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
        let leading = modifiers.first?.leadingTrivia ?? []
        let kept = modifiers.filter { !$0.isAccessLevel && $0.name.tokenKind != .keyword(.override) }
            .map { $0.with(\.leadingTrivia, []) }
        return DeclModifierListSyntax([DeclModifierSyntax(name: .keyword(.internal, leadingTrivia: leading, trailingTrivia: .space))] + kept)
    }

    /// `decl` (the rewritten `original`) with the overrides the plan moves into it as its
    /// last members.
    func addingForwarders(to decl: ClassDeclSyntax, original: ClassDeclSyntax) -> ClassDeclSyntax {
        guard let forwarders = overridePlan.forwarders[original.id] else { return decl }
        let classIndentation = indentation(of: original.leadingTrivia)
        let memberIndentation = decl.memberBlock.members.first.map { indentation(of: $0.leadingTrivia) }
            ?? classIndentation + "    "
        var members = Array(decl.memberBlock.members)
        for forwarder in forwarders {
            report(.rewrote, at: original.name, forwarder.message)
            members.append(MemberBlockItemSyntax(decl: parsedDeclaration(forwarder.text)
                .with(\.leadingTrivia, Trivia(pieces: [.newlines(1)]) + Trivia(stringLiteral: memberIndentation))))
        }
        var block = decl.memberBlock.with(\.members, MemberBlockItemListSyntax(members))
        if !block.rightBrace.leadingTrivia.contains(where: \.isNewline) {
            block.rightBrace = block.rightBrace.with(\.leadingTrivia, Trivia(pieces: [.newlines(1)]) + Trivia(stringLiteral: classIndentation))
        }
        return decl.with(\.memberBlock, block)
    }

    /// `decl` (the rewritten `original`, a method or property of an extension) with the
    /// plan's dispatches to subclasses' overrides first in its body.
    func addingDispatches(to decl: DeclSyntax, original: DeclSyntax) -> DeclSyntax {
        guard let dispatches = overridePlan.dispatches[original.id] else { return decl }
        for dispatch in dispatches { report(.rewrote, at: original, dispatch.message) }
        let statements = dispatches.map(\.statement)
        if var function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            let returnType = function.signature.returnClause?.type.trimmedDescription
            let returnsValue = returnType != nil && returnType != "Void" && returnType != "()"
            function.body = body.with(\.leftBrace, body.leftBrace.trimmingSpaces)
                .with(\.statements, prepending(statements, to: body.statements, around: original, returnsValue: returnsValue))
            return DeclSyntax(function)
        }
        guard var variable = decl.as(VariableDeclSyntax.self), var binding = variable.bindings.first,
              let accessors = binding.accessorBlock else { return decl }
        switch accessors.accessors {
        case .getter(let items):
            binding.accessorBlock = accessors.with(\.leftBrace, accessors.leftBrace.trimmingSpaces)
                .with(\.accessors, .getter(prepending(statements, to: items, around: original, returnsValue: true)))
        case .accessors(let list):
            let updated = list.map { accessor -> AccessorDeclSyntax in
                guard accessor.accessorSpecifier.tokenKind == .keyword(.get), let body = accessor.body else { return accessor }
                return accessor.with(\.body, body.with(\.leftBrace, body.leftBrace.trimmingSpaces)
                    .with(\.statements, prepending(statements, to: body.statements, around: original, returnsValue: true)))
            }
            binding.accessorBlock = accessors.with(\.accessors, .accessors(AccessorDeclListSyntax(updated)))
        }
        variable.bindings = PatternBindingListSyntax([binding])
        return DeclSyntax(variable)
    }

    /// `statements` parsed, each on its own line at the indentation of `items`' first,
    /// before `items`. A body that was one expression returning a value (`returnsValue`)
    /// gets the `return` it no longer implies.
    private func prepending(_ statements: [String], to items: CodeBlockItemListSyntax,
                            around original: DeclSyntax, returnsValue: Bool) -> CodeBlockItemListSyntax {
        var items = items
        if returnsValue, items.count == 1, let only = items.first, case .expr(let expression) = only.item {
            let returned = ReturnStmtSyntax(returnKeyword: .keyword(.return, trailingTrivia: .space),
                                            expression: expression.with(\.leadingTrivia, []))
            items = CodeBlockItemListSyntax([only.with(\.item, .stmt(StmtSyntax(returned)))
                .with(\.leadingTrivia, only.leadingTrivia)])
        }
        let firstOnItsLine = items.first?.leadingTrivia.contains(where: \.isNewline) ?? false
        let bodyIndentation = firstOnItsLine ? indentation(of: items.first?.leadingTrivia ?? [])
            : indentation(of: original.leadingTrivia) + "    "
        let lineStart = Trivia(pieces: [.newlines(1)]) + Trivia(stringLiteral: bodyIndentation)
        if !firstOnItsLine, let first = items.first {
            items = CodeBlockItemListSyntax([first.with(\.leadingTrivia, lineStart)] + Array(items.dropFirst()))
        }
        let parsed = statements.compactMap { text in
            Parser.parse(source: text).statements.first?.with(\.leadingTrivia, lineStart)
        }
        return CodeBlockItemListSyntax(parsed + Array(items))
    }

    /// The spaces and tabs after the last newline of `trivia`.
    private func indentation(of trivia: Trivia) -> String {
        String(trivia.description.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
    }
}

private extension TokenSyntax {
    /// This token without spaces after it (a line now starts there).
    var trimmingSpaces: TokenSyntax {
        trailingTrivia.allSatisfy(\.isSpaceOrTab) ? with(\.trailingTrivia, []) : self
    }
}
