/// Delta debugging over a list of operations: the smallest sub-list (by removing chunks,
/// then single operations) for which `fails` still holds.
public func shrink<Operation>(_ operations: [Operation], while fails: ([Operation]) -> Bool) -> [Operation] {
    var current = operations
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
        var start = 0
        var removedAny = false
        while start < current.count {
            var candidate = current
            candidate.removeSubrange(start..<min(start + chunk, current.count))
            if fails(candidate) {
                current = candidate
                removedAny = true
            } else {
                start += chunk
            }
        }
        if chunk == 1 && !removedAny { break }
        chunk = chunk == 1 ? 1 : chunk / 2
    }
    return current
}
