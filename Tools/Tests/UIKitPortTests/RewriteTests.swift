import Testing
@testable import UIKitPort

/// Each rewrite makes exactly the expected source, reports only rewrites, and a second
/// run over its output changes nothing.
@Suite("Rewrites")
struct RewriteTests {
    @Test(arguments: rewriteCases + formRewriteCases)
    func rewritesToTheExpectedSource(_ example: RewriteCase) throws {
        let ported = try PortedSource(porting: example.input)
        #expect(ported.text == example.output)
        if example.input != example.output {
            #expect(!ported.findings.isEmpty)
        }
        #expect(ported.findings.allSatisfy { $0.kind == .rewrote }, "\(ported.findings)")
    }

    @Test(arguments: rewriteCases + formRewriteCases)
    func aSecondRunChangesNothing(_ example: RewriteCase) throws {
        let again = try PortedSource(porting: example.output)
        #expect(again.text == example.output)
        #expect(again.findings.isEmpty, "\(again.findings)")
    }

    @Test func findingsCarryTheLineAsWritten() throws {
        let source = """
            import UIKit

            final class C: UIViewController {
                func wire(_ button: UIButton) {
                    button.addTarget(self, action: #selector(go), for: .touchUpInside)
                }
                @objc func go() {}
            }

            """
        let ported = try PortedSource(porting: source)
        #expect(ported.findings.map { $0.reportLine(file: "C.swift") } == [
            "C.swift:5: rewrote #selector(go) to C.go",
            "C.swift:7: rewrote @objc: removed",
        ])
    }

    @Test func submoduleImportsAreReportedWithTheirPath() throws {
        let source = "import UIKit\nimport UIKit.UIGestureRecognizerSubclass\nimport UIKit.UIGeometry\n"
        let ported = try PortedSource(porting: source)
        #expect(ported.text == "import UIKit\n")
        #expect(ported.findings.map { $0.reportLine(file: "S.swift") } == [
            "S.swift:2: rewrote submodule import `UIKit.UIGestureRecognizerSubclass` → `UIKit` (one module here)",
            "S.swift:3: rewrote submodule import `UIKit.UIGeometry` → `UIKit` (one module here)",
        ])
    }

    @Test func sourceWithNothingToPortIsLeftAsItWas() throws {
        let source = "import UIKit\n\n// Nothing here.\nlet view = UIView()\n"
        let ported = try PortedSource(porting: source)
        #expect(ported.text == source)
        #expect(ported.findings.isEmpty)
        #expect(!ported.hasLeftovers)
    }

    @Test func invalidSwiftIsRefusedWithItsPosition() {
        #expect(throws: PortError.self) { try PortedSource(porting: "func f( {\n", fileName: "Bad.swift") }
        do {
            _ = try PortedSource(porting: "func f( {\n", fileName: "Bad.swift")
        } catch {
            guard case .unparseable(let file, let diagnostics) = error else { Issue.record("\(error)"); return }
            #expect(file == "Bad.swift")
            #expect(diagnostics.first?.hasPrefix("Bad.swift:1:") == true)
        }
    }
}
