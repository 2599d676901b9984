import Foundation
import UIKit

extension UIView {
    /// The constraint DSL for this view: `view.snp.makeConstraints { make in … }`, and its
    /// attributes as targets (`view.snp.top`).
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

/// The DSL's entry point for one view (`view.snp`).
///
/// ```swift
/// button.snp.makeConstraints { make in
///     make.center.equalToSuperview()
///     make.size.equalTo(CGSize(width: 100, height: 50))
/// }
/// ```
///
/// Each block turns the view's `translatesAutoresizingMaskIntoConstraints` off, runs the
/// statements, and installs their constraints as Masonry does: with a second view, on the
/// closest common superview; a size related to a constant, on the view itself; a position
/// related to a value, against the superview's same attribute. A statement with bad input
/// is logged with its call site and skipped; the others are still made.
@MainActor
public struct ConstraintViewDSL {
    /// The view the DSL constrains.
    public let view: UIView

    init(view: UIView) {
        self.view = view
    }

    /// Makes and installs the constraints the block describes.
    ///
    /// - Parameters:
    ///   - file: The call site, recorded for statements that never get a relation; leave it out.
    ///   - line: The call site's line; leave it out.
    ///   - closure: The statements, made with `make`.
    public func makeConstraints(file: String = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void) {
        let made = prepareConstraints(file: file, line: line, closure)
        ConstraintViewDSL.install(made.flatMap(\.layoutConstraints))
        ConstraintRegistry.add(made.filter { !$0.layoutConstraints.isEmpty }, for: view)
    }

    /// Removes the constraints this DSL made for the view, then makes the block's.
    ///
    /// - Parameters:
    ///   - file: The call site; leave it out.
    ///   - line: The call site's line; leave it out.
    ///   - closure: The statements, made with `make`.
    public func remakeConstraints(file: String = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(file: file, line: line, closure)
    }

    /// For each constraint of the block, changes the constant of a matching active
    /// constraint this DSL made for the view (same items, attributes, relation, multiplier
    /// and priority) instead of adding one; constraints without a match are added.
    ///
    /// - Parameters:
    ///   - file: The call site; leave it out.
    ///   - line: The call site's line; leave it out.
    ///   - closure: The statements, made with `make`.
    public func updateConstraints(file: String = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void) {
        let made = prepareConstraints(file: file, line: line, closure)
        let existing = ConstraintRegistry.constraints(for: view).flatMap(\.layoutConstraints).filter(\.isActive)
        var added: [LayoutConstraint] = []
        var addedStatements: [Constraint] = []
        for statement in made where !statement.layoutConstraints.isEmpty {
            var adds = false
            statement.layoutConstraints = statement.layoutConstraints.map { candidate in
                guard let match = existing.first(where: { $0.isSimilar(to: candidate) }) else {
                    added.append(candidate)
                    adds = true
                    return candidate
                }
                match.constant = candidate.constant
                return match
            }
            if adds { addedStatements.append(statement) }
        }
        ConstraintViewDSL.install(added)
        ConstraintRegistry.add(addedStatements, for: view)
    }

    /// Deactivates every constraint this DSL made for the view and forgets them.
    public func removeConstraints() {
        for statement in ConstraintRegistry.removeAll(for: view) { statement.deactivate() }
    }

    /// Makes the block's constraints without installing them (activate them later with
    /// ``Constraint/activate()``). Like the other blocks, it turns the view's
    /// `translatesAutoresizingMaskIntoConstraints` off.
    ///
    /// - Parameters:
    ///   - file: The call site; leave it out.
    ///   - line: The call site's line; leave it out.
    ///   - closure: The statements, made with `make`.
    /// - Returns: One handle per statement, in order (a refused statement has no layout constraints).
    @discardableResult
    public func prepareConstraints(file: String = #fileID, line: UInt = #line,
                                   _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(view: view, location: ConstraintSourceLocation(fileID: file, line: line))
        closure(maker)
        for statement in maker.statements { statement.resolve() }
        return maker.statements
    }

    /// The handles of the statements this DSL installed for the view, oldest first.
    public var constraints: [Constraint] { ConstraintRegistry.constraints(for: view) }

    /// Installs each constraint on the view Masonry's rule chose (one batch per view).
    private static func install(_ constraints: [LayoutConstraint]) {
        var groups: [(holder: UIView, constraints: [NSLayoutConstraint])] = []
        for constraint in constraints {
            guard let holder = constraint.installationTarget else { continue }
            if let index = groups.firstIndex(where: { $0.holder === holder }) {
                groups[index].constraints.append(constraint)
            } else {
                groups.append((holder, [constraint]))
            }
        }
        for group in groups { group.holder.addConstraints(group.constraints) }
    }
}
