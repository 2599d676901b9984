/// Re-deriving the objective from the error symbols' rows.
///
/// The objective is kept over the non-basic symbols by substitution: every pivot adds a
/// multiple of the entering row to each level. Rounding accumulates there as it does in
/// the rows, but the rows are checked against the constraints and rebuilt when they
/// drift, while nothing checked the objective closely: a reduced cost whose true value
/// is zero can stand at 4.7·10⁻⁷ at a higher level, which is positive beyond the
/// simplex's tolerance, and so forbids a pivot that a lower level needs (seen in fuzzing:
/// a fresh solver stopped at a level-250 error of 1,835 where 50 was reachable). Each
/// level is, by definition, the sum of its error symbols; summing their rows afresh
/// gives every coefficient to within one rounding. The drift check sums only the
/// coefficients a call changed (`Engine+DriftCheck.swift`); when one has drifted, this
/// sums every level.
extension Engine {
    /// Replaces the objective's coefficients by the sum of the live error symbols' rows
    /// (or the symbols themselves, when non-basic) if any of them has drifted by more
    /// than ``Tolerance/relative`` of its size; returns whether it did. The candidates
    /// are refreshed to match, so an ``optimize()`` afterwards finishes what the drifted
    /// coefficients stopped. The constants are left alone: a constant change moves them
    /// by a change of variables that the error rows do not record.
    func refreshObjectiveIfDrifted() -> Bool {
        guard !objective.isEmpty else { return false }
        // The live errors by level, each in symbol order (marked, then collected in one
        // pass), so the sums round the same way on every run.
        stamp &+= 1
        if stamp == 0 { resetStamps() }
        for tag in heldTags() {
            for symbol in [tag.marker, tag.other] where symbol >= 0 && symbols.kind[Int(symbol)] == .error {
                symbols.scratchStamp[Int(symbol)] = stamp
            }
        }
        var errorsByLevel = [[Int32]](repeating: [], count: objective.count)
        for symbol in 0..<symbolCount where symbols.scratchStamp[symbol] == stamp {
            errorsByLevel[Int(symbols.errorLevel[symbol])].append(Int32(symbol))
        }
        var sums = [Double](repeating: 0, count: symbolCount)
        var touched: [Int32] = []
        var drifted = false
        for level in objective.indices {
            touched.removeAll(keepingCapacity: true)
            for symbol in errorsByLevel[level] {
                let weight = errorWeight(symbol)
                if symbols.isBasic[Int(symbol)] {
                    for cell in symbols.rows[Int(symbol)].cells {
                        sums[Int(cell.symbol)] += weight * cell.coefficient
                        touched.append(cell.symbol)
                    }
                } else {
                    sums[Int(symbol)] += weight
                    touched.append(symbol)
                }
            }
            if !levelAgrees(level, with: sums) {
                drifted = true
                for s in 0..<symbolCount where objective[level][s] != sums[s] {
                    setObjective(level, Int32(s), sums[s])
                }
            }
            for symbol in touched { sums[Int(symbol)] = 0 }
        }
        guard drifted else { return false }
        for s in 0..<symbolCount { refreshCandidate(Int32(s)) }
        return true
    }

    /// Whether every coefficient of `level` is within ``Tolerance/relative`` of its size
    /// of `sums`.
    private func levelAgrees(_ level: Int, with sums: [Double]) -> Bool {
        objective[level].withUnsafeBufferPointer { kept in
            sums.withUnsafeBufferPointer { fresh in
                // The level is longer than the symbols (room for the next ones, all zero).
                for s in 0..<min(kept.count, fresh.count) {
                    let difference = kept[s] - fresh[s]
                    if difference != 0, abs(difference) > Tolerance.relative * max(1, abs(fresh[s])) { return false }
                }
                return true
            }
        }
    }
}
