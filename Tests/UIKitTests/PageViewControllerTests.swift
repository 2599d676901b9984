import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

@MainActor
@Suite struct PageViewControllerTests {
    private final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [UIViewController] = (0..<3).map { index in
            let page = UIViewController()
            page.title = "Page \(index)"
            return page
        }
        var log: [String] = []

        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
            return pages[index - 1]
        }

        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
            return pages[index + 1]
        }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.append("will \(pendingViewControllers.first?.title ?? "")")
        }

        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            log.append("did from \(previousViewControllers.first?.title ?? "") \(completed)")
        }
    }

    private func stage(_ orientation: UIPageViewController.NavigationOrientation = .horizontal)
        -> (UIPageViewController, Pages, EventDriver) {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation)
        let pages = Pages()
        pager.dataSource = pages
        pager.delegate = pages
        pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        let (_, _, events) = makeEventStage(width: 300, height: 300, root: pager)
        return (pager, pages, events)
    }

    @Test func settingPagesShowsTheFirstAsAChildFillingTheView() {
        let (pager, pages, _) = stage()
        #expect(pager.viewControllers?.first === pages.pages[0])
        #expect(pages.pages[0].parent === pager)
        #expect(pages.pages[0].view.frame == pager.view.bounds)
        var completed: Bool?
        pager.setViewControllers([pages.pages[2]], direction: .forward, animated: true) { completed = $0 }
        #expect(completed == true && pager.viewControllers?.first === pages.pages[2])
        #expect(pages.pages[0].parent == nil && pages.pages[0].view.superview == nil)
        #expect(pages.log.isEmpty, "programmatic turns do not tell the delegate")
        #expect(pager.transitionStyle == .scroll && pager.spineLocation == .none)
        #expect(UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical).spineLocation == .min)
    }

    @Test func arrowKeysTurnPagesWithinTheDataSource() {
        let (pager, pages, events) = stage()
        #expect(pager.isFirstResponder)
        events.key(.rightArrow)
        #expect(pager.viewControllers?.first === pages.pages[1])
        events.key(.rightArrow)
        events.key(.rightArrow)
        #expect(pager.viewControllers?.first === pages.pages[2], "no page after the last")
        events.key(.leftArrow)
        #expect(pager.viewControllers?.first === pages.pages[1])
        #expect(pages.log == ["will Page 1", "did from Page 0 true", "will Page 2", "did from Page 1 true",
                             "will Page 1", "did from Page 2 true"])
    }

    @Test func verticalPagesTurnWithUpAndDown() {
        let (pager, pages, events) = stage(.vertical)
        events.key(.rightArrow)
        #expect(pager.viewControllers?.first === pages.pages[0])
        events.key(.downArrow)
        #expect(pager.viewControllers?.first === pages.pages[1])
        events.key(.upArrow)
        #expect(pager.viewControllers?.first === pages.pages[0])
    }

    @Test func draggingPastAThirdTurnsAndAShortDragSpringsBack() {
        let (pager, pages, events) = stage()
        // A slow clock: 0.2 s between events, so the release has no fling speed.
        let saved = UIRunLoop.main.clock
        defer { UIRunLoop.main.clock = saved }
        var now = 100.0
        UIRunLoop.main.clock = {
            now += 0.2
            return now
        }
        events.down(250, 150)
        events.move(220, 150)
        events.move(200, 150)
        #expect(pages.pages[1].view.superview === pager.view, "the next page follows the drag")
        #expect(pages.pages[0].view.frame.minX == -50)
        events.up(200, 150)
        turn()
        #expect(pager.viewControllers?.first === pages.pages[0], "a short, slow drag springs back")
        #expect(pages.pages[1].view.superview == nil && pages.pages[0].view.frame.minX == 0)

        events.down(280, 150)
        events.move(250, 150)
        events.move(150, 150)
        events.move(100, 150)
        events.up(100, 150)
        turn()
        #expect(pager.viewControllers?.first === pages.pages[1])
        #expect(pages.pages[1].view.frame == pager.view.bounds)
    }
}
