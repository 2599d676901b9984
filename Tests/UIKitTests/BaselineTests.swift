import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct BaselineTests {
    @Test func labelsWithDifferentFontsAlignByFirstAndLastBaseline() {
        let stage = Stage(width: 300, height: 200)
        let small = makeLabel("ab\ncd", size: 10, lines: 0)     // 20 high, baselines at 8 and 18
        let big = makeLabel("xy", size: 20)                     // 20 high, ascent 16, descent 4
        let last = makeLabel("z", size: 20)
        for label in [small, big, last] { stage.container.addSubview(label) }
        NSLayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            small.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 50),
            big.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 10),
            big.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
            last.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 10),
            last.lastBaselineAnchor.constraint(equalTo: small.lastBaselineAnchor),
        ])
        turn()
        #expect(small.frame == CGRect(x: 0, y: 50, width: 20, height: 20))
        #expect(big.frame == CGRect(x: 30, y: 42, width: 40, height: 20))   // 58 − 16
        #expect(last.frame == CGRect(x: 80, y: 52, width: 20, height: 20))  // 68 + 4 − 20

        // A font change moves the baseline offsets.
        big.font = UIFont.systemFont(ofSize: 30)
        turn()
        #expect(big.frame == CGRect(x: 30, y: 34, width: 60, height: 30))   // 58 − 24
    }

    @Test func aPlainViewsBaselinesAreItsBottomEdge() {
        let stage = Stage(width: 300, height: 200)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        let label = makeLabel("ab")
        stage.container.addSubview(box)
        stage.container.addSubview(label)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            box.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 30),
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
        ])
        turn()
        #expect(label.frame == CGRect(x: 30, y: 32, width: 20, height: 10))
    }

    @Test func forFirstBaselineLayoutForwardsToADescendant() {
        final class Row: UIView {
            let title = makeLabel("T", size: 20)
            override var forFirstBaselineLayout: UIView { title }
        }
        let stage = Stage(width: 300, height: 200)
        let row = Row()
        row.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(row.title)
        let other = makeLabel("o")
        stage.container.addSubview(row)
        stage.container.addSubview(other)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            row.topAnchor.constraint(equalTo: stage.container.topAnchor),
            row.widthAnchor.constraint(equalToConstant: 100), row.heightAnchor.constraint(equalToConstant: 60),
            row.title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            row.title.topAnchor.constraint(equalTo: row.topAnchor, constant: 20),
            other.leadingAnchor.constraint(equalTo: row.trailingAnchor),
            other.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor),
        ])
        turn()
        // The title's baseline: 20 + 16 = 36; the other label's ascent is 8.
        #expect(other.frame == CGRect(x: 100, y: 28, width: 10, height: 10))
    }
}
