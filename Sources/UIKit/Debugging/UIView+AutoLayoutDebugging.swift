import Cassowary
import Foundation

extension UIView {
    /// Whether the constraints leave this view's alignment rectangle free to move: a
    /// variable depends on an unconstrained direction, or on a tie between optional
    /// constraints of equal priority. A window-less tree is checked in a temporary engine.
    /// Debugging aid; not for production code paths.
    public var hasAmbiguousLayout: Bool {
        withLayoutEngine { engine in
            guard let variables = layoutVariables, variables.belongs(to: engine) else { return false }
            return variables.all.contains { engine.solver.isAmbiguous($0) }
        } ?? false
    }

    /// The views of this view's subtree (itself included, depth first) whose
    /// ``hasAmbiguousLayout`` is true, found in one sweep of the engine (this project's; for
    /// inspectors, where asking each view would expand the engine's rows once per view).
    public func viewsWithAmbiguousLayout() -> [UIView] {
        withLayoutEngine { engine in
            var views: [UIView] = []
            var variables: [Cassowary.Variable] = []
            @MainActor func collect(_ view: UIView) {
                if let own = view.layoutVariables, own.belongs(to: engine) {
                    views.append(view)
                    variables += own.all
                }
                for subview in view.subviews { collect(subview) }
            }
            collect(self)
            let flags = engine.solver.ambiguity(of: variables)
            return views.indices.filter { flags[$0 * 4] || flags[$0 * 4 + 1] || flags[$0 * 4 + 2] || flags[$0 * 4 + 3] }.map { views[$0] }
        } ?? []
    }

    /// Moves an ambiguous view to another of its valid layouts (each call alternates the
    /// direction), then lays it out again. Does nothing for an unambiguous view or one
    /// that is not in a window.
    public func exerciseAmbiguityInLayout() {
        guard let window = self as? UIWindow ?? cachedWindow, let variables = layoutVariables,
              variables.belongs(to: window.engine) else { return }
        let engine = window.engine
        engine.flush()
        let step: Double = cycle.exerciseDirection ? 10 : -10
        cycle.exerciseDirection.toggle()
        for variable in variables.all where engine.solver.isAmbiguous(variable) {
            let nudge = Cassowary.Constraint(Cassowary.Expression(variable) - (variable.value + step), .equal, strength: Strength(0.001))
            try? engine.solver.addConstraint(nudge)
            engine.readSolverChanges()
            try? engine.solver.removeConstraint(nudge)
        }
        setFrame(engine.engineFrame(of: self, variables), fromEngine: true)
    }

    /// The constraints in the engine that involve this view's horizontal (minX, width) or
    /// vertical (minY, height) variables, generated ones included, in the order added.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        withLayoutEngine { engine in
            guard let variables = layoutVariables, variables.belongs(to: engine) else { return [] }
            let mine = axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
            return layoutConstraints(mentioning: mine, in: engine, index: SolverConstraintIndex(engine: engine))
        } ?? []
    }

    /// A one-line-per-view trace of this view's hierarchy, UIKit's `_autolayoutTrace`:
    /// `|   ` per depth, then `*` (Auto Layout), `+` (autoresizing mask translated into
    /// the engine) or `•` (the top of an Auto Layout hierarchy inside a window or
    /// without a superview), the view's name, and `- AMBIGUOUS LAYOUT for …` with the
    /// ambiguous engine variables (`.minX{id: 3}`).
    public func _autolayoutTrace() -> String {
        withLayoutEngine { engine in
            var lines: [String] = []
            traceLines(into: &lines, depth: 0, engine: engine)
            return lines.joined(separator: "\n")
        } ?? ""
    }

    private func traceLines(into lines: inout [String], depth: Int, engine: LayoutEngine) {
        var line = String(repeating: "|   ", count: depth)
        let variables = layoutVariables.flatMap { $0.belongs(to: engine) ? $0 : nil }
        if let variables, !(self is UIWindow) {
            if superview == nil || superview is UIWindow {
                line += "•"
            } else if translatesAutoresizingMaskIntoConstraints {
                line += "+"
            } else {
                line += "*"
            }
            line += layoutDescriptionName
            let names = ["minX", "minY", "Width", "Height"]
            let ambiguous = variables.all.enumerated().filter { engine.solver.isAmbiguous($0.element) }
            if !ambiguous.isEmpty {
                line += "- AMBIGUOUS LAYOUT for " + ambiguous.map {
                    "\(layoutDescriptionName).\(names[$0.offset]){id: \(variables.firstID + $0.offset)}"
                }.joined(separator: ", ")
            }
        } else {
            line += layoutDescriptionName
        }
        lines.append(line)
        for subview in subviews { subview.traceLines(into: &lines, depth: depth + 1, engine: engine) }
    }

    /// Runs `body` with this view's engine, making a temporary one for a window-less tree.
    func withLayoutEngine<T>(_ body: (LayoutEngine) -> T) -> T? {
        if let engine = currentEngine() {
            engine.flush()
            return body(engine)
        }
        let root = rootView
        let engine = LayoutEngine(temporaryRoot: root)
        root.engineState.temporaryEngine = engine
        engine.installSubtree(root)
        engine.processPendingContentSizes()
        engine.solver.updateVariables()
        let result = body(engine)
        engine.tearDown()
        root.engineState.temporaryEngine = nil
        return result
    }
}
