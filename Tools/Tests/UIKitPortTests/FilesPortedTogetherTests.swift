import Testing
@testable import UIKitPort

/// Files of one run are read together: an override in an extension whose class is
/// declared in another file goes into the class declaration (the body stays beside the
/// file-private helpers it uses), and `os(iOS)` is ported where another file imports UIKit.
@Suite("Files ported together")
struct FilesPortedTogetherTests {
    private let classFile = #"""
import UIKit

public class LayoutConstraint: NSLayoutConstraint {
    public var label: String?
}
"""#

    private let extensionFile = #"""
import UIKit

public extension LayoutConstraint {
    override var description: String {
        "<" + describe(self) + ">"
    }
}

private func describe(_ constraint: LayoutConstraint) -> String {
    constraint.label ?? ""
}
"""#

    @Test func theOverrideMovesIntoTheClassInItsFile() throws {
        let ported = try PortedSource.porting([("LayoutConstraint.swift", classFile), ("Debugging.swift", extensionFile)])
        #expect(ported[0].text == #"""
import UIKit

public class LayoutConstraint: NSLayoutConstraint {
    public var label: String?
    public override var description: String { descriptionForLayoutConstraint }
}
"""#)
        #expect(ported[1].text == #"""
import UIKit

public extension LayoutConstraint {
    internal var descriptionForLayoutConstraint: String {
        "<" + describe(self) + ">"
    }
}

private func describe(_ constraint: LayoutConstraint) -> String {
    constraint.label ?? ""
}
"""#)
        #expect(ported[0].findings.map(\.line) == [3])
        #expect(ported[0].findings.first?.message.contains("from an extension (in Debugging.swift)") == true)
        #expect(ported[1].findings.map(\.line) == [4])
        #expect(ported.allSatisfy { !$0.hasLeftovers })
    }

    @Test func aloneTheExtensionFileIsReported() throws {
        let ported = try PortedSource(porting: extensionFile, fileName: "Debugging.swift")
        #expect(ported.text == extensionFile)
        #expect(ported.findings.count == 1)
        #expect(ported.findings.first?.reportLine(file: "Debugging.swift")
            .hasPrefix("Debugging.swift:4: cannot port override in an extension of LayoutConstraint:") == true)
    }

    @Test func anOverrideThatCallsSuperIsNotDispatchedTo() throws {
        let source = #"""
import UIKit

extension UIView {
    func describe() -> String { "view" }
}

extension UILabel {
    override func describe() -> String { super.describe() + " label" }
}
"""#
        let ported = try PortedSource(porting: source)
        #expect(ported.text == source)
        #expect(ported.findings.map(\.line) == [8])
        #expect(ported.hasLeftovers)
    }

    @Test func anIOSConditionIsPortedInAFileWithoutUIKitWhenTheRunHasIt() throws {
        let proxy = "import Foundation\n\n#if os(iOS) || os(tvOS)\nlet hasMargins = true\n#endif\n"
        let ported = try PortedSource.porting([("Proxy.swift", proxy), ("View.swift", "import UIKit\n")])
        #expect(ported[0].text == "import Foundation\n\n#if canImport(UIKit)\nlet hasMargins = true\n#endif\n")
        #expect(try PortedSource(porting: proxy).text == proxy, "alone, with no UIKit anywhere, it stays")
    }
}
