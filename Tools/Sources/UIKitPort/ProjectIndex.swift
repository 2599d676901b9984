import SwiftSyntax

/// What all the files of one run declare that a rewrite across files needs: the classes
/// and the members declared in extensions (in active code only).
struct ProjectIndex {
    /// A method or property, by name, argument labels and parameter types (`nil` for a
    /// property).
    struct MemberKey: Hashable {
        let name: String
        let labels: [String]?
        var types: [String]? = nil
    }

    /// A member declared in an extension.
    struct ExtensionMember {
        /// The file it is in, as the run names it.
        let file: String
        /// The extended type as written (`UIView`).
        let typeName: String
        let key: MemberKey
        let isOverride: Bool
        let isStatic: Bool
        let decl: DeclSyntax
        /// The extension's access modifier (`public`), if any.
        let extensionAccess: String?
    }

    /// Classes by simple name: the declaration (in its file's tree) and its supertypes.
    private(set) var classes: [String: (decl: ClassDeclSyntax, inherited: [String])] = [:]
    /// Every member of every extension, in file order.
    private(set) var extensionMembers: [ExtensionMember] = []

    /// Indexes `trees`, skipping each one's inactive `#if` clauses.
    init(_ files: [(name: String, tree: SourceFileSyntax, inactive: InactiveClauses)]) {
        for (file, tree, inactive) in files {
            let collector = Collector(file: file, inactive: inactive)
            collector.walk(tree)
            for (name, entry) in collector.classes where classes[name] == nil { classes[name] = entry }
            extensionMembers += collector.members
        }
    }

    /// The key of a method or property declaration; `nil` for anything else (or a
    /// property with several bindings).
    static func key(of decl: DeclSyntax) -> MemberKey? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let parameters = function.signature.parameterClause.parameters
            return MemberKey(name: function.name.text, labels: parameters.map(\.firstName.text),
                             types: parameters.map { $0.type.trimmedDescription + ($0.ellipsis == nil ? "" : "...") })
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return MemberKey(name: name, labels: nil)
        }
        return nil
    }

    /// How many superclasses `name` has as far as the sources and UIKit's best-known
    /// classes tell (to dispatch on the most derived class first).
    func depth(of name: String) -> Int {
        var depth = 0
        var current = name
        var seen = Set<String>()
        while seen.insert(current).inserted {
            guard let superclass = classes[current]?.inherited.first ?? Self.uikitSuperclasses[current] else { break }
            depth += 1
            current = superclass
        }
        return depth
    }

    /// The superclasses of UIKit's most subclassed classes.
    private static let uikitSuperclasses: [String: String] = [
        "UIView": "UIResponder", "UIViewController": "UIResponder", "UIControl": "UIView", "UIButton": "UIControl",
        "UILabel": "UIView", "UIImageView": "UIView", "UIScrollView": "UIView", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UITextView": "UIScrollView", "UITextField": "UIControl",
        "UISwitch": "UIControl", "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UIStackView": "UIView",
        "UITableViewCell": "UIView", "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UITableViewHeaderFooterView": "UIView", "UIWindow": "UIView", "UINavigationController": "UIViewController",
        "UITabBarController": "UIViewController", "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController", "UIActivityIndicatorView": "UIView",
        "UIProgressView": "UIView", "UIVisualEffectView": "UIView", "UINavigationBar": "UIView", "UITabBar": "UIView",
        "UIToolbar": "UIView", "UIPageControl": "UIControl", "UIStepper": "UIControl", "UIDatePicker": "UIControl",
        "UIPickerView": "UIView", "UISearchBar": "UIView",
    ]

    private final class Collector: SyntaxVisitor {
        let file: String
        let inactive: InactiveClauses
        var classes: [String: (decl: ClassDeclSyntax, inherited: [String])] = [:]
        var members: [ExtensionMember] = []

        init(file: String, inactive: InactiveClauses) {
            self.file = file
            self.inactive = inactive
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            inactive.contains(node) ? .skipChildren : .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if classes[node.name.text] == nil {
                classes[node.name.text] = (node, node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
            }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let access = node.modifiers.first { $0.isAccessLevel }?.name.text
            for member in node.memberBlock.members {
                guard let key = ProjectIndex.key(of: member.decl),
                      let modifiers = member.decl.asProtocol((any WithModifiersSyntax).self)?.modifiers else { continue }
                members.append(ExtensionMember(
                    file: file, typeName: node.extendedType.trimmedDescription, key: key,
                    isOverride: modifiers.contains { $0.name.tokenKind == .keyword(.override) },
                    isStatic: modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) },
                    decl: member.decl, extensionAccess: access))
            }
            return .visitChildren
        }
    }
}

extension DeclModifierSyntax {
    /// Whether this is `open`, `public`, `package`, `internal`, `fileprivate` or `private`.
    var isAccessLevel: Bool {
        switch name.tokenKind {
        case .keyword(.open), .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate), .keyword(.private): true
        default: false
        }
    }
}
