import Testing
@testable import Cassowary

/// A symbol's short list: up to three entries in place, more in an array of its own;
/// unordered, removal moves the last entry into the gap.
@Suite struct SymbolListTests {
    /// The list's entries, sorted (their order is not part of the contract).
    private func contents(_ list: SymbolList) -> [Int32] { list.sorted() }

    @Test func entriesStayInPlaceUpToThreeAndSpillPastThat() {
        var list = SymbolList()
        #expect(list.isEmpty && list.count == 0)
        for value: Int32 in [7, 3, 9] { list.append(value) }
        #expect(list.count == 3 && Array(list) == [7, 3, 9])
        list.append(1)
        list.append(12)
        #expect(list.count == 5 && Array(list) == [7, 3, 9, 1, 12])
        #expect(list.last == 12)
    }

    @Test func removingMovesTheLastEntryIntoTheGapInEitherForm() {
        var small = SymbolList()
        for value: Int32 in [4, 5, 6] { small.append(value) }
        small.removeFirst(4)
        #expect(Array(small) == [6, 5])
        small.removeFirst(42)  // absent: nothing changes
        #expect(Array(small) == [6, 5])

        var large = SymbolList()
        for value: Int32 in 0..<10 { large.append(value) }
        large.removeFirst(2)
        #expect(large.count == 9 && large[2] == 9)
        large.removeFirst(0)
        #expect(contents(large) == [1, 3, 4, 5, 6, 7, 8, 9])
    }

    @Test func anEmptiedSpilledListTakesEntriesAgain() {
        var list = SymbolList()
        for value: Int32 in 0..<5 { list.append(value) }
        for value: Int32 in 0..<5 { list.removeFirst(value) }
        #expect(list.isEmpty)
        list.append(8)
        list.append(9)
        #expect(Array(list) == [8, 9])
        for value: Int32 in 10..<14 { list.append(value) }
        #expect(Array(list) == [8, 9, 10, 11, 12, 13])
    }

    @Test func renamingReplacesTheLastEqualEntry() {
        var small = SymbolList()
        for value: Int32 in [1, 2, 3] { small.append(value) }
        small.rename(2, to: 20)
        small.rename(7, to: 70)  // absent: nothing changes
        #expect(Array(small) == [1, 20, 3])

        var large = SymbolList()
        for value: Int32 in [1, 2, 3, 4, 5] { large.append(value) }
        large.rename(1, to: 10)
        large.rename(5, to: 50)
        #expect(Array(large) == [10, 2, 3, 4, 50])
    }

    /// Random appends, removals and renames against an array doing the same.
    @Test func aRandomHistoryMatchesAnArray() {
        var list = SymbolList()
        var model: [Int32] = []
        var state: UInt64 = 0x51_0B
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var nextValue: Int32 = 0
        for _ in 0..<5_000 {
            switch next(3) {
            case 0 where model.count < 12, 1 where model.isEmpty:
                list.append(nextValue)
                model.append(nextValue)
                nextValue += 1
            case 1:
                let value = model[next(model.count)]
                list.removeFirst(value)
                model.remove(at: model.firstIndex(of: value)!)
            default:
                guard !model.isEmpty else { continue }
                let index = next(model.count)
                list.rename(model[index], to: nextValue)
                model[index] = nextValue
                nextValue += 1
            }
            #expect(list.count == model.count)
            #expect(contents(list) == model.sorted())
            if list.count != model.count { return }
        }
    }
}
