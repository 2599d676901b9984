/// `abs` of a `Double` as a concrete function. The standard library's `abs` is generic
/// (over `SignedNumeric & Comparable`): an unoptimised build called it through witness
/// tables, 6.7% of the stress sample's resize pass in a debug build. Within this module
/// every `abs` of a `Double` resolves here (a non-generic overload wins), with the same
/// result. (Usable from inlinable code: ``Tolerance`` reads it there.)
@inline(__always) @usableFromInline
func abs(_ value: Double) -> Double { value.magnitude }

// `max` and `min` of `Double`s and `Int`s as concrete functions, for the same reason: the
// standard library's are generic over `Comparable` (the three-argument `max` also packs
// a variadic array), so an unoptimised build called them through witness tables; the
// sweep's change test alone spent 9 M instructions of ten resize passes of the stress
// sample there. Within this module every such call resolves here (a non-generic
// overload wins). Each returns exactly what the standard library's does, ties and NaN
// included (`max`: `y >= x ? y : x`; `min`: `y < x ? y : x`).

@inline(__always) @usableFromInline
func max(_ x: Double, _ y: Double) -> Double { y >= x ? y : x }

@inline(__always) @usableFromInline
func max(_ x: Double, _ y: Double, _ z: Double) -> Double { max(max(x, y), z) }

@inline(__always) @usableFromInline
func min(_ x: Double, _ y: Double) -> Double { y < x ? y : x }

@inline(__always) @usableFromInline
func max(_ x: Int, _ y: Int) -> Int { y >= x ? y : x }

@inline(__always) @usableFromInline
func min(_ x: Int, _ y: Int) -> Int { y < x ? y : x }
