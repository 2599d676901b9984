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
/// gives every coefficient to within one rounding.
extension Engine {
    /// Replaces the objective's coefficients by the sum of the live error symbols' rows
    /// (or the symbols themselves, when non-basic) if any of them has drifted by more
    /// than ``Tolerance/relative`` of its size; returns whether it did. The candidates
    /// are refreshed to match, so an ``optimize()`` afterwards finishes what the drifted
    /// coefficients stopped. The constants are left alone: a constant change moves them
    /// by a change of variables that the error rows do not record.
    mutating func refreshObjectiveIfDrifted() -> Bool {
        guard !objective.isEmpty else { return false }
        // Mark the live errors, then visit them in symbol order, so the sums round the
        // same way on every run.
        stamp &+= 1
        if stamp == 0 { resetStamps() }
        for tag in tags.values {
            for symbol in [tag.marker, tag.other] where symbol >= 0 && kind[Int(symbol)] == .error {
                scratchStamp[Int(symbol)] = stamp
            }
        }
        var sums = [Double](repeating: 0, count: symbolCount)
        var drifted: [Int] = []
        for level in objective.indices {
            sums.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            for symbol in 0..<symbolCount where scratchStamp[symbol] == stamp && errorLevel[symbol] == Int32(level) {
                if isBasic[symbol] {
                    for cell in rows[symbol].cells { sums[Int(cell.symbol)] += cell.coefficient }
                } else {
                    sums[symbol] += 1
                }
            }
            let agrees = objective[level].withUnsafeBufferPointer { kept in
                sums.withUnsafeBufferPointer { fresh in
                    for s in 0..<kept.count where abs(kept[s] - fresh[s]) > Tolerance.relative * max(1, abs(fresh[s])) {
                        return false
                    }
                    return true
                }
            }
            guard !agrees else { continue }
            drifted.append(level)
            for s in 0..<symbolCount where objective[level][s] != sums[s] {
                setObjective(level, Int32(s), sums[s])
            }
        }
        guard !drifted.isEmpty else { return false }
        for s in 0..<symbolCount { refreshCandidate(Int32(s)) }
        return true
    }
}
