import SwiftSyntax

/// How the `override`s declared in extensions (which only Objective-C methods allow) are
/// rewritten across the files of one run. Two shapes are mechanical:
///
/// - **The class is declared in the sources** (`extension LayoutConstraint { override var
///   description … }`): the override moves into the class declaration as a one-line
///   forwarder, `override var description: String { descriptionForLayoutConstraint }`,
///   and the body stays where it was, renamed, so the file-private helpers it uses still
///   resolve.
/// - **The overridden member is declared in the sources in an extension** of another
///   class (`extension UIView { func subviews(_:) }`, overridden in
///   `extension UITableViewCell`): the override is renamed
///   (`subviewsForUITableViewCell(_:)`) and the base member first dispatches on the
///   receiver's class, most derived class first, so calls keep their dynamic dispatch.
///
/// Anything else (a UIKit method overridden in an extension of a UIKit class, a static
/// member, a property with a setter in the second shape, an override that calls `super`'s
/// version in the second shape) is reported and left.
struct OverridePlan {
    /// An override in an extension, renamed.
    struct Helper {
        let name: String
        /// What the report says at the override.
        let message: String
    }

    /// A member added to a class declaration.
    struct Forwarder {
        let text: String
        let message: String
    }

    /// A dispatch to a subclass's renamed override, put first in a base member's body.
    struct Dispatch {
        let depth: Int
        let statement: String
        let message: String
    }

    /// By the override's declaration.
    private(set) var helpers: [SyntaxIdentifier: Helper] = [:]
    /// By the class declaration.
    private(set) var forwarders: [SyntaxIdentifier: [Forwarder]] = [:]
    /// By the base member's declaration, most derived class first.
    private(set) var dispatches: [SyntaxIdentifier: [Dispatch]] = [:]

    /// No rewrite across declarations.
    init() {}

    /// The plan for everything `index` holds.
    init(_ index: ProjectIndex) {
        for member in index.extensionMembers where member.isOverride && !member.isStatic {
            let helperName = member.key.name + "For" + member.typeName.filter { $0.isLetter || $0.isNumber }
            let displayName = member.key.labels.map { member.key.name + "(" + $0.map { $0 + ":" }.joined() + ")" } ?? member.key.name
            let base = index.extensionMembers.first {
                !$0.isOverride && !$0.isStatic && $0.key == member.key && $0.typeName != member.typeName
            }
            if let base {
                guard let statement = Self.dispatchStatement(to: member.decl, helper: helperName, base: base.decl,
                                                             type: member.typeName) else { continue }
                dispatches[base.decl.id, default: []].append(Dispatch(
                    depth: index.depth(of: member.typeName), statement: statement,
                    message: "\(base.typeName).\(displayName) (declared in an extension) first dispatches to \(member.typeName)'s override, \(helperName), on the receiver's class"))
                dispatches[base.decl.id]?.sort { $0.depth > $1.depth }
                helpers[member.decl.id] = Helper(name: helperName, message: "override \(displayName) in an extension of \(member.typeName) as \(helperName), which \(base.typeName).\(displayName) (in \(base.file)) calls for a \(member.typeName): only Objective-C methods can be overridden from an extension")
            } else if let declared = index.classes[member.typeName],
                      let text = Self.forwarder(to: member.decl, helper: helperName, extensionAccess: member.extensionAccess) {
                forwarders[declared.decl.id, default: []].append(Forwarder(
                    text: text, message: "class \(member.typeName): added the override of \(displayName) from an extension (in \(member.file)), forwarding to \(helperName)"))
                helpers[member.decl.id] = Helper(name: helperName, message: "override \(displayName) in an extension of \(member.typeName) as \(helperName); the override itself is now in the class declaration and forwards to it: only Objective-C methods can be overridden from an extension")
            }
        }
    }

    /// The override in a class declaration that calls `helper`; `nil` for what cannot be
    /// forwarded (a stored or async property, a subscript).
    private static func forwarder(to decl: DeclSyntax, helper: String, extensionAccess: String?) -> String? {
        guard let modifiers = decl.asProtocol((any WithModifiersSyntax).self)?.modifiers,
              let attributes = decl.asProtocol((any WithAttributesSyntax).self)?.attributes else { return nil }
        var prefix = attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element,
                  !removedAttributeNames.contains(attribute.attributeName.trimmedDescription) else { return nil }
            return attribute.trimmedDescription + " "
        }.joined()
        if !modifiers.contains(where: \.isAccessLevel), let extensionAccess, extensionAccess != "private", extensionAccess != "fileprivate" {
            prefix += extensionAccess + " "
        }
        prefix += modifiers.filter { $0.name.tokenKind != .keyword(.dynamic) }.map { $0.name.text + " " }.joined()
        if let function = decl.as(FunctionDeclSyntax.self) {
            let call = effects(function.signature) + helper + arguments(function.signature.parameterClause.parameters)
            return prefix + "func " + function.name.text + (function.genericParameterClause?.trimmedDescription ?? "")
                + function.signature.trimmedDescription + (function.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
                + " { " + call + " }"
        }
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let type = binding.typeAnnotation, let accessors = binding.accessorBlock, binding.initializer == nil
        else { return nil }
        let body: String
        switch accessors.accessors {
        case .getter: body = helper
        case .accessors(let list):
            guard list.allSatisfy({ $0.effectSpecifiers == nil }) else { return nil }
            let hasSetter = list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
            guard !list.contains(where: { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }) else { return nil }
            body = hasSetter ? "get { \(helper) } set { \(helper) = newValue }" : helper
        }
        return prefix + "var " + binding.pattern.trimmedDescription + type.trimmedDescription + " { " + body + " }"
    }

    /// `if let receiver = self as? Type { return receiver.helper(…) }`, with the base
    /// member's parameters; `nil` when the override cannot be dispatched to (it calls
    /// `super`'s version, which would dispatch again, or it sets a property).
    private static func dispatchStatement(to decl: DeclSyntax, helper: String, base: DeclSyntax, type: String) -> String? {
        let callsSuper = decl.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.super) }
        guard !callsSuper else { return nil }
        if let function = decl.as(FunctionDeclSyntax.self), let baseFunction = base.as(FunctionDeclSyntax.self) {
            let call = effects(function.signature) + "receiver." + helper + arguments(baseFunction.signature.parameterClause.parameters)
            return "if let receiver = self as? \(type) { return \(call) }"
        }
        guard let variable = decl.as(VariableDeclSyntax.self), base.is(VariableDeclSyntax.self),
              let accessors = variable.bindings.first?.accessorBlock else { return nil }
        if case .accessors(let list) = accessors.accessors,
           list.contains(where: { $0.accessorSpecifier.tokenKind != .keyword(.get) || $0.effectSpecifiers != nil }) { return nil }
        return "if let receiver = self as? \(type) { return receiver.\(helper) }"
    }

    /// `try `, `await ` or both, as `signature` needs.
    private static func effects(_ signature: FunctionSignatureSyntax) -> String {
        (signature.effectSpecifiers?.throwsClause != nil ? "try " : "")
            + (signature.effectSpecifiers?.asyncSpecifier != nil ? "await " : "")
    }

    /// The call's arguments passing `parameters` on: `(a, label: b, &c)`.
    private static func arguments(_ parameters: FunctionParameterListSyntax) -> String {
        "(" + parameters.map { parameter in
            let name = (parameter.secondName ?? parameter.firstName).text
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
                $0.trimmedDescription == "inout"
            } ?? false
            let value = (isInout ? "&" : "") + name
            return parameter.firstName.tokenKind == .wildcard ? value : parameter.firstName.text + ": " + value
        }.joined(separator: ", ") + ")"
    }
}

/// The attributes the tool removes (Objective-C and Interface Builder ones).
let removedAttributeNames: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBAction", "IBInspectable", "IBDesignable", "GKInspectable",
]
