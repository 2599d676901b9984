/// An object's identity as a hash-table key, hashed in a few instructions.
///
/// `ObjectIdentifier` hashes its address with SipHash, about 95 instructions a lookup.
/// The solver's constraint table and the layout engine's tables look objects up some
/// 240,000 times in the first layout of a 4,002-view stack, 4% of it. This key mixes
/// the address with the table's seed by MurmurHash3's 64-bit finaliser instead: every
/// bit of the address reaches the low bits a table indexes by (addresses are aligned,
/// so their own low bits are always zero). Keys are not chosen by an adversary here.
///
/// Tables keyed by it still iterate in an order that changes from run to run (their
/// seeds do); the solver never lets that order decide anything.
package struct ObjectKey: Hashable, Sendable {
    package let id: ObjectIdentifier

    @inlinable package init(_ object: AnyObject) { id = ObjectIdentifier(object) }

    @inlinable package static func == (a: ObjectKey, b: ObjectKey) -> Bool { a.id == b.id }

    @inlinable package func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// What hash tables use (the standard library's hook for a type's own hash).
    @inlinable package func _rawHashValue(seed: Int) -> Int {
        ObjectKey.mix(UInt(bitPattern: Int(bitPattern: id)), seed: seed)
    }

    /// MurmurHash3's finaliser of `value` xor `seed`: equal inputs give equal outputs,
    /// and each input bit flips about half of the output bits.
    @inlinable package static func mix(_ value: UInt, seed: Int) -> Int {
        var x = UInt64(truncatingIfNeeded: value ^ UInt(bitPattern: seed))
        x ^= x >> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x &*= 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return Int(truncatingIfNeeded: x)
    }
}
