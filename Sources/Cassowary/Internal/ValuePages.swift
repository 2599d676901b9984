/// The reported value of every symbol, stored in fixed-size pages that never move, so
/// that a bound ``Variable`` reads its value through a pointer of its own: one load,
/// with no retain of the solver and no exclusivity check on its tableau.
///
/// Copies of the engine (the trial add of a conflict explanation) share the pages they
/// had when copied and write only past the original's `count`; a page a copy adds is
/// its own. A shared storage object frees every page with the last copy.
struct ValuePages {
    private static let pageShift = 10
    private static let pageMask = (1 << pageShift) - 1

    /// Owns every page made through any copy, and frees them with the last copy.
    private final class Storage {
        var pages: [UnsafeMutablePointer<Double>] = []

        deinit {
            for page in pages { page.deallocate() }
        }
    }

    private let storage = Storage()
    #if DEBUG || CASSOWARY_INTERNAL_CHECKS
    /// In a copy, the slots it shares with the original, when invariant checks are on.
    private var sharedCount = 0
    #endif
    /// This copy's pages, in order (read without touching the shared storage).
    private var pages: [UnsafeMutablePointer<Double>] = []
    private(set) var count = 0

    /// The slot of `index` (valid while the engine lives).
    @inline(__always)
    func pointer(to index: Int) -> UnsafeMutablePointer<Double> {
        pages[index >> ValuePages.pageShift] + (index & ValuePages.pageMask)
    }

    /// Calls `body` with the page table, for loops over many slots (with
    /// ``slot(of:in:)``).
    @inline(__always)
    func withPageTable<Result>(_ body: (UnsafeBufferPointer<UnsafeMutablePointer<Double>>) -> Result) -> Result {
        pages.withUnsafeBufferPointer(body)
    }

    /// The slot of `index` in a page table from ``withPageTable(_:)``.
    @inline(__always)
    static func slot(of index: Int, in table: UnsafeBufferPointer<UnsafeMutablePointer<Double>>) -> UnsafeMutablePointer<Double> {
        table[index >> pageShift] + (index & pageMask)
    }

    @inline(__always)
    subscript(index: Int) -> Double {
        get { pointer(to: index).pointee }
        nonmutating set {
            #if DEBUG || CASSOWARY_INTERNAL_CHECKS
            precondition(index >= sharedCount, "a copy of the value pages wrote slot \(index), which it shares with the original (below \(sharedCount))")
            #endif
            pointer(to: index).pointee = newValue
        }
    }

    /// Declares this value a copy of an engine's pages (the trial of a conflict
    /// explanation): with invariant checks on, writing a shared slot then stops the program.
    mutating func becomeCopy() {
        #if DEBUG || CASSOWARY_INTERNAL_CHECKS
        sharedCount = InvariantChecks.isEnabled ? count : 0
        #endif
    }

    mutating func append(_ value: Double) {
        if count >> ValuePages.pageShift == pages.count {
            let page = UnsafeMutablePointer<Double>.allocate(capacity: ValuePages.pageMask + 1)
            page.initialize(repeating: 0, count: ValuePages.pageMask + 1)
            pages.append(page)
            storage.pages.append(page)
        }
        self[count] = value
        count += 1
    }

    /// Forgets every value from `newCount` on (the pages stay, for reuse).
    mutating func truncate(to newCount: Int) {
        count = min(count, newCount)
    }
}
