import SwiftSyntax

/// What one file declares that the rewrites need to know: each type's methods (to tell
/// overloads apart and count parameters) and each class's superclass and actor.
struct TypeIndex {
    /// A class, struct, enum or actor declared in the file.
    struct TypeInfo {
        var inherited: [String] = []
        var isMainActor = false
    }

    /// Methods by type name (`""` for free functions), then by base name: each overload's
    /// parameter labels (`_` for none).
    private(set) var methods: [String: [String: [[String]]]] = [:]
    /// The types declared in the file, by simple name.
    private(set) var types: [String: TypeInfo] = [:]
    /// Whether the file has `import UIKit` (at any level, `#if` branches included).
    private(set) var importsUIKit = false

    /// Indexes `tree`.
    init(_ tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        methods = collector.methods
        types = collector.types
        importsUIKit = collector.importsUIKit
    }

    /// The overloads named `baseName` in `type`.
    func overloads(of baseName: String, in type: String?) -> [[String]] {
        methods[type ?? ""]?[baseName] ?? []
    }

    /// Whether `type` runs on the main actor: marked `@MainActor`, or a UIKit class (a
    /// `UI…` name) or a subclass of one declared in the file.
    func isMainActor(_ type: String?) -> Bool {
        guard let type else { return false }
        var seen = Set<String>()
        var current = type
        while seen.insert(current).inserted {
            guard let info = types[current] else { return current.hasPrefix("UI") }
            if info.isMainActor || info.inherited.contains(where: { $0.hasPrefix("UI") }) { return true }
            guard let superclass = info.inherited.first else { return false }
            current = superclass
        }
        return false
    }

    private final class Collector: SyntaxVisitor {
        var methods: [String: [String: [[String]]]] = [:]
        var types: [String: TypeInfo] = [:]
        var importsUIKit = false

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.path.first?.name.text == "UIKit" { importsUIKit = true }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
            methods[enclosingTypeName(of: Syntax(node)) ?? "", default: [:]][node.name.text, default: []].append(labels)
            return .skipChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, node.inheritanceClause, node.attributes)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, node.inheritanceClause, node.attributes)
            return .visitChildren
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, node.inheritanceClause, node.attributes)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.attributes.contains(named: "MainActor") {
                types[node.extendedType.trimmedDescription, default: TypeInfo()].isMainActor = true
            }
            return .visitChildren
        }

        private func record(_ name: String, _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax) {
            var info = types[name] ?? TypeInfo()
            info.inherited = inheritance?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            info.isMainActor = info.isMainActor || attributes.contains(named: "MainActor")
            types[name] = info
        }
    }
}

/// The simple name of the type declaration or extension around `node`, if any.
func enclosingTypeName(of node: Syntax) -> String? {
    var current = node.parent
    while let syntax = current {
        if let decl = syntax.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
        current = syntax.parent
    }
    return nil
}

extension AttributeListSyntax {
    /// Whether the list has `@name` (with or without arguments).
    func contains(named name: String) -> Bool {
        contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == name
        }
    }
}
