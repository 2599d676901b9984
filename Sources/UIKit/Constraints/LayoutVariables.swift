import Cassowary
import Foundation

/// An item's alignment rectangle in one engine: four solver variables, in the
/// coordinate space of its ``LayoutItem/layoutParent`` (a view's superview, a guide's
/// owning view) plus the size.
@preconcurrency @MainActor
final class LayoutVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// The engine these variables belong to, by identity (no reference counting on the
    /// hot path).
    let engineID: ObjectIdentifier
    /// Engine-wide ids printed by `_autolayoutTrace` (`{id: 170}`), one per variable.
    let firstID: Int
    /// The engine's own `width >= 0` and `height >= 0`, once an inequality constrains
    /// that size (see `LayoutEngine+SizeRestrictions.swift`).
    var widthRestriction: Cassowary.Constraint?
    var heightRestriction: Cassowary.Constraint?

    init(item: any LayoutItem, engine: LayoutEngine, firstID: Int) {
        let box = LayoutItemReference(item)
        // Named when printed (dumps, traces): building four names for every view that
        // joins an engine cost about 8,000 instructions a view.
        minX = Variable(lazyName: { box.variableName("minX") })
        minY = Variable(lazyName: { box.variableName("minY") })
        width = Variable(lazyName: { box.variableName("Width") })
        height = Variable(lazyName: { box.variableName("Height") })
        for variable in [minX, minY, width, height] { variable.context = box }
        engineID = ObjectIdentifier(engine)
        self.firstID = firstID
    }

    /// Whether these are `engine`'s variables.
    @inline(__always)
    func belongs(to engine: LayoutEngine?) -> Bool {
        guard let engine else { return false }
        return engineID == ObjectIdentifier(engine)
    }

    var all: [Variable] { [minX, minY, width, height] }

    /// The solved rectangle, exact.
    var solvedRect: CGRect {
        CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }
}

/// What a solver variable's `context` holds: its item, through the item's
/// ``ReferenceHandle`` (not kept alive, so no retain cycle through the solver; reads `nil`
/// once the item is gone). A class because a context is an object.
@preconcurrency @MainActor
final class LayoutItemReference {
    private let handle: ReferenceHandle
    private let isView: Bool

    init(_ item: any LayoutItem) {
        if let view = item as? UIView {
            handle = view.referenceHandle
            isView = true
        } else {
            handle = (item as! UILayoutGuide).referenceHandle
            isView = false
        }
    }

    /// The item, or `nil` once it is gone.
    var item: (any LayoutItem)? {
        guard let object = handle.object else { return nil }
        return isView ? unsafeDowncast(object, to: UIView.self) : unsafeDowncast(object, to: UILayoutGuide.self)
    }

    /// `UILabel:0x…'text'.minX`: the item's log name and the variable's attribute (the
    /// item's current name, or `(released)` once the item is gone).
    func variableName(_ attribute: StaticString) -> String {
        "\(item?.layoutItemName ?? "(released)").\(attribute)"
    }

    /// The item if it is a view.
    var view: UIView? {
        guard isView, let object = handle.object else { return nil }
        return unsafeDowncast(object, to: UIView.self)
    }
}
