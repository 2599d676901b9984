import Foundation
import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// Labels and call sites in descriptions and logs; bad input logged, never a crash.
@MainActor
@Suite struct DiagnosticsTests {
    @Test func descriptionShowsTheLabelAndTheCallSite() {
        let window = makeWindow()
        let box = UIView()
        rootView(of: window).addSubview(box)
        var handle: Constraint?
        var line: UInt = 0
        box.snp.makeConstraints { make in
            line = currentLine(); handle = make.width.equalTo(100).labeled("box.width").constraint
        }
        let text = handle?.layoutConstraints.first?.description ?? ""
        #expect(text.hasPrefix("<SnapKit.LayoutConstraint:0x"))
        #expect(text.contains("@SnapKitTests/DiagnosticsTests.swift:\(line) 'box.width' "))
        #expect(text.contains("\(box.layoutDescriptionName).width == 100"))
        #expect(text.hasSuffix("(active)>"))
        #expect(handle?.sourceLocation == ConstraintSourceLocation(fileID: "SnapKitTests/DiagnosticsTests.swift", line: line))
        #expect(handle?.description.contains("'box.width'") == true)
    }

    @Test func conflictLogShowsLabelsAndCallSites() {
        let window = makeWindow()
        let box = UIView()
        rootView(of: window).addSubview(box)
        let capture = LogCapture()
        var line: UInt = 0
        capture.capture {
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.height.equalTo(10)
                make.width.equalTo(100).labeled("narrow")
                line = currentLine(); make.width.equalTo(200).labeled("wide")
            }
            turn()
        }
        let log = capture.messages.joined(separator: "\n")
        #expect(log.contains("Unable to simultaneously satisfy constraints"))
        #expect(log.contains("'narrow'"))
        #expect(log.contains("'wide'"))
        #expect(log.contains("@SnapKitTests/DiagnosticsTests.swift:\(line) 'wide'"))
    }

    /// Runs `body`, returning the SnapKit errors it logged.
    private func snapKitErrors(_ body: () -> Void) -> [String] {
        let capture = LogCapture()
        capture.capture(body)
        return capture.messages.filter { $0.hasPrefix("[SnapKit]") }
    }

    @Test func equalToSuperviewWithoutASuperviewIsLoggedWithTheCallSite() {
        let orphan = UIView()
        var line: UInt = 0
        var handle: Constraint?
        let errors = snapKitErrors {
            orphan.snp.makeConstraints { make in
                line = currentLine(); handle = make.edges.equalToSuperview().constraint
            }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("has no superview") == true)
        #expect(errors.first?.hasSuffix("(SnapKitTests/DiagnosticsTests.swift:\(line))") == true)
        #expect(handle?.layoutConstraints.isEmpty == true)
        #expect(orphan.snp.constraints.isEmpty)
    }

    @Test func aPositionRelatedToANumberWithoutASuperviewIsLogged() {
        let orphan = UIView()
        let errors = snapKitErrors {
            orphan.snp.makeConstraints { make in
                make.width.equalTo(10)     // fine: a size alone
                make.left.equalTo(10)      // needs the superview
            }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.contains(".left: the view has no superview") == true)
        #expect(orphan.constraints.count == 1)
    }

    @Test func viewsWithoutACommonAncestorAreLogged() {
        let window = makeWindow()
        let box = UIView()
        rootView(of: window).addSubview(box)
        let elsewhere = UIView()
        var line: UInt = 0
        let errors = snapKitErrors {
            box.snp.makeConstraints { make in
                line = currentLine(); make.top.equalTo(elsewhere.snp.bottom)
            }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("no common ancestor") == true)
        #expect(errors.first?.contains("DiagnosticsTests.swift:\(line)") == true)
    }

    @Test func mismatchedCompoundAttributesAreLogged() {
        let window = makeWindow()
        let root = rootView(of: window)
        let box = UIView(), other = UIView()
        root.addSubview(box)
        root.addSubview(other)
        var line: UInt = 0
        let errors = snapKitErrors {
            box.snp.makeConstraints { make in
                make.top.left.equalTo(other.snp.edges)   // fine: both have partners
                line = currentLine(); make.top.leading.equalTo(other.snp.edges)
            }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("non-identical attributes") == true)
        #expect(errors.first?.contains("DiagnosticsTests.swift:\(line)") == true)
        #expect(box.snp.constraints.count == 1)
    }

    @Test func incompatibleAttributesInAChainAreLogged() {
        let window = makeWindow()
        let root = rootView(of: window)
        let box = UIView(), other = UIView()
        root.addSubview(box)
        root.addSubview(other)
        let errors = snapKitErrors {
            box.snp.makeConstraints { make in
                make.left.width.equalTo(other.snp.centerX)   // width cannot take a position
            }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("Cannot relate") == true)
        #expect(errors.first?.contains(".width to ") == true)
    }

    @Test func unsupportedValuesAreLogged() {
        let window = makeWindow()
        let box = UIView()
        rootView(of: window).addSubview(box)
        let errors = snapKitErrors {
            box.snp.makeConstraints { make in
                make.width.equalToSuperview().dividedBy(0)
                make.height.equalTo(10).priority(0)
                make.height.equalTo(Double.nan)
                make.width.equalTo(box.snp.height).multipliedBy(CGFloat.infinity)
                make.left.equalToSuperview().priority(1001)
            }
        }
        #expect(errors.count == 5)
        #expect(errors[0].contains("Unsupported divisor 0"))
        #expect(errors[1].contains("Unsupported priority 0"))
        #expect(errors[2].contains("Unsupported constant nan"))
        #expect(errors[3].contains("Unsupported multiplier inf"))
        #expect(errors[4].contains("Unsupported priority 1001"))
        #expect(box.snp.constraints.isEmpty)
    }

    @Test func aStatementWithoutARelationIsLoggedAtTheBlock() {
        let window = makeWindow()
        let box = UIView()
        rootView(of: window).addSubview(box)
        var line: UInt = 0
        let errors = snapKitErrors {
            line = currentLine(); box.snp.makeConstraints { make in
                _ = make.top.left
            }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("{top, left} was never related") == true)
        #expect(errors.first?.contains("DiagnosticsTests.swift:\(line)") == true)
    }

    @Test func aSecondRelationOnOneStageIsLoggedAndIgnored() {
        let window = makeWindow()
        let box = UIView()
        rootView(of: window).addSubview(box)
        var handle: Constraint?
        let errors = snapKitErrors {
            box.snp.makeConstraints { make in
                let width = make.width
                handle = width.equalTo(10).constraint
                width.equalTo(20).offset(5)
            }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("already related") == true)
        #expect(handle?.layoutConstraints.first?.constant == 10)
        #expect(box.snp.constraints.count == 1)
    }

    @Test func aDeallocatedTargetIsLogged() {
        let window = makeWindow()
        let box = UIView()
        rootView(of: window).addSubview(box)
        var item: ConstraintItem<ConstraintKind.YAxis>?
        do {
            let gone = UIView()
            item = gone.snp.bottom
        }
        let errors = snapKitErrors {
            box.snp.makeConstraints { make in
                if let item { make.top.equalTo(item) }
            }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("no longer exists") == true)
    }

    @Test func goodStatementsInABlockSurviveABadOne() {
        let orphanParent = UIView()
        let box = UIView()
        orphanParent.addSubview(box)
        let stranger = UIView()
        let errors = snapKitErrors {
            box.snp.makeConstraints { make in
                make.size.equalTo(10)
                make.center.equalTo(stranger)
                make.top.left.equalToSuperview()
            }
        }
        #expect(errors.count == 1)
        #expect(box.snp.constraints.count == 2)
        orphanParent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        orphanParent.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
