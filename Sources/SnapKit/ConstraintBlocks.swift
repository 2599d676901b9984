import Foundation
import UIKit

/// The `makeConstraints`, `remakeConstraints`, `updateConstraints`, `removeConstraints`
/// and `prepareConstraints` blocks, for a view (`view.snp`) or a layout guide
/// (`guide.snp`) alike.
@preconcurrency @MainActor
enum ConstraintBlocks {
    static func make(_ item: AnyObject, file: String, line: UInt, _ closure: (ConstraintMaker) -> Void) {
        let made = prepare(item, file: file, line: line, closure)
        install(made.flatMap(\.layoutConstraints))
        ConstraintRegistry.add(made.filter { !$0.layoutConstraints.isEmpty }, for: item)
    }

    static func remake(_ item: AnyObject, file: String, line: UInt, _ closure: (ConstraintMaker) -> Void) {
        remove(item)
        make(item, file: file, line: line, closure)
    }

    static func update(_ item: AnyObject, file: String, line: UInt, _ closure: (ConstraintMaker) -> Void) {
        let made = prepare(item, file: file, line: line, closure)
        let existing = ConstraintRegistry.constraints(for: item).flatMap(\.layoutConstraints).filter(\.isActive)
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
        install(added)
        ConstraintRegistry.add(addedStatements, for: item)
    }

    static func remove(_ item: AnyObject) {
        for statement in ConstraintRegistry.removeAll(for: item) {
            NSLayoutConstraint.deactivate(statement.layoutConstraints)
        }
    }

    /// Runs the block and resolves its statements; a view's
    /// `translatesAutoresizingMaskIntoConstraints` is turned off first.
    static func prepare(_ item: AnyObject, file: String, line: UInt, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        (item as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(item: item, location: ConstraintSourceLocation(fileID: file, line: line))
        closure(maker)
        for statement in maker.statements { statement.resolve() }
        return maker.statements
    }

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

/// What `view.snp` and `guide.snp` share: the blocks, and the item's attributes as
/// targets for relations (`other.snp.top`, `view.safeAreaLayoutGuide.snp.bottom`).
@preconcurrency @MainActor
public protocol ConstraintDSL {
    /// The view or layout guide.
    var target: AnyObject { get }
}

extension ConstraintDSL {
    /// Makes and installs the constraints the block describes.
    ///
    /// - Parameters:
    ///   - file: The call site, recorded for statements that never get a relation; leave it out.
    ///   - line: The call site's line; leave it out.
    ///   - closure: The statements, made with `make`.
    public func makeConstraints(file: String = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void) {
        ConstraintBlocks.make(target, file: file, line: line, closure)
    }

    /// Removes the constraints this DSL made for the view or guide, then makes the block's.
    ///
    /// - Parameters:
    ///   - file: The call site; leave it out.
    ///   - line: The call site's line; leave it out.
    ///   - closure: The statements, made with `make`.
    public func remakeConstraints(file: String = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void) {
        ConstraintBlocks.remake(target, file: file, line: line, closure)
    }

    /// For each constraint of the block, changes the constant of a matching active
    /// constraint this DSL made for the view or guide (same items, attributes, relation, multiplier
    /// and priority) instead of adding one; constraints without a match are added.
    ///
    /// - Parameters:
    ///   - file: The call site; leave it out.
    ///   - line: The call site's line; leave it out.
    ///   - closure: The statements, made with `make`.
    public func updateConstraints(file: String = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void) {
        ConstraintBlocks.update(target, file: file, line: line, closure)
    }

    /// Deactivates every constraint this DSL made for the view or guide and forgets them.
    public func removeConstraints() {
        ConstraintBlocks.remove(target)
    }

    /// Makes the block's constraints without installing them (activate them later with
    /// ``Constraint/activate()``). Like the other blocks, it turns a view's
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
        ConstraintBlocks.prepare(target, file: file, line: line, closure)
    }

    /// The handles of the statements this DSL installed for the view or guide, oldest first.
    public var constraints: [Constraint] { ConstraintRegistry.constraints(for: target) }
}

extension UILayoutGuide {
    /// The constraint DSL for this guide: `guide.snp.makeConstraints { make in … }`, and
    /// its attributes as targets (`view.safeAreaLayoutGuide.snp.top`).
    @preconcurrency @MainActor public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}

/// The DSL's entry point for a layout guide (`guide.snp`): the blocks of
/// ``ConstraintViewDSL``, installed on the guide's owning view (or the closest common
/// ancestor of the views involved), and the guide's attributes as targets. Add the guide
/// to a view before making its constraints.
@preconcurrency @MainActor
public struct ConstraintLayoutGuideDSL: ConstraintDSL {
    /// The guide the DSL constrains.
    public let guide: UILayoutGuide
    public var target: AnyObject { guide }

    init(guide: UILayoutGuide) {
        self.guide = guide
    }
}

extension UILayoutSupport {
    /// The layout support's attributes as targets (`topLayoutGuide.snp.bottom`), as
    /// SnapKit's `ConstraintLayoutSupportDSL` gives them.
    @preconcurrency @MainActor public var snp: ConstraintLayoutSupportDSL { ConstraintLayoutSupportDSL(support: self) }
}

/// The DSL for a view controller's `topLayoutGuide` or `bottomLayoutGuide`: its
/// attributes as relation targets.
@preconcurrency @MainActor
public struct ConstraintLayoutSupportDSL: ConstraintDSL {
    /// The layout support.
    public let support: any UILayoutSupport
    public var target: AnyObject { support }
}
