/// `abs` of a `Double` as a concrete function. The standard library's `abs` is generic
/// (over `SignedNumeric & Comparable`): an unoptimised build called it through witness
/// tables, 6.7% of the stress sample's resize pass in a debug build. Within this module
/// every `abs` of a `Double` resolves here (a non-generic overload wins), with the same
/// result. (Usable from inlinable code: ``Tolerance`` reads it there.)
@inline(__always) @usableFromInline
func abs(_ value: Double) -> Double { value.magnitude }
