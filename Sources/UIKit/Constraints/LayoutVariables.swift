import Cassowary

/// A view's alignment rectangle in one engine: four solver variables, in the
/// superview's coordinate space (`minX`, `minY`) plus the size.
@MainActor
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

    init(view: UIView, engine: LayoutEngine, firstID: Int) {
        let box = WeakViewBox(view)
        let name = view.layoutDescriptionName
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).Width")
        height = Variable("\(name).Height")
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
}

/// What a solver variable's `context` holds: its view, weakly (no retain cycle through
/// the solver).
final class WeakViewBox {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
