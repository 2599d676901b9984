import Foundation
import Fuzzing
import Testing
import UIKit

/// Seeded random view trees: after every call, frames laid out incrementally equal those
/// of a fresh hierarchy (see `EngineFuzzRunner`). The long run is `swift run -c release fuzz`.
@MainActor
@Suite("Engine fuzz", .serialized)
struct EngineFuzzTests {
    static let cases = ProcessInfo.processInfo.environment["FUZZ_TREES"].flatMap(Int.init) ?? 30

    @Test func randomTreesLayOutAsFreshOnes() {
        let watchdog = Watchdog(limit: 60)
        defer { watchdog.stop() }
        EngineFuzzRunner.comparedChecks = 0
        let report = fuzzEngine(cases: Self.cases, firstSeed: 1, watchdog: watchdog)
        for failure in report.failures {
            Issue.record("seed \(failure.seed):\n\(failure.reproducer)")
        }
        #expect(report.passed == Self.cases)
        // Most checks compare: conflicts (which stop a case's comparisons) stay rare.
        #expect(EngineFuzzRunner.comparedChecks > EngineFuzzRunner.skippedChecks)
    }
}

/// A fuzz finding: a view whose width no constraint mentions is ambiguous.
@MainActor
@Suite("Ambiguity of unconstrained variables")
struct UnconstrainedAmbiguityTests {
    @Test func aViewWithoutAWidthConstraintIsAmbiguous() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        #expect(view._autolayoutTrace().contains("AMBIGUOUS LAYOUT"))
        view.widthAnchor.constraint(equalToConstant: 50).isActive = true
        window.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
    }

    /// `engine-duplicate-height.swift`: deactivating one of two identical required height
    /// constraints must leave the other in force (it used to let a priority-70.5 one win).
    @Test func aDuplicateRequiredHeightSurvivesItsTwin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 926))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let low = v.heightAnchor.constraint(equalToConstant: 58)
        low.priority = UILayoutPriority(70.5)
        let first = v.heightAnchor.constraint(equalToConstant: 100)
        let second = v.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 215),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 209),
            v.widthAnchor.constraint(equalToConstant: 24),
            low, first, second,
        ])
        root.layoutIfNeeded()
        #expect(v.frame.height == 100)
        first.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame.height == 100)
    }
}

/// The engine fuzz checks catch a wrong layout: a constraint whose constant changes
/// behind their back makes the incremental frames differ from a fresh hierarchy's.
@MainActor
@Suite("Engine fuzz checks")
struct EngineFuzzCheckTests {
    @Test func theChecksCatchAWrongFrame() {
        func pin(_ attribute: NSLayoutConstraint.Attribute, _ constant: Double, to second: Int? = 0) -> FuzzLayoutConstraint {
            FuzzLayoutConstraint(first: 1, firstAttribute: attribute, relation: .equal, second: second,
                                 secondAttribute: attribute, multiplier: 1, constant: constant, priority: 1000)
        }
        let fuzzCase = EngineFuzzCase(seed: 0, parents: [0], width: 300, height: 200, operations: [
            .activate(id: 0, pin(.leading, 10)), .activate(id: 1, pin(.top, 10)),
            .activate(id: 2, pin(.width, 50, to: nil)), .activate(id: 3, pin(.height, 40, to: nil)),
            .resize(width: 320, height: 240),
        ])
        #expect(EngineFuzzRunner.run(fuzzCase) == nil)
        let failure = EngineFuzzRunner.run(fuzzCase) { active in
            for constraint in active where constraint.firstAttribute == .width { constraint.constant += 17 }
        }
        #expect(failure?.check == "frame differs")
    }
}
