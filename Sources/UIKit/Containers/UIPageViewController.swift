import Foundation

/// Pages of view controllers, one shown at a time, turned by swiping (dragging), by the
/// arrow keys or by ``setViewControllers(_:direction:animated:completion:)``.
///
/// The ``dataSource`` gives the page before and after the one shown; the ``delegate``
/// hears of turns. Both transition styles draw as `.scroll` here (a page curl slides).
/// A drag moves the page with the pointer, its neighbour beside it; released past a
/// third of the width (or flung), the page turns, otherwise it springs back.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How a page turn looks.
    public enum TransitionStyle: Int, Sendable {
        /// A page curling over (drawn as a slide here).
        case pageCurl = 0
        /// Pages sliding side by side.
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Which way a programmatic turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the spine of a page-curl book is.
    public enum SpineLocation: Int, Sendable {
        case none = 0, min = 1, mid = 2, max = 3
    }

    /// Option keys of ``init(transitionStyle:navigationOrientation:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location (an `NSNumber`), for page curls.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (an `NSNumber`), for scrolling.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is (`.none` for scrolling).
    public let spineLocation: SpineLocation
    /// The space between pages while they slide.
    let interPageSpacing: CGFloat
    /// Gives the neighbouring pages.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Hears of turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// Whether two pages show side by side (page curl with a middle spine; one page here).
    open var isDoubleSided = false
    /// The pages shown (one).
    open private(set) var viewControllers: [UIViewController]?
    /// The recognizers that turn pages (the drag).
    open var gestureRecognizers: [UIGestureRecognizer] { [panRecognizer] }

    private lazy var panRecognizer = UIPanGestureRecognizer(target: self, action: UIPageViewController.handlePan)
    /// The neighbour shown during a drag, and which way it lies.
    private var dragNeighbour: (controller: UIViewController, direction: NavigationDirection)?

    /// A page controller.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
        spineLocation = style == .pageCurl ? spine ?? .min : .none
        interPageSpacing = CGFloat((options?[.interPageSpacing] as? NSNumber)?.doubleValue ?? 0)
        super.init(nibName: nil, bundle: nil)
    }

    /// A scrolling, horizontal page controller (the storyboard default).
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        interPageSpacing = 0
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
        view.addGestureRecognizer(panRecognizer)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Arrow keys turn pages while nothing else takes keys.
        if let window = view.window, window.firstResponder == nil { becomeFirstResponder() }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard dragNeighbour == nil else { return }
        viewControllers?.first?.viewIfLoaded?.frame = view.bounds
    }

    /// Shows `viewControllers` (the first one; nil or empty shows nothing). With
    /// `animated`, the turn goes in `direction` (it completes at once here); `completion`
    /// gets whether it finished. The delegate is not told (as in UIKit: it hears only of
    /// turns the user makes).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        show(viewControllers?.first)
        completion?(true)
    }

    private func show(_ controller: UIViewController?) {
        let current = viewControllers?.first
        guard controller !== current else { return }
        if let current {
            current.willMove(toParent: nil)
            current.viewIfLoaded?.removeFromSuperview()
            current.removeFromParent()
        }
        if let controller {
            addChild(controller)
            controller.view.frame = view.bounds
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(controller.view)
            controller.didMove(toParent: self)
            viewControllers = [controller]
        } else {
            viewControllers = []
        }
    }

    // MARK: Turning

    /// The page `direction` of the one shown, from the data source.
    func neighbour(_ direction: NavigationDirection) -> UIViewController? {
        guard let current = viewControllers?.first, let dataSource else { return nil }
        return direction == .forward ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
    }

    /// Turns to the neighbouring page in `direction`, telling the delegate; false when
    /// there is none.
    @discardableResult
    func turnPage(_ direction: NavigationDirection) -> Bool {
        guard let previous = viewControllers, let next = neighbour(direction) else { return false }
        delegate?.pageViewController(self, willTransitionTo: [next])
        show(next)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        return true
    }

    /// The length of the axis pages turn along.
    private var pageLength: CGFloat {
        navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height
    }

    private func offset(_ distance: CGFloat) -> CGPoint {
        navigationOrientation == .horizontal ? CGPoint(x: distance, y: 0) : CGPoint(x: 0, y: distance)
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        let distance = navigationOrientation == .horizontal ? translation.x : translation.y
        guard let current = viewControllers?.first?.viewIfLoaded else { return }
        switch recognizer.state {
        case .began, .changed:
            let direction: NavigationDirection = distance < 0 ? .forward : .reverse
            if dragNeighbour?.direction != direction { placeNeighbour(for: direction) }
            let shown = dragNeighbour == nil ? distance / 3 : distance
            current.frame = view.bounds.offsetBy(dx: offset(shown).x, dy: offset(shown).y)
            if let neighbour = dragNeighbour?.controller.viewIfLoaded {
                let side = (pageLength + interPageSpacing) * (direction == .forward ? 1 : -1)
                neighbour.frame = view.bounds.offsetBy(dx: offset(shown + side).x, dy: offset(shown + side).y)
            }
        case .ended:
            let velocity = recognizer.velocity(in: view)
            let speed = navigationOrientation == .horizontal ? velocity.x : velocity.y
            let turns = abs(distance) > pageLength / 3 || abs(speed) > 500 && (speed < 0) == (distance < 0)
            finishDrag(turning: turns)
        default:
            finishDrag(turning: false)
        }
    }

    /// Puts the page in `direction` beside the one shown, for a drag.
    private func placeNeighbour(for direction: NavigationDirection) {
        if let old = dragNeighbour {
            old.controller.viewIfLoaded?.removeFromSuperview()
            dragNeighbour = nil
        }
        guard let next = neighbour(direction) else { return }
        dragNeighbour = (next, direction)
        view.addSubview(next.view)
    }

    private func finishDrag(turning: Bool) {
        let neighbour = dragNeighbour
        dragNeighbour = nil
        neighbour?.controller.viewIfLoaded?.removeFromSuperview()
        if turning, let neighbour, let previous = viewControllers {
            delegate?.pageViewController(self, willTransitionTo: [neighbour.controller])
            show(neighbour.controller)
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        }
        viewControllers?.first?.viewIfLoaded?.frame = view.bounds
    }

    // MARK: Keys

    open override var canBecomeFirstResponder: Bool { true }

    /// The arrow keys along the navigation axis turn pages (left/up back, right/down on;
    /// right to left reversed for horizontal pages).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, let special = UIKey.SpecialKey(keyCode: key.keyCode) else {
            super.pressesBegan(presses, with: event)
            return
        }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let direction: NavigationDirection?
        switch (navigationOrientation, special) {
        case (.horizontal, .rightArrow): direction = rightToLeft ? .reverse : .forward
        case (.horizontal, .leftArrow): direction = rightToLeft ? .forward : .reverse
        case (.vertical, .downArrow): direction = .forward
        case (.vertical, .upArrow): direction = .reverse
        default: direction = nil
        }
        guard let direction, turnPage(direction) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }
}

/// Gives a ``UIPageViewController`` its pages.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil at the start.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the end.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages, for a page indicator (kept; no indicator is drawn here).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the page shown, for a page indicator.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears of a ``UIPageViewController``'s turns.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A turn the user started is about to show `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn finished (`completed`: the new page shows; false: it sprang back).
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// Where the spine goes for `orientation` (page curl).
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
