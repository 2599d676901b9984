import Testing
@testable import UIKitPort

/// One rewrite: a source before and the source `uikit-port` must make of it.
struct RewriteCase: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    let output: String

    var testDescription: String { name }

    init(_ name: String, _ input: String, _ output: String) {
        self.name = name
        self.input = input
        self.output = output
    }
}

/// One refusal: a source the tool must leave as it is, and the report line it must give
/// (`LINE: cannot port …`, matched on its start).
struct RefusalCase: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    let line: Int
    let messagePrefix: String

    var testDescription: String { name }

    init(_ name: String, _ input: String, line: Int, _ messagePrefix: String) {
        self.name = name
        self.input = input
        self.line = line
        self.messagePrefix = messagePrefix
    }
}

/// `body` inside `final class C: UIViewController { … }` with `import UIKit`, the way most
/// cases need it (a main-actor class, so `Self` and the file's methods resolve).
func inController(_ body: String) -> String {
    "import UIKit\n\nfinal class C: UIViewController {\n" + body + "}\n"
}
