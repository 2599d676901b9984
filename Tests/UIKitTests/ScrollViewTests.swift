import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UIScrollView: the offset is the bounds' origin, content sized by constraints to the
/// content layout guide, the frame guide holding still, and input kept within the content.
@MainActor
@Suite("UIScrollView")
struct ScrollViewTests {
    final class CountingScrollView: UIScrollView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    final class Recorder: UIScrollViewDelegate {
        var events: [String] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll \(scrollView.contentOffset.y)") }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("begin drag") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { events.append("end drag") }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { events.append("inset") }
    }

    /// A full-window scroll view with a content view 1,000 high, as wide as the frame:
    /// a vertical-only scroller defined by the two guides.
    private func stage() -> (UIWindow, CountingScrollView, UIView) {
        let window = makeWindow(width: 320, height: 480)
        let root = window.rootViewController!.view!
        let scrollView = CountingScrollView()
        let content = UIView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        turn()
        return (window, scrollView, content)
    }

    @Test func theContentGuideDefinesTheContentSize() {
        let (window, scrollView, content) = stage()
        defer { withExtendedLifetime(window) {} }
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(!content.hasAmbiguousLayout)
        #expect(scrollView.clipsToBounds)
    }

    @Test func theDescriptionAppendsTheScrollGeometry() {
        let (window, scrollView, _) = stage()
        defer { withExtendedLifetime(window) {} }
        scrollView.contentOffset.y = 100.5
        #expect(scrollView.description.hasSuffix(
            "; frame = (0 0; 320 480); clipsToBounds = YES; contentOffset: {0, 100.5}; contentSize: {320, 1000}; adjustedContentInset: {0, 0, 0, 0}>"))
    }

    @Test func anUndefinedContentHeightIsAmbiguous() {
        let window = makeWindow(width: 320, height: 480)
        let scrollView = UIScrollView(frame: window.bounds)
        window.rootViewController!.view.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        turn()
        #expect(content.hasAmbiguousLayout)
    }

    // The second article: scrolling a scroll view runs its layoutSubviews.
    @Test func settingTheOffsetMovesTheBoundsAndLaysOut() {
        let (window, scrollView, _) = stage()
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        scrollView.delegate = recorder
        let before = scrollView.layouts
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 100))
        turn()
        #expect(scrollView.layouts == before + 1)
        #expect(recorder.events == ["scroll 100.0"])
        scrollView.bounds.origin.y = 120
        #expect(scrollView.contentOffset.y == 120)
    }

    @Test func aViewPinnedToTheFrameGuideStaysInPlace() {
        let (window, scrollView, _) = stage()
        defer { withExtendedLifetime(window) {} }
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        turn()
        #expect(badge.frame == CGRect(x: 280, y: 10, width: 30, height: 30))
        scrollView.contentOffset.y = 200
        turn()
        #expect(badge.frame.minY == 210)
        #expect(badge.convert(badge.bounds, to: nil).minY == 10)
    }

    @Test func theWheelScrollsWithinTheContent() {
        let (window, scrollView, _) = stage()
        defer { withExtendedLifetime(window) {} }
        window.sendEvent(.scroll(location: CGPoint(x: 100, y: 100), deltaX: 0, deltaY: 16, modifiers: []))
        #expect(scrollView.contentOffset.y == 16)
        for _ in 0..<100 { window.sendEvent(.scroll(location: CGPoint(x: 100, y: 100), deltaX: 0, deltaY: 16, modifiers: [])) }
        #expect(scrollView.contentOffset.y == 520)
        window.sendEvent(.scroll(location: CGPoint(x: 100, y: 100), deltaX: 0, deltaY: -16, modifiers: [.shift]))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 520))
        scrollView.isScrollEnabled = false
        window.sendEvent(.scroll(location: CGPoint(x: 100, y: 100), deltaX: 0, deltaY: -16, modifiers: []))
        #expect(scrollView.contentOffset.y == 520)
    }

    @Test func draggingScrollsAndTellsTheDelegate() {
        let (window, scrollView, _) = stage()
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        scrollView.delegate = recorder
        window.sendEvent(.pointerDown(location: CGPoint(x: 100, y: 300), button: 1, modifiers: []))
        window.sendEvent(.pointerMoved(location: CGPoint(x: 100, y: 260), buttons: [1], modifiers: []))
        #expect(scrollView.contentOffset.y == 40 && scrollView.isDragging)
        window.sendEvent(.pointerUp(location: CGPoint(x: 100, y: 260), button: 1, modifiers: []))
        #expect(recorder.events == ["begin drag", "scroll 40.0", "end drag"])
        #expect(!scrollView.isDragging)
    }

    @Test func scrollRectToVisibleMovesTheLeast() {
        let (window, scrollView, _) = stage()
        defer { withExtendedLifetime(window) {} }
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == 230)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 10), animated: true)
        #expect(scrollView.contentOffset.y == 230)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == 100)
    }

    @Test func theSafeAreaAdjustsTheInsetAndTheRange() {
        let (window, scrollView, _) = stage()
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        scrollView.delegate = recorder
        scrollView.contentInset.bottom = 10
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 44, right: 0))
        #expect(scrollView.scrollableRange.y == -44...564)
        #expect(recorder.events.contains("inset"))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
    }

    @Test func pageDownFromAFocusedFieldScrollsItsScrollView() {
        let (window, scrollView, content) = stage()
        defer { withExtendedLifetime(window) {} }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        content.addSubview(field)
        #expect(field.becomeFirstResponder())
        window.sendEvent(.keyDown(keyCode: UIKey.SpecialKey.pageDown.rawValue, characters: "", modifiers: []))
        #expect(scrollView.contentOffset.y == 440)
        // The field keeps End (it moves its caret); a second Page Down stops at the end.
        window.sendEvent(.keyDown(keyCode: UIKey.SpecialKey.end.rawValue, characters: "", modifiers: []))
        #expect(scrollView.contentOffset.y == 440)
        window.sendEvent(.keyDown(keyCode: UIKey.SpecialKey.pageDown.rawValue, characters: "", modifiers: []))
        #expect(scrollView.contentOffset.y == 520)
    }

    @Test func indicatorsShowWhileScrollingAndHideAfterwards() {
        let saved = UIRunLoop.main.clock
        defer { UIRunLoop.main.clock = saved }
        var now = 10.0
        UIRunLoop.main.clock = { now }
        let (window, scrollView, _) = stage()
        defer { withExtendedLifetime(window) {} }
        window.sendEvent(.scroll(location: CGPoint(x: 100, y: 100), deltaX: 0, deltaY: 48, modifiers: []))
        turn()
        let bars = scrollView.subviews.filter { !$0.isHidden && $0.frame.width == 3 }
        #expect(bars.count == 1)
        #expect(bars.first.map { $0.frame.maxX <= scrollView.bounds.maxX && $0.frame.minY >= scrollView.bounds.minY } == true)
        now += 2
        turn()
        #expect(scrollView.subviews.filter { !$0.isHidden && $0.frame.width == 3 }.isEmpty)
    }
}
