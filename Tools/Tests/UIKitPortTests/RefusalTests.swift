import Testing
@testable import UIKitPort

/// What needs the Objective-C runtime is left as it was and reported with its line.
@Suite("Refusals")
struct RefusalTests {
    @Test(arguments: refusalCases)
    func leavesTheCodeAndSaysWhy(_ example: RefusalCase) throws {
        let ported = try PortedSource(porting: example.input)
        #expect(ported.text == example.input)
        #expect(ported.hasLeftovers)
        let refusals = ported.findings.filter { $0.kind == .cannotPort }
        #expect(refusals.count == 1, "\(refusals)")
        #expect(refusals.contains { $0.line == example.line && ("cannot port " + $0.message).hasPrefix(example.messagePrefix) },
                "\(refusals)")
    }

    @Test func anOptionalRequirementsProtocolKeepsItsObjC() throws {
        let source = "@objc protocol P {\n    @objc optional func f()\n    @objc func g()\n}\n"
        let ported = try PortedSource(porting: source)
        #expect(ported.text == source)
    }
}
