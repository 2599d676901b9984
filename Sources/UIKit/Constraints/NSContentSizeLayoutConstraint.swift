import Cassowary
import Foundation

/// The engine's constraint for one axis of a view's ``UIView/intrinsicContentSize``
/// (UIKit's private class of the same name; it shows in logs and in
/// ``UIView/constraintsAffectingLayout(for:)``).
///
/// It stands for two optional solver constraints: `size <= intrinsic` at the hugging
/// priority and `size >= intrinsic` at the compression resistance priority. Printed as
/// UIKit prints it, `<NSContentSizeLayoutConstraint:0x… UIButton:0x….width == 111>`
/// (the fourth article's log). The engine makes and changes these; once a view is laid
/// out they are listed at the end of its ``UIView/constraints``.
///
/// Private in UIKit, where the article reads the priorities by key-value coding
/// (`valueForKey:@"huggingPriority"`); public here so that ``huggingPriority`` and
/// ``compressionResistancePriority`` can be read, and ``value(forKey:)`` answers the
/// same keys.
@preconcurrency @MainActor
public final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    let axis: Axis
    var hugging: UILayoutPriority
    var compressionResistance: UILayoutPriority

    /// The view's content hugging priority on this constraint's axis.
    public var huggingPriority: UILayoutPriority { hugging }
    /// The view's compression resistance priority on this constraint's axis.
    public var compressionResistancePriority: UILayoutPriority { compressionResistance }

    /// The priorities by their key-value coding names, `"huggingPriority"` and
    /// `"compressionResistancePriority"` (as `Float`), as the article reads them; other
    /// keys as ``NSLayoutConstraint/value(forKey:)``.
    public override func value(forKey key: String) -> Any? {
        switch key {
        case "huggingPriority": return hugging.rawValue
        case "compressionResistancePriority": return compressionResistance.rawValue
        default: return super.value(forKey: key)
        }
    }

    init(view: UIView, axis: Axis, value: CGFloat, hugging: UILayoutPriority, compressionResistance: UILayoutPriority) {
        self.axis = axis
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        super.init(uncheckedItem: view, attribute: axis == .horizontal ? .width : .height, relatedBy: .equal,
                   toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: value)
        activeFlag = true
    }

    /// Never installed through the generic path: the engine adds the two halves itself.
    override func makeSolverConstraint(in engine: LayoutEngine) -> Cassowary.Constraint? { nil }

    override var layoutDescription: String {
        let name = firstView?.layoutDescriptionName ?? "(nil)"
        return "<NSContentSizeLayoutConstraint:\(addressString(of: self)) \(name).\(firstAttribute.name) == \(storedConstant.formattedG)>"
    }
}

/// A view's content-size constraints in one engine.
@preconcurrency @MainActor
final class ContentSizeRecord {
    struct AxisConstraints {
        let layout: NSContentSizeLayoutConstraint
        let hug: Cassowary.Constraint
        let compression: Cassowary.Constraint
    }
    var horizontal: AxisConstraints?
    var vertical: AxisConstraints?
    /// The width a height-for-width view was last measured at in a fitting engine.
    var measuredWidth: CGFloat?
}

extension LayoutEngine {
    /// Brings `view`'s content-size constraints in line with its intrinsic size and
    /// priorities: a new value only changes the two constants (`updateConstant`); a new
    /// priority, or an axis gaining or losing a value, removes and adds.
    func refreshContentSize(for view: UIView, wrapWidth: CGFloat? = nil) {
        guard let variables = participants[ObjectKey(view)] else { return }
        let record = contentSizes[ObjectKey(view)] ?? ContentSizeRecord()
        if isDetached && view.intrinsicSizeDependsOnWidth {
            view.engineState.fittingWrapWidth = wrapWidth ?? record.measuredWidth
            record.measuredWidth = view.engineState.fittingWrapWidth
        }
        let size = view.validatedIntrinsicContentSize()
        view.engineState.fittingWrapWidth = nil
        record.horizontal = updateAxis(record.horizontal, view: view, axis: .horizontal, value: size.width, variable: variables.width)
        record.vertical = updateAxis(record.vertical, view: view, axis: .vertical, value: size.height, variable: variables.height)
        if record.horizontal == nil && record.vertical == nil && record.measuredWidth == nil {
            contentSizes[ObjectKey(view)] = nil
        } else {
            contentSizes[ObjectKey(view)] = record
        }
    }

    private func updateAxis(_ current: ContentSizeRecord.AxisConstraints?, view: UIView, axis: NSLayoutConstraint.Axis,
                            value: CGFloat?, variable: Variable) -> ContentSizeRecord.AxisConstraints? {
        let hugging = view.contentHuggingPriority(for: axis)
        let compression = view.contentCompressionResistancePriority(for: axis)
        if let current, let value, current.layout.hugging == hugging, current.layout.compressionResistance == compression {
            guard current.layout.storedConstant != value else { return current }
            do {
                try solver.updateConstant(current.hug, to: -Double(value))
                try solver.updateConstant(current.compression, to: -Double(value))
                current.layout.storedConstant = value
                changed()
                return current
            } catch {
                // Fall through: remove and add again.
            }
        }
        if let current {
            current.layout.activeFlag = false
            try? solver.removeConstraint(current.hug)
            try? solver.removeConstraint(current.compression)
            changed()
        }
        guard let value else { return nil }
        let layout = NSContentSizeLayoutConstraint(view: view, axis: axis, value: value, hugging: hugging,
                                                   compressionResistance: compression)
        let hug = Cassowary.Constraint(Cassowary.Expression(variable) - Double(value), .lessThanOrEqual,
                                       strength: Self.contentSizeStrength(hugging))
        let compress = Cassowary.Constraint(Cassowary.Expression(variable) - Double(value), .greaterThanOrEqual,
                                            strength: Self.contentSizeStrength(compression))
        hug.context = layout
        compress.context = layout
        var added: [Cassowary.Constraint] = []
        for constraint in [hug, compress] {
            do {
                try solver.addConstraint(constraint)
                added.append(constraint)
            } catch {
                // Content-size strengths are never required, so only rounding gets here.
                handleAddError(error, constraint: layout, solverConstraint: constraint)
            }
        }
        changed()
        guard added.count == 2 else {
            for constraint in added { try? solver.removeConstraint(constraint) }
            layout.activeFlag = false
            return nil
        }
        return ContentSizeRecord.AxisConstraints(layout: layout, hug: hug, compression: compress)
    }

    /// Takes `view`'s content-size constraints out of the solver.
    /// The solver strength of a hugging or compression resistance priority. A priority
    /// of 1000 (`.required`) becomes the strongest optional level, above every optional
    /// constraint (999 and below) but below required ones: as the fourth article found,
    /// a required size constraint then wins over the intrinsic size with no conflict
    /// logged ("the view shows the size its size constraint gives").
    static func contentSizeStrength(_ priority: UILayoutPriority) -> Strength {
        priority.rawValue >= UILayoutPriority.required.rawValue ? Strength(requiredContentSizeLevel) : Strength(Double(priority.rawValue))
    }

    /// Just under required: the level of a required hugging or compression resistance.
    static let requiredContentSizeLevel = 999.999

    func removeContentSize(for view: UIView) {
        guard let record = contentSizes.removeValue(forKey: ObjectKey(view)) else { return }
        for axis in [record.horizontal, record.vertical] {
            guard let axis else { continue }
            axis.layout.activeFlag = false
            try? solver.removeConstraint(axis.hug)
            try? solver.removeConstraint(axis.compression)
        }
        changed()
    }
}
