/// The symbols that may enter the basis, as a max-heap on the symbol id: the primal
/// simplex enters the highest one (Bland's rule over the reversed order), and finding
/// it took a scan of every listed symbol at each pivot (3,300 instructions a pivot in
/// the 4,002-view stack's phase one).
///
/// Removal is lazy: a symbol that stops being a candidate stays until it reaches the
/// top, where the caller drops it. A symbol is listed at most once.
struct CandidateHeap {
    /// The heap, largest symbol first.
    private(set) var items: [Int32] = []
    /// Whether each symbol is in `items`.
    private var listed: [Bool] = []

    var isEmpty: Bool { items.count == 0 }

    /// The largest listed symbol. (`items[0]`, not `items.first`: unoptimised, the
    /// generic `first` went through the array's iterator at every pivot; `count == 0`,
    /// not the generic `isEmpty`, for the same reason.)
    var top: Int32? { items.count == 0 ? nil : items[0] }

    /// Lists `symbol` unless it is listed already.
    mutating func insert(_ symbol: Int32) {
        let s = Int(symbol)
        if s >= listed.count { listed.append(contentsOf: Array(repeating: false, count: s + 1 - listed.count)) }
        guard !listed[s] else { return }
        listed[s] = true
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[parent] < items[child] else { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    /// Drops the largest symbol.
    mutating func removeTop() {
        guard !items.isEmpty else { return }
        let first = items[0]
        listed[Int(first)] = false
        let last = items.removeLast()
        guard !items.isEmpty else { return }
        items[0] = last
        siftDown(from: 0)
    }

    /// Drops the symbols that `shouldRemove` picks (and forgets symbols from
    /// `symbolCount` on), then restores the heap.
    mutating func removeAll(where shouldRemove: (Int32) -> Bool, symbolCount: Int) {
        for symbol in items where shouldRemove(symbol) { listed[Int(symbol)] = false }
        items.removeAll(where: shouldRemove)
        if listed.count > symbolCount { listed.removeSubrange(symbolCount...) }
        var index = items.count / 2
        while index > 0 {
            index -= 1
            siftDown(from: index)
        }
    }

    mutating func removeAll() {
        items = []
        listed = []
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < items.count else { return }
            var largest = left
            if left + 1 < items.count, items[left + 1] > items[left] { largest = left + 1 }
            guard items[largest] > items[parent] else { return }
            items.swapAt(parent, largest)
            parent = largest
        }
    }
}
