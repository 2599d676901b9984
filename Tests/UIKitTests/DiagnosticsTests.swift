import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct DiagnosticsTests {
    func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    @Test func constraintDescriptionsMatchUIKit() {
        let superview = UIView(), view = UIView(), other = UIView()
        superview.addSubview(view)
        superview.addSubview(other)
        let v = "UIView:\(address(view))", s = "UIView:\(address(superview))", o = "UIView:\(address(other))"

        let width = view.widthAnchor.constraint(equalToConstant: 100)
        #expect(width.description == "<NSLayoutConstraint:\(address(width)) \(v).width == 100   (inactive)>")
        width.isActive = true
        #expect(width.description == "<NSLayoutConstraint:\(address(width)) \(v).width == 100   (active)>")
        width.identifier = "w"
        #expect(width.description == "<NSLayoutConstraint:\(address(width)) 'w' \(v).width == 100   (active)>")

        let ratio = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 16.0 / 9.0)
        #expect(ratio.description.contains("\(v).width == 1.77778*\(v).height   (inactive)"))

        let top = view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 8)
        #expect(top.description.contains("V:[\(o)]-(8)-[\(v)]   (inactive)"))

        let leading = view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20)
        leading.isActive = true
        #expect(leading.description == "<NSLayoutConstraint:\(address(leading)) H:|-(20)-[\(v)](LTR)   (active, names: '|':\(s) )>")

        let bottom = view.bottomAnchor.constraint(lessThanOrEqualTo: superview.bottomAnchor)
        #expect(bottom.description.contains("V:[\(v)]-(>=0)-|   (inactive, names: '|':\(s) )"))

        let centre = view.centerXAnchor.constraint(equalTo: other.centerXAnchor, constant: -8)
        #expect(centre.description.contains("\(v).centerX == \(o).centerX - 8"))
    }

    @Test func autoresizingConstraintsPrintTheirMask() {
        let window = makeWindow(width: 300, height: 300)
        let view = UIView(frame: CGRect(x: 204, y: 10, width: 52, height: 20))
        window.addSubview(view)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        child.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        let horizontal = view.constraintsAffectingLayout(for: .horizontal).map(\.description)
        let v = "UIView:\(address(view))"
        #expect(horizontal.contains { $0.hasSuffix(" h=--& v=--& \(v).minX == 204   (active)>") && $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x") })
        #expect(horizontal.contains { $0.hasSuffix(" h=--& v=--& \(v).width == 52   (active)>") })

        view.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
        let flexible = view.constraintsAffectingLayout(for: .horizontal).map(\.description)
        #expect(flexible.contains { $0.contains(" h=&&- v=--& UIWindow:\(address(window)).width == \(v).maxX + 44   (active)>") })
    }

    @Test func unsatisfiableConstraintsAreLoggedInUIKitsFormatAndLayoutGoesOn() {
        let window = makeWindow(width: 300, height: 300)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.rootViewController!.view.addSubview(view)
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 200)
        let capture = LogCapture()
        capture.capture {
            NSLayoutConstraint.activate([
                first, view.heightAnchor.constraint(equalToConstant: 10),
                view.leftAnchor.constraint(equalTo: window.rootViewController!.view.leftAnchor),
                view.topAnchor.constraint(equalTo: window.rootViewController!.view.topAnchor),
            ])
            second.isActive = true
            turn()
        }
        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "\(first.description)",
                "\(second.description)"
            )

            Will attempt to recover by breaking constraint 
            \(second.description)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(capture.messages == [expected])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(second.isActive)
    }

    /// The engine adds a batch from the outside in (for speed), but a conflict inside the
    /// batch still breaks the constraint that came last in the order it was activated.
    @Test func aConflictInOneBatchBreaksTheLastActivatedConstraint() {
        let window = makeWindow(width: 300, height: 300)
        let outer = UIView()
        let inner = UIView()
        outer.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        window.rootViewController!.view.addSubview(outer)
        outer.addSubview(inner)
        let innerWidth = inner.widthAnchor.constraint(equalToConstant: 50)
        let outerWidth = outer.widthAnchor.constraint(equalToConstant: 100)
        let equalWidths = inner.widthAnchor.constraint(equalTo: outer.widthAnchor)
        let capture = LogCapture()
        capture.capture {
            NSLayoutConstraint.activate([innerWidth, outerWidth, equalWidths])
            turn()
        }
        #expect(capture.messages.count == 1)
        #expect(capture.messages.first?.contains("Will attempt to recover by breaking constraint \n\(equalWidths.description)") == true)
        #expect(inner.frame.width == 50)
        #expect(outer.frame.width == 100)
    }

    @Test func autoresizingConflictAddsTheNote() {
        let window = makeWindow(width: 300, height: 300)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.rootViewController!.view.addSubview(view)
        let capture = LogCapture()
        capture.capture {
            view.widthAnchor.constraint(equalToConstant: 80).isActive = true
            turn()
        }
        #expect(capture.messages.count == 1)
        #expect(capture.messages.first?.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand") == true)
        #expect(view.frame.width == 50)
    }

    @Test func ambiguityIsReportedAndTraced() {
        let window = makeWindow(width: 300, height: 300)
        let root: UIView = window.rootViewController!.view
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        turn()
        #expect(view.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        let trace = window._autolayoutTrace()
        let lines = trace.components(separatedBy: "\n")
        #expect(lines[0] == "UIWindow:\(address(window))")
        #expect(lines[1] == "|   •UIView:\(address(root))")
        #expect(lines[2].hasPrefix("|   |   *UIView:\(address(view))- AMBIGUOUS LAYOUT for UIView:\(address(view)).minX{id: "))
        #expect(lines[2].contains("UIView:\(address(view)).Width{id: "))
        #expect(!lines[2].contains(".minY"))

        view.widthAnchor.constraint(equalToConstant: 20).isActive = true
        turn()
        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame == CGRect(x: 140, y: 0, width: 20, height: 10))
    }

    @Test func exerciseAmbiguityMovesAnAmbiguousView() {
        let window = makeWindow(width: 300, height: 300)
        let root: UIView = window.rootViewController!.view
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
        ])
        turn()
        let before = view.frame
        view.exerciseAmbiguityInLayout()
        #expect(view.frame != before)
    }

    /// Views tied to the exercised one follow it at the next layout.
    @Test func exerciseAmbiguityMovesTheViewsTiedToIt() {
        let window = makeWindow(width: 300, height: 300)
        let root: UIView = window.rootViewController!.view
        let ambiguous = UIView()
        let follower = UIView()
        for view in [ambiguous, follower] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            ambiguous.widthAnchor.constraint(equalToConstant: 20), ambiguous.heightAnchor.constraint(equalToConstant: 20),
            ambiguous.topAnchor.constraint(equalTo: root.topAnchor),
            ambiguous.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
            follower.leftAnchor.constraint(equalTo: ambiguous.rightAnchor),
            follower.topAnchor.constraint(equalTo: root.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 20), follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        turn()
        ambiguous.exerciseAmbiguityInLayout()
        window.layoutIfNeeded()
        #expect(ambiguous.frame.minX != 0)
        #expect(follower.frame.minX == ambiguous.frame.maxX)
    }
}
