import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

@Suite("layoutExplanation: why a frame is what it is")
@MainActor
struct LayoutExplanationTests {
    @Test func bindingSlackAndBrokenConstraintsWithTheirNumbers() {
        let window = makeWindow(width: 300, height: 300)
        let root = window.rootViewController!.view!
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
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
        #expect(text.contains("minX 20\n  holds exactly (what fixes it):"), "\(text)")
        #expect(text.contains("H:|-(20)-[UIView:") && text.contains("20 = 0 + 20"), "\(text)")
        #expect(text.contains("280 = 300 − 20"), "the trailing edge in numbers: \(text)")
        #expect(text.contains("gave way") && text.contains("off by 160"), "the low-priority width: \(text)")
        #expect(text.contains("height 10") || text.contains("height 30"), "\(text)")
        #expect(text.contains("to spare"), "the other height bound holds with room: \(text)")
        #expect(text.contains("(ambiguous)"), "the height between 10 and 30 is not fixed: \(text)")
    }
}
