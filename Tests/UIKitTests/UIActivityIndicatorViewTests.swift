import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UIActivityIndicatorView as UIKit documents it: stopped and hidden when made (with
/// `hidesWhenStopped`), shown while animating, sized by its style.
@MainActor
@Suite("UIActivityIndicatorView")
struct UIActivityIndicatorViewTests {
    @Test func styleGivesTheIntrinsicSize() {
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
        let indicator = UIActivityIndicatorView()
        #expect(indicator.style == .medium)
        indicator.style = .large
        #expect(indicator.intrinsicContentSize == CGSize(width: 37, height: 37))
    }

    @Test func startingShowsAndStoppingHides() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isHidden && !indicator.isAnimating && indicator.hidesWhenStopped)
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating)
        indicator.stopAnimating()
        #expect(indicator.isHidden && !indicator.isAnimating)
        indicator.hidesWhenStopped = false
        indicator.isHidden = false
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }

    @Test func spokesTurnWithTheRunLoopClock() {
        let saved = UIRunLoop.main.clock
        defer { UIRunLoop.main.clock = saved }
        var now = 50.0
        UIRunLoop.main.clock = { now }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.frame = CGRect(x: 10, y: 10, width: 37, height: 37)
        window.addSubview(indicator)
        window.makeKeyAndVisible()
        indicator.startAnimating()
        func brightestSpoke() -> CGPoint? {
            let renderer = RecordingRenderer()
            indicator.render(in: renderer)
            var best: (CGPoint, CGFloat)?
            for command in renderer.commands {
                if case .line(_, let end, _, _, let alpha) = command, alpha > (best?.1 ?? -1) { best = (end, alpha) }
            }
            return best?.0
        }
        turn()
        let first = brightestSpoke()
        #expect(first != nil)
        now += 1.0 / 12 + 0.001
        turn()
        let second = brightestSpoke()
        #expect(second != nil && second != first)
        indicator.stopAnimating()
        now += 1
        turn()
        #expect(indicator.isHidden)
    }
}
