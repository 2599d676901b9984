/// A short list of symbols (a symbol's rows, or its constraints' markers) that keeps up
/// to three entries in place and moves to an array of its own only past that.
///
/// Every symbol has three such lists, and most hold one to three entries: as arrays,
/// each allocated a buffer at its first entry (about a thousand allocations in a
/// chain of 100 views, about a tenth of its build).
///
/// Entries are unordered: removing one moves the last into its place.
struct SymbolList: RandomAccessCollection {
    private var first: Int32 = 0
    private var second: Int32 = 0
    private var third: Int32 = 0
    /// The number of entries held in place, or -1 once they have spilled (a flag read
    /// in place: testing the array for entries read its buffer, a second memory access
    /// for every entry read).
    private var inlineCount: Int32 = 0
    /// Every entry, once there were more than three; empty before (and
    /// again once emptied, keeping its room).
    private var spill: [Int32] = []

    init() {}

    /// Iterates the entries in order through concrete calls. The default iterator of a
    /// collection is generic: an unoptimised build ran every step of a `for … in` over a
    /// list through witness tables (`index(after:)`, `formIndex(after:)`), about a tenth of
    /// a debug build's resize pass.
    struct Iterator: IteratorProtocol {
        fileprivate let list: SymbolList
        fileprivate let count: Int
        fileprivate var index = 0

        @inline(__always)
        mutating func next() -> Int32? {
            guard index < count else { return nil }
            let entry = list[index]
            index += 1
            return entry
        }
    }

    @inline(__always)
    func makeIterator() -> Iterator {
        Iterator(list: self, count: count)
    }

    @inline(__always) private var isSpilled: Bool { inlineCount < 0 }

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { isSpilled ? spill.count : Int(inlineCount) }
    @inline(__always) var count: Int { endIndex }
    @inline(__always) var isEmpty: Bool { endIndex == 0 }

    @inline(__always)
    subscript(position: Int) -> Int32 {
        get {
            if isSpilled { return spill[position] }
            switch position {
            case 0: return first
            case 1: return second
            default: return third
            }
        }
        set {
            if isSpilled {
                spill[position] = newValue
                return
            }
            switch position {
            case 0: first = newValue
            case 1: second = newValue
            default: third = newValue
            }
        }
    }

    /// Adds `value` at the end. The fourth entry moves all four to the array, with
    /// room for eight.
    @inline(__always)
    mutating func append(_ value: Int32) {
        if isSpilled {
            spill.append(value)
            return
        }
        switch inlineCount {
        case 0: first = value
        case 1: second = value
        case 2: third = value
        default:
            spill.reserveCapacity(8)
            spill.append(first)
            spill.append(second)
            spill.append(third)
            spill.append(value)
            inlineCount = -1
            return
        }
        inlineCount += 1
    }

    /// Removes `value` (held at most once), moving the last entry into its place.
    ///
    /// Looks from both ends at once: rows made recently sit at the back of a list and
    /// rows made long ago at the front (likewise a symbol's constraints). A symbol in
    /// many rows (the one every row of a stack reaches) has a list as long as the stack,
    /// and a pivot that removes an old row from it used to read the whole list from the
    /// back: at 500 rows the stack's first layout read two million entries, against 52
    /// thousand from both ends.
    @inline(__always)
    mutating func removeFirst(_ value: Int32) {
        guard isSpilled else {
            let count = Int(inlineCount)
            for index in 0..<count where self[index] == value {
                self[index] = self[count - 1]
                inlineCount -= 1
                return
            }
            return
        }
        let index: Int? = spill.withUnsafeBufferPointer { entries in
            var low = 0, high = entries.count - 1
            while low <= high {
                if entries[high] == value { return high }
                if entries[low] == value { return low }
                low += 1
                high -= 1
            }
            return nil
        }
        if let index {
            spill.swapAt(index, spill.count - 1)
            spill.removeLast()
            // Emptied: back to entries in place (the array keeps its room).
            if spill.isEmpty { inlineCount = 0 }
        }
    }

    /// Replaces the last entry equal to `old` by `new`, searching from the back only:
    /// a pivot renames its leaving row, which was mostly made recently (searched from
    /// both ends, chain 1,000 took 1.2% more instructions and the stack no fewer).
    @inline(__always)
    mutating func rename(_ old: Int32, to new: Int32) {
        if isSpilled {
            spill.withUnsafeMutableBufferPointer { entries in
                var index = entries.count - 1
                while index >= 0 {
                    if entries[index] == old {
                        entries[index] = new
                        return
                    }
                    index -= 1
                }
            }
        } else if inlineCount > 2, third == old {
            third = new
        } else if inlineCount > 1, second == old {
            second = new
        } else if inlineCount > 0, first == old {
            first = new
        }
    }
}
