/// The work lists of the walks over symbols (``ExpansionWalk`` and
/// ``Engine/markDependents(of:limit:)``), written through raw pointers: no uniqueness
/// check on writes, no index check on reads.
///
/// The expansion's lists start small and grow to the largest walk made (the walk checks
/// for room before it appends): most walks are short (a partial expansion of a few
/// rows), and lists sized for every symbol up front, zeroed to make them, touched every
/// page of them (four lists of a 100-view chain's 1,024 symbol slots: 7 more page faults
/// in its build on a trimmed heap, of 51). The dependents' stack has room for every
/// symbol, reserved and never written as a whole.
///
/// A reference: copies of the engine (a conflict explanation's trial add) share the lists,
/// which hold nothing between walks, and walks do not nest.
final class WalkLists {
    /// How many entries each of the expansion's lists has room for.
    private(set) var capacity: Int
    /// The expansion's basic variables in post-order, its depth-first stack (node and
    /// next cell) and the symbols whose scratch sums it started.
    private(set) var order: UnsafeMutablePointer<Int32>
    private(set) var stackNodes: UnsafeMutablePointer<Int32>
    private(set) var stackNext: UnsafeMutablePointer<Int32>
    private(set) var touched: UnsafeMutablePointer<Int32>
    /// The dependents' count's stack, with room for `dependentsCapacity` entries
    /// (see ``reserveDependents(_:)``).
    private(set) var dependents: UnsafeMutablePointer<Int32>
    private(set) var dependentsCapacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        order = .allocate(capacity: capacity)
        stackNodes = .allocate(capacity: capacity)
        stackNext = .allocate(capacity: capacity)
        touched = .allocate(capacity: capacity)
        dependents = .allocate(capacity: capacity)
        dependentsCapacity = capacity
    }

    /// Makes room for `count` entries in the dependents' stack, which then needs no check
    /// at all: the count pushes each symbol once at most, plus the one it starts from.
    /// (At least twice the room before, so that a growing tableau reallocates it a
    /// logarithmic number of times; entries are not kept.)
    @inline(__always)
    func reserveDependents(_ count: Int) {
        if dependentsCapacity < count {
            dependentsCapacity = max(count, 2 * dependentsCapacity)
            dependents.deallocate()
            dependents = .allocate(capacity: dependentsCapacity)
        }
    }

    /// Doubles the room of the expansion's lists, keeping the entries a walk has written:
    /// the first `order`, `stack` and `touched` of each.
    func grow(keepingOrder order: Int, stack: Int, touched: Int) {
        let newCapacity = 2 * capacity
        func moved(_ list: UnsafeMutablePointer<Int32>, keeping count: Int) -> UnsafeMutablePointer<Int32> {
            let larger = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity)
            larger.initialize(from: list, count: count)
            list.deallocate()
            return larger
        }
        self.order = moved(self.order, keeping: order)
        stackNodes = moved(stackNodes, keeping: stack)
        stackNext = moved(stackNext, keeping: stack)
        self.touched = moved(self.touched, keeping: touched)
        capacity = newCapacity
    }

    deinit {
        for list in [order, stackNodes, stackNext, touched, dependents] { list.deallocate() }
    }
}
