import Foundation
import UIKit
import UIKitTestSupport

/// Replays an engine case in a window and, after every call and `layoutIfNeeded()`,
/// compares every view's frame with a fresh hierarchy given the same tree, window size
/// and active constraints (in activation order, with their current constants and
/// priorities). Views ambiguous in either hierarchy are not compared; once either run
/// logs a conflict, the case stops comparing (which constraint UIKit breaks depends on
/// history), and counts the checks it skipped.
@MainActor
public struct EngineFuzzRunner {
    public static var skippedChecks = 0
    public static var comparedChecks = 0

    let fuzzCase: EngineFuzzCase
    let window: UIWindow
    var items: [UIView]
    var constraints: [Int: (spec: FuzzLayoutConstraint, constraint: NSLayoutConstraint)] = [:]
    /// Active constraint ids, in the order they were (last) activated.
    var activeOrder: [Int] = []

    init(_ fuzzCase: EngineFuzzCase) {
        self.fuzzCase = fuzzCase
        (window, items) = Self.makeTree(fuzzCase.parents, width: fuzzCase.width, height: fuzzCase.height)
    }

    static func makeTree(_ parents: [Int], width: Double, height: Double) -> (UIWindow, [UIView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        var items: [UIView] = [window]
        for parent in parents {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            items[parent].addSubview(view)
            items.append(view)
        }
        return (window, items)
    }

    /// Runs the whole case; the first failure, or nil.
    ///
    /// `sabotage` runs after each call, behind the checks' back (the tests use it to show
    /// that the checks catch a wrong layout).
    public static func run(_ fuzzCase: EngineFuzzCase,
                           sabotage: (([NSLayoutConstraint]) -> Void)? = nil) -> FuzzFailure? {
        let log = LogCapture()
        return log.capture {
            var runner = EngineFuzzRunner(fuzzCase)
            defer { runner.tearDown() }
            runner.window.layoutIfNeeded()
            for (index, operation) in fuzzCase.operations.enumerated() {
                runner.perform(operation)
                sabotage?(runner.activeOrder.map { runner.constraints[$0]!.constraint })
                runner.window.layoutIfNeeded()
                if log.messages.contains(where: { $0.contains("Unable to simultaneously satisfy") }) {
                    skippedChecks += fuzzCase.operations.count - index
                    return nil
                }
                if let message = runner.compareWithFreshHierarchy(log: log) {
                    return FuzzFailure(operation: index, check: message.check, message: message.text)
                }
            }
            return nil
        }
    }

    mutating func perform(_ operation: EngineFuzzOperation) {
        switch operation {
        case .activate(let id, let spec):
            let constraint = spec.make(items)
            constraints[id] = (spec, constraint)
            constraint.isActive = true
            activeOrder.append(id)
        case .deactivate(let id):
            guard let object = constraints[id] else { return }
            object.constraint.isActive = false
            activeOrder.removeAll { $0 == id }
        case .reactivate(let id):
            guard let object = constraints[id], !object.constraint.isActive else { return }
            object.constraint.isActive = true
            activeOrder.append(id)
        case .setConstant(let id, let value):
            guard constraints[id] != nil else { return }
            constraints[id]!.constraint.constant = CGFloat(value)
            constraints[id]!.spec.constant = value
        case .setPriority(let id, let value):
            // UIKit refuses to change an installed constraint between required and optional.
            guard let object = constraints[id], object.spec.priority != 1000 else { return }
            constraints[id]!.constraint.priority = UILayoutPriority(value)
            constraints[id]!.spec.priority = value
        case .resize(let width, let height):
            window.frame = CGRect(x: 0, y: 0, width: width, height: height)
        }
    }

    typealias Message = (check: String, text: String)

    func compareWithFreshHierarchy(log: LogCapture) -> Message? {
        let before = log.messages.count
        let (freshWindow, fresh) = Self.makeTree(fuzzCase.parents, width: Double(window.bounds.width),
                                                 height: Double(window.bounds.height))
        defer { NSLayoutConstraint.deactivate(freshWindow.constraintsInSubtree) }
        NSLayoutConstraint.activate(activeOrder.map { constraints[$0]!.spec.make(fresh) })
        freshWindow.layoutIfNeeded()
        if log.messages.count > before {
            Self.skippedChecks += 1
            return nil
        }
        Self.comparedChecks += 1
        for index in 1..<items.count {
            let mine = items[index], theirs = fresh[index]
            if mine.hasAmbiguousLayout || theirs.hasAmbiguousLayout { continue }
            // Frames are rounded to pixels edge by edge: a value a rounding's noise from a
            // half point can round either way, moving an edge by 1 and a size by up to 2.
            let a = mine.frame, b = theirs.frame
            if abs(a.minX - b.minX) > 1.01 || abs(a.minY - b.minY) > 1.01
                || abs(a.width - b.width) > 2.01 || abs(a.height - b.height) > 2.01 {
                return ("frame differs", "view \(index): \(a) incrementally, \(b) in a fresh hierarchy")
            }
        }
        return nil
    }

    func tearDown() {
        NSLayoutConstraint.deactivate(window.constraintsInSubtree)
    }
}

extension UIView {
    /// Every constraint held by this view or a descendant.
    var constraintsInSubtree: [NSLayoutConstraint] {
        constraints + subviews.flatMap(\.constraintsInSubtree)
    }
}

/// Runs `cases` random engine cases from `firstSeed` on, each under the watchdog.
@MainActor
public func fuzzEngine(cases: Int, firstSeed: UInt64 = 1, watchdog: Watchdog? = nil,
                       progress: ((Int) -> Void)? = nil) -> FuzzReport {
    fuzz(cases: cases, firstSeed: firstSeed, watchdog: watchdog, progress: progress,
         make: EngineFuzzCase.init(seed:), run: { EngineFuzzRunner.run($0).map(FuzzOutcome.failed) ?? .passed })
}
