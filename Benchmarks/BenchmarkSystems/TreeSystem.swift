// tree D (D = 5, 6, 7; 1,365, 5,461, 21,845 views): nested containers, depths 0..D.
//
//   Each view has x, y, w, h; variables are created view by view in breadth-first
//   order (x, y, w, h per view). Root w and h are edit variables (strong), both
//   suggested 8192 before any constraint; then root `x == 0`, `y == 0` (required).
//   Every view at depth < D is a container with 4 children c0..c3. The main axis is
//   x (size w) at even depths (root depth 0) and y (size h) at odd depths; the cross
//   axis is the other one. Constraints are added parent by parent in breadth-first
//   order, and for each parent p in this order:
//     c0.a == p.a + 8
//     c[i].a == c[i-1].a + c[i-1].size + 8              (i = 1, 2, 3)
//     c3.a + c3.size + 8 == p.a + p.size
//     c[i].size == c0.size                              (i = 1, 2, 3)
//     for each child c (c0..c3): c.b == p.b + 8, then c.b + c.crossSize + 8 == p.b + p.crossSize
//   All required; 16 per container, plus the 2 root pins. Fully determined.
//
// tree of N views (for the scaling fit, no kiwi twin): the same tree built breadth-first
// until it has N views, so the last containers have 1 to 4 children; a container with
// k children has the constraints above with c[k-1] in place of c3.
//
// Keep identical to `TreeSystem` in Benchmarks/kiwi_bench.py.

import Cassowary

public final class TreeSystem: BenchmarkSystem {
    /// One view: a frame of four variables and its children.
    public final class View {
        public let x, y, w, h: Variable
        public let depth: Int
        public internal(set) var children: [View] = []

        init(index: Int, depth: Int) {
            x = Variable("x\(index)")
            y = Variable("y\(index)")
            w = Variable("w\(index)")
            h = Variable("h\(index)")
            self.depth = depth
        }

        /// (position, size) along x when `horizontal`, else along y; then the other axis.
        func axes(horizontal: Bool) -> (main: (Variable, Variable), cross: (Variable, Variable)) {
            horizontal ? ((x, w), (y, h)) : ((y, h), (x, w))
        }

        /// Its children are laid out along x at even depths and along y at odd depths.
        var laysOutHorizontally: Bool { depth % 2 == 0 }
    }

    /// The depth of the deepest view.
    public let depth: Int
    /// Every view in breadth-first order; the root first.
    public let allViews: [View]
    public let constraints: [Constraint]
    /// Whether the tree is complete (`tree:D`) or cut at a view count.
    private let isComplete: Bool

    public var root: View { allViews[0] }
    public var name: String { isComplete ? "tree:\(depth)" : "tree of \(allViews.count) views" }
    public var views: Int { allViews.count }
    public var editVariables: [Variable] { [root.w, root.h] }
    public var baseValues: [Double] { [8192, 8192] }

    /// The complete tree of depth `depth`: (4^(depth+1) − 1) / 3 views.
    public convenience init(depth: Int) {
        precondition(depth >= 0)
        var count = 1, level = 1
        for _ in stride(from: 0, to: depth, by: 1) {
            level *= 4
            count += level
        }
        self.init(views: count, complete: true)
    }

    /// The first `views` views of the breadth-first tree (at least 1).
    public convenience init(views: Int) {
        self.init(views: views, complete: false)
    }

    private init(views count: Int, complete: Bool) {
        precondition(count >= 1)
        var views = [View(index: 0, depth: 0)]
        var parentIndex = 0
        while views.count < count {
            let parent = views[parentIndex]
            for _ in 0..<min(4, count - views.count) {
                let child = View(index: views.count, depth: parent.depth + 1)
                views.append(child)
                parent.children.append(child)
            }
            parentIndex += 1
        }
        allViews = views
        depth = views[views.count - 1].depth
        isComplete = complete

        let root = views[0]
        var constraints = [root.x == 0, root.y == 0]
        constraints.reserveCapacity(2 + 16 * parentIndex)
        for parent in views where !parent.children.isEmpty {
            let horizontal = parent.laysOutHorizontally
            let ((pa, psize), (pb, pcross)) = parent.axes(horizontal: horizontal)
            let main = parent.children.map { $0.axes(horizontal: horizontal).main }
            let cross = parent.children.map { $0.axes(horizontal: horizontal).cross }
            let last = main.count - 1
            constraints.append(main[0].0 == pa + 8)
            for i in stride(from: 1, through: last, by: 1) {
                constraints.append(main[i].0 == main[i - 1].0 + main[i - 1].1 + 8)
            }
            constraints.append(main[last].0 + main[last].1 + 8 == pa + psize)
            for i in stride(from: 1, through: last, by: 1) {
                constraints.append(main[i].1 == main[0].1)
            }
            for (b, size) in cross {
                constraints.append(b == pb + 8)
                constraints.append(b + size + 8 == pb + pcross)
            }
        }
        self.constraints = constraints
    }

    public func checkEdges(_ targets: [Double]) -> String? {
        let width = root.w.value, height = root.h.value
        let scale = max(abs(width), abs(height))
        if !near(width, targets[0], scale: scale) || !near(height, targets[1], scale: scale) {
            return "root is \(width) x \(height), suggested \(targets[0]) x \(targets[1])"
        }
        if !near(root.x.value, 0, scale: scale) || !near(root.y.value, 0, scale: scale) {
            return "root origin is (\(root.x.value), \(root.y.value))"
        }
        let c = root.children
        guard !c.isEmpty else { return nil }
        if !near(c[0].x.value, 8, scale: scale) { return "first child x = \(c[0].x.value), expected 8" }
        let end = c[c.count - 1].x.value + c[c.count - 1].w.value + 8
        if !near(end, width, scale: scale) { return "last child ends at \(end), expected \(width)" }
        for child in c where !near(child.y.value, 8, scale: scale)
            || !near(child.y.value + child.h.value + 8, height, scale: scale) {
            return "child spans y \(child.y.value)...\(child.y.value + child.h.value), expected 8...\(height - 8)"
        }
        return nil
    }

    public func checkRequired(_ targets: [Double]) -> String? {
        if let error = checkEdges(targets) { return error }
        let scale = targets.max()!
        for parent in allViews where !parent.children.isEmpty {
            let horizontal = parent.laysOutHorizontally
            let ((pa, psize), (pb, pcross)) = parent.axes(horizontal: horizontal)
            var position = pa.value + 8
            let size0 = parent.children[0].axes(horizontal: horizontal).main.1.value
            for child in parent.children {
                let ((a, size), (b, crossSize)) = child.axes(horizontal: horizontal)
                if !near(a.value, position, scale: scale) || !near(size.value, size0, scale: scale) {
                    return "a child of a depth-\(parent.depth) view is misplaced on the main axis"
                }
                position = a.value + size.value + 8
                if !near(b.value, pb.value + 8, scale: scale)
                    || !near(b.value + crossSize.value + 8, pb.value + pcross.value, scale: scale) {
                    return "a child of a depth-\(parent.depth) view is misplaced on the cross axis"
                }
            }
            if !near(position, pa.value + psize.value, scale: scale) {
                return "the children of a depth-\(parent.depth) view do not fill it"
            }
        }
        return nil
    }

    public func checkExact() -> String? {
        let scale = baseValues.max()!
        // Expected frames, indexed like allViews (children follow their parent in BFS order).
        var expected: [(x: Double, y: Double, w: Double, h: Double)] = [(0, 0, baseValues[0], baseValues[1])]
        expected.reserveCapacity(allViews.count)
        for (index, view) in allViews.enumerated() {
            let frame = expected[index]
            for (variable, want, label) in [(view.x, frame.x, "x"), (view.y, frame.y, "y"),
                                             (view.w, frame.w, "w"), (view.h, frame.h, "h")]
            where !near(variable.value, want, scale: scale) {
                return "a depth-\(view.depth) view has \(label) = \(variable.value), expected \(want)"
            }
            let count = Double(view.children.count)
            for i in view.children.indices {
                let offset = Double(i)
                if view.laysOutHorizontally {
                    let size = (frame.w - 8 * (count + 1)) / count
                    expected.append((frame.x + 8 + offset * (size + 8), frame.y + 8, size, frame.h - 16))
                } else {
                    let size = (frame.h - 8 * (count + 1)) / count
                    expected.append((frame.x + 8, frame.y + 8 + offset * (size + 8), frame.w - 16, size))
                }
            }
        }
        return checkEdges(baseValues)
    }
}
