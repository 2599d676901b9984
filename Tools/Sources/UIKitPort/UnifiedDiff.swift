/// A line-based unified diff (`diff -u` style, three lines of context), from a longest
/// common subsequence of the two texts' lines.
///
/// - Complexity: O(*n* × *m*) time and memory for texts of *n* and *m* lines; source files
///   are small enough for that to be instant.
public enum UnifiedDiff {
    /// The diff from `old` to `new` with `---`/`+++` headers naming `oldName` and
    /// `newName`; empty when the texts are equal.
    public static func diff(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let edits = script(a, b)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits, context: context) {
            output += hunk.header + "\n"
            for edit in hunk.edits {
                switch edit {
                case .same(let i, _): output += " " + a[i] + "\n"
                case .removed(let i): output += "-" + a[i] + "\n"
                case .added(let j): output += "+" + b[j] + "\n"
                }
            }
        }
        return output
    }

    /// One step of the edit script, with line indices into the old and new texts.
    enum Edit: Equatable {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    struct Hunk {
        let header: String
        let edits: [Edit]
    }

    /// The lines of `text`, without their newlines (a final newline ends the last line).
    static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { result.removeLast() }
        return result
    }

    /// The edit script from `a` to `b`: a walk along a longest common subsequence.
    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        // suffix[i][j]: the length of the longest common subsequence of a[i...] and b[j...].
        var suffix = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                suffix[i][j] = a[i] == b[j] ? suffix[i + 1][j + 1] + 1 : max(suffix[i + 1][j], suffix[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                edits.append(.same(i, j)); i += 1; j += 1
            } else if j < m, i == n || suffix[i][j + 1] >= suffix[i + 1][j] {
                edits.append(.added(j)); j += 1
            } else {
                edits.append(.removed(i)); i += 1
            }
        }
        // Removals read better before the additions that replace them.
        return reorderedChanges(edits)
    }

    private static func reorderedChanges(_ edits: [Edit]) -> [Edit] {
        var result: [Edit] = []
        var removed: [Edit] = [], added: [Edit] = []
        func flush() { result += removed + added; removed = []; added = [] }
        for edit in edits {
            switch edit {
            case .same: flush(); result.append(edit)
            case .removed: removed.append(edit)
            case .added: added.append(edit)
            }
        }
        flush()
        return result
    }

    /// Groups changes with `context` unchanged lines around them; changes closer than
    /// twice that share a hunk.
    static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { range in
            let slice = Array(edits[range])
            // Line numbers where the hunk starts: count the lines before it.
            var oldStart = 0, newStart = 0
            for edit in edits[..<range.lowerBound] {
                switch edit {
                case .same: oldStart += 1; newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            let header = "@@ -\(span(oldStart, oldCount)) +\(span(newStart, newCount)) @@"
            return Hunk(header: header, edits: slice)
        }
    }

    /// `start,count` as diff prints it: 1-based, or the line before for an empty span.
    private static func span(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }
}
