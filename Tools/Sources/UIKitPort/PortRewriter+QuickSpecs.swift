import SwiftParser
import SwiftSyntax

/// Quick's specs on Linux. XCTest there runs the `test` methods SwiftPM finds in the
/// sources; Quick makes a spec's examples at run time (on Apple's platforms it adds them
/// as methods through the Objective-C runtime), so a `QuickSpec` has no `test` method and
/// none of its examples run. Each `QuickSpec` or `AsyncSpec` subclass declared at the top
/// level of a file that imports Quick gets, compiled only where Darwin is not, an
/// extension with one test method that runs the examples Quick lists in `allTests`.
extension PortRewriter {
    /// The test method added to each spec.
    static let quickExamplesMethod = "testQuickExamples"

    /// The spec classes Quick provides, whose subclasses get the method.
    private static let quickSpecClasses: Set<String> = ["QuickSpec", "AsyncSpec", "Quick.QuickSpec", "Quick.AsyncSpec"]

    /// `file` (the rewritten `original`) with a runner after the last statement for each
    /// spec in `original` that does not have one yet.
    func addingQuickSpecRunners(to file: SourceFileSyntax, original: SourceFileSyntax) -> SourceFileSyntax {
        guard Self.importsQuick(original) else { return file }
        var items = Array(file.statements)
        for item in original.statements {
            guard let spec = item.item.as(ClassDeclSyntax.self), spec.genericParameterClause == nil,
                  let superclass = spec.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                  Self.quickSpecClasses.contains(superclass),
                  index.overloads(of: Self.quickExamplesMethod, in: spec.name.text).isEmpty
            else { continue }
            let name = spec.name.text
            report(.rewrote, at: spec.name, "class \(name): \(superclass): added \(Self.quickExamplesMethod)() for Linux (not Darwin), which runs the examples Quick lists in allTests: XCTest there runs only the test methods found in the sources")
            let text = """


                #if !canImport(Darwin)
                extension \(name) {
                    /// Runs the spec's examples on Linux, where XCTest runs only the `test`
                    /// methods found in the sources (added by uikit-port).
                    func \(Self.quickExamplesMethod)() throws {
                        for (_, example) in Self.allTests { try example(self)() }
                    }
                }
                #endif
                """
            items.append(contentsOf: Parser.parse(source: text).statements)
        }
        guard items.count != file.statements.count else { return file }
        return file.with(\.statements, CodeBlockItemListSyntax(items))
    }

    /// Whether `file` has `import Quick` at its top level.
    private static func importsQuick(_ file: SourceFileSyntax) -> Bool {
        file.statements.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "Quick"
        }
    }
}
