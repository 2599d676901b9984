import SwiftSyntax

/// `import UIKit.UIGestureRecognizerSubclass` (a submodule of Apple's UIKit) becomes
/// `import UIKit`: this UIKit is one module, with no submodules to import. Attributes
/// (`@testable`, `@_exported`), access modifiers and a trailing comment are kept. A
/// submodule line that an import of UIKit at the same level with the same attributes already
/// covers (a plain `import UIKit`, or an earlier submodule line) is dropped instead of
/// becoming a second `import UIKit`, with its line break; the comments above it stay. Kind
/// imports (`import class UIKit.UIView`) and other modules' submodules are left as they are.
extension PortRewriter {
    /// `items` (the rewritten `original`) with UIKit's submodule imports ported.
    func portSubmoduleImports(of items: CodeBlockItemListSyntax, original: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard original.contains(where: { Self.uikitSubmoduleImport($0) != nil }) else { return items }
        var imported = Set(original.compactMap { item in
            item.item.as(ImportDeclSyntax.self).flatMap { Self.isPlainUIKitImport($0) ? Self.attributesKey($0) : nil }
        })
        var kept: [CodeBlockItemSyntax] = []
        var dropped: Trivia?
        for (visited, originalItem) in zip(items, original) {
            var item = visited
            if let trivia = dropped {
                // The dropped line's break was the first newline before this item.
                item.leadingTrivia = trivia + Self.droppingFirstNewline(item.leadingTrivia)
                dropped = nil
            }
            guard let originalImport = Self.uikitSubmoduleImport(originalItem),
                  let decl = item.item.as(ImportDeclSyntax.self) else {
                kept.append(item)
                continue
            }
            report(.rewrote, at: originalImport, "submodule import `\(originalImport.path.trimmedDescription)` → `UIKit` (one module here)")
            if imported.insert(Self.attributesKey(originalImport)).inserted {
                kept.append(item.with(\.item, .decl(DeclSyntax(Self.plainUIKitImport(decl)))))
            } else {
                dropped = item.leadingTrivia
            }
        }
        return CodeBlockItemListSyntax(kept)
    }

    /// The import of a UIKit submodule that `item` is, if it is one (not a kind import).
    private static func uikitSubmoduleImport(_ item: CodeBlockItemSyntax) -> ImportDeclSyntax? {
        guard let decl = item.item.as(ImportDeclSyntax.self), decl.importKindSpecifier == nil,
              decl.path.count > 1, decl.path.first?.name.text == "UIKit" else { return nil }
        return decl
    }

    private static func isPlainUIKitImport(_ decl: ImportDeclSyntax) -> Bool {
        decl.importKindSpecifier == nil && decl.path.count == 1 && decl.path.first?.name.text == "UIKit"
    }

    /// What makes two imports of UIKit the same: their attributes and modifiers.
    private static func attributesKey(_ decl: ImportDeclSyntax) -> String {
        decl.attributes.trimmedDescription + " " + decl.modifiers.trimmedDescription
    }

    /// `decl` importing `UIKit` alone, its last path component's trailing trivia kept.
    private static func plainUIKitImport(_ decl: ImportDeclSyntax) -> ImportDeclSyntax {
        guard var first = decl.path.first, let last = decl.path.last else { return decl }
        first.trailingPeriod = nil
        first.name = first.name.with(\.trailingTrivia, last.trailingTrivia)
        return decl.with(\.path, ImportPathComponentListSyntax([first]))
    }

    /// `trivia` with one fewer line break (the first).
    private static func droppingFirstNewline(_ trivia: Trivia) -> Trivia {
        var pieces = Array(trivia)
        guard let index = pieces.firstIndex(where: \.isNewline) else { return trivia }
        switch pieces[index] {
        case .newlines(let count) where count > 1: pieces[index] = .newlines(count - 1)
        case .carriageReturns(let count) where count > 1: pieces[index] = .carriageReturns(count - 1)
        case .carriageReturnLineFeeds(let count) where count > 1: pieces[index] = .carriageReturnLineFeeds(count - 1)
        default: pieces.remove(at: index)
        }
        return Trivia(pieces: pieces)
    }
}
