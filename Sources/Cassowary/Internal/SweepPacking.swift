/// Packing the variable rows into a ``Sweep``: a depth-first post-order over them, so
/// that every row comes after the rows it reads.
///
/// Written into the sweep's own buffers as it goes, through raw pointers: built in
/// arrays and then copied, the packing cost about 500 instructions a row (a uniqueness
/// check at every append, the arrays' growth, the copy), about 275 this way; a tree of
/// 4,000 views packs its 23,000 rows on its first solve and again after every batch of
/// removals.
extension Sweep {
    /// Packs the variable rows: the external symbols that are basic, and the rows they
    /// read, each once. `visitStamp` is the engine's mark array, `visit` a fresh mark;
    /// `rowCount` is how many variable rows there are (a hint: the buffers grow past it).
    static func pack(rows: UnsafeBufferPointer<Row>, kind: UnsafeBufferPointer<SymbolKind>,
                     isBasic: UnsafeBufferPointer<Bool>, visitStamp: UnsafeMutableBufferPointer<UInt32>,
                     visit: UInt32, symbolCount: Int, rowCount: Int) -> Sweep {
        var order = GrowingBuffer<Int32>(capacity: rowCount)
        var start = GrowingBuffer<Int32>(capacity: rowCount + 1)
        var constants = GrowingBuffer<Double>(capacity: rowCount)
        var cells = GrowingBuffer<Cell>(capacity: 4 * rowCount)
        var stack = GrowingBuffer<(node: Int32, next: Int32)>(capacity: 64)
        defer { stack.deallocate() }
        var position = [Int32](repeating: -1, count: symbolCount)
        start.append(0)
        @inline(__always) func isVariableRow(_ s: Int) -> Bool { kind[s] == .external && isBasic[s] }
        for root in 0..<symbolCount where isVariableRow(root) && visitStamp[root] != visit {
            visitStamp[root] = visit
            stack.append((Int32(root), 0))
            while stack.count > 0 {
                let top = stack.count - 1
                let n = Int(stack[top].node)
                var index = Int(stack[top].next)
                var descended = false
                rows[n].cells.withUnsafeBufferPointer { rowCells in
                    while index < rowCells.count {
                        let child = Int(rowCells[index].symbol)
                        index += 1
                        if isVariableRow(child) && visitStamp[child] != visit {
                            visitStamp[child] = visit
                            stack[top].next = Int32(index)
                            stack.append((Int32(child), 0))
                            descended = true
                            return
                        }
                    }
                    position[n] = Int32(order.count)
                    constants.append(rows[n].constant)
                    order.append(Int32(n))
                    // A dummy's value is zero (it is basic only for a redundant equation,
                    // whose constant is rounding): its cells add nothing.
                    for cell in rowCells where kind[Int(cell.symbol)] != .dummy { cells.append(cell) }
                    start.append(Int32(cells.count))
                }
                if !descended { stack.removeLast() }
            }
        }
        return Sweep(order: order.buffer, start: start.buffer, cells: cells.buffer, constants: constants.buffer,
                     position: position)
    }
}

/// An append-only buffer of trivial values that hands its memory over when done
/// (``buffer``), for the sweep's packing.
struct GrowingBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    mutating func removeLast() { count -= 1 }

    /// The elements, in memory the caller now owns (and deallocates).
    var buffer: UnsafeMutableBufferPointer<Element> { UnsafeMutableBufferPointer(start: base, count: count) }

    func deallocate() { base.deallocate() }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: 2 * capacity)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
