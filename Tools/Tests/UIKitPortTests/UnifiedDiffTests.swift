import Testing
@testable import UIKitPort

/// The unified diff `--diff` prints.
@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff("a\nb\n", "a\nb\n", oldName: "a/x", newName: "b/x").isEmpty)
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "five\n")
        #expect(UnifiedDiff.diff(old, new, oldName: "a/x", newName: "b/x") == """
            --- a/x
            +++ b/x
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeTwoHunksAndInsertionsCountRight() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...20).map { "\($0)" }
        lines.remove(at: 0)
        lines.insert("new", at: 18)
        let new = lines.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff.diff(old, new, oldName: "a/x", newName: "b/x") == """
            --- a/x
            +++ b/x
            @@ -1,4 +1,3 @@
            -1
             2
             3
             4
            @@ -17,4 +16,5 @@
             17
             18
             19
            +new
             20

            """)
    }

    @Test func anAddedFileAgainstEmptyText() {
        #expect(UnifiedDiff.diff("", "x\n", oldName: "a/f", newName: "b/f") == "--- a/f\n+++ b/f\n@@ -0,0 +1,1 @@\n+x\n")
    }
}
