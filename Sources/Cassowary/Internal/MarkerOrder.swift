/// Putting the markers a value check reads in increasing order
/// (``Engine/changedValuesAgreeWithConstraints(_:)``), so that it meets the constraints
/// in the order they were added.
enum MarkerOrder {
    /// Sorts `markers` (distinct symbols below `symbolCount`) in increasing order.
    ///
    /// Many markers go through a bitmap over the symbols, `bits`, which is grown as
    /// needed and left all zero: for 12,000 markers among 45,000 symbols (a removal pass
    /// in a tree of 4,000 views) the bitmap takes about 15 µs, a sort about 0.5 ms, a fifth
    /// of what reading them in order saves. A few (fewer than one per eight words of the
    /// bitmap) are sorted.
    static func sort(_ markers: inout [Int32], below symbolCount: Int, bits: inout [UInt64]) {
        guard markers.count > 1 else { return }
        let words = (symbolCount + 63) / 64
        guard markers.count * 8 >= words else {
            markers.sort()
            return
        }
        if bits.count < words { bits.append(contentsOf: Array(repeating: 0, count: words - bits.count)) }
        bits.withUnsafeMutableBufferPointer { bits in
            // Index loops (an array's iterator runs generic calls per step unoptimised).
            var position = 0
            while position < markers.count {
                let marker = markers[position]
                bits[Int(marker) >> 6] |= 1 << UInt64(marker & 63)
                position += 1
            }
            markers.removeAll(keepingCapacity: true)
            var index = 0
            while index < words {
                var word = bits[index]
                if word != 0 {
                    bits[index] = 0
                    while word != 0 {
                        markers.append(Int32(index * 64 + word.trailingZeroBitCount))
                        word &= word - 1
                    }
                }
                index += 1
            }
        }
    }
}
