import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

@Suite("layoutExplanation: why a frame is what it is")
@MainActor
struct LayoutExplanationTests {
    /// A 300 × 300 window and a constrained view in its root view.
    private func barInWindow() -> (UIWindow, UIView, UIView) {
        let window = makeWindow(width: 300, height: 300)
        let root = window.rootViewController!.view!
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        return (window, root, bar)
    }

    @Test func bindingSlackAndBrokenConstraintsWithTheirNumbers() {
        let (window, root, bar) = barInWindow()
        _ = window
        let wish = bar.widthAnchor.constraint(equalToConstant: 100)
        wish.priority = .defaultLow
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            bar.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
            bar.heightAnchor.constraint(lessThanOrEqualToConstant: 30),
            wish,
        ])
        turn()
        let text = bar.layoutExplanation()
        #expect(text.contains("frame = (20 40; 260 "), "\(text)")
        #expect(text.contains("minX 20\n  = 20 (") && text.contains("  holds exactly (what fixes it):"), "\(text)")
        #expect(text.contains("H:|-(20)-[UIView:") && text.contains("20 = 0 + 20"), "\(text)")
        #expect(text.contains("280 = 300 − 20"), "the trailing edge in numbers: \(text)")
        #expect(text.contains("gave way") && text.contains("off by 160"), "the low-priority width: \(text)")
        #expect(text.contains("height 10") || text.contains("height 30"), "\(text)")
        #expect(text.contains("to spare"), "the other height bound holds with room: \(text)")
        #expect(text.contains("(ambiguous)"), "the height between 10 and 30 is not fixed: \(text)")
    }

    @Test func satisfactionSaysHowEachConstraintHolds() {
        let (window, root, bar) = barInWindow()
        _ = window
        let wish = bar.widthAnchor.constraint(equalToConstant: 100)
        wish.priority = .defaultLow
        let pinned = bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        let roomy = bar.heightAnchor.constraint(lessThanOrEqualToConstant: 30)
        let inactive = bar.heightAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([
            pinned, bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            bar.topAnchor.constraint(equalTo: root.topAnchor), bar.heightAnchor.constraint(equalToConstant: 12),
            roomy, wish,
        ])
        turn()
        #expect(pinned.satisfaction == .exact)
        #expect(roomy.satisfaction == .slack(18))
        #expect(wish.satisfaction == .broken(160))
        #expect(inactive.satisfaction == .notInstalled)
        #expect(wish.satisfaction.description == "broken by 160")
    }

    @Test func theChainFollowsOtherViewsValuesDownToTheWindow() {
        let window = makeWindow(width: 300, height: 300)
        let root = window.rootViewController!.view!
        let a = UIView(), b = UIView()
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(equalToConstant: 40),
        ])
        turn()
        let explanation = b.explainLayout()
        let minX = explanation.values[0]
        #expect(minX.value == 165)
        let texts = minX.chain.map(\.text)
        #expect(texts.first == "b.leading 165 = a.trailing 160 + 5", "\(texts)")
        #expect(texts.contains("a.width 150 = 0.5 × UIView:\(addressString(of: root)).width 300") || texts.contains { $0.hasPrefix("a.width 150 = 0.5 × ") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("window.width 300 = the window's size") }, "\(texts)")
        #expect(minX.chain.first?.depth == 0 && (minX.chain.map(\.depth).max() ?? 0) >= 2)
        #expect(explanation.description.contains("why 165: the chain down to constants and the window"))
    }
}
