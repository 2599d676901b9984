import Testing
@testable import Cassowary

/// The entering-candidate list: the largest symbol on top, each symbol listed once,
/// removal by dropping the top or by predicate.
@Suite struct CandidateHeapTests {
    /// Drains the heap from the top.
    private func drained(_ heap: CandidateHeap) -> [Int32] {
        var heap = heap
        var order: [Int32] = []
        while let top = heap.top {
            order.append(top)
            heap.removeTop()
        }
        return order
    }

    @Test func theTopIsTheLargestSymbol() {
        var heap = CandidateHeap()
        #expect(heap.top == nil && heap.isEmpty)
        for symbol: Int32 in [5, 1, 9, 3, 7, 0, 8] { heap.insert(symbol) }
        #expect(heap.top == 9)
        #expect(drained(heap) == [9, 8, 7, 5, 3, 1, 0])
    }

    @Test func aSymbolIsListedOnceUntilItIsDropped() {
        var heap = CandidateHeap()
        heap.insert(4)
        heap.insert(4)
        heap.insert(2)
        #expect(heap.items.count == 2)
        heap.removeTop()
        heap.insert(4)
        #expect(drained(heap) == [4, 2])
    }

    @Test func removingByPredicateKeepsTheOrder() {
        var heap = CandidateHeap()
        for symbol: Int32 in 0..<20 { heap.insert(symbol) }
        heap.removeAll(where: { $0 % 3 == 0 || $0 >= 15 }, symbolCount: 15)
        #expect(drained(heap) == [14, 13, 11, 10, 8, 7, 5, 4, 2, 1])
        // A symbol dropped by the predicate can be listed again.
        heap.insert(12)
        #expect(drained(heap) == [14, 13, 12, 11, 10, 8, 7, 5, 4, 2, 1])
    }

    @Test func matchesASortOfRandomInsertionsAndRemovals() {
        var heap = CandidateHeap()
        var model = Set<Int32>()
        var state: UInt64 = 0x5EED
        for _ in 0..<2_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let symbol = Int32((state >> 33) % 300)
            if (state >> 20) % 3 == 0, let top = heap.top {
                #expect(top == model.max())
                heap.removeTop()
                model.remove(top)
            } else {
                heap.insert(symbol)
                model.insert(symbol)
            }
        }
        #expect(drained(heap) == model.sorted(by: >))
    }
}
