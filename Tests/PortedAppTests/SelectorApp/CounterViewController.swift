import UIKit

#if canImport(UIKit)
extension Notification.Name {
    /// Posted when the counter's model changes.
    static let counterDidChange = Notification.Name("CounterDidChange")
}
#endif

/// A counter screen written for iOS: a button, a bar button item, a display link, a
/// timer, a notification and a `perform`, all by target-action and selectors.
final class CounterViewController: UIViewController {
    /// The tokens of this object's notification observers, for `removeObserver`.
    nonisolated(unsafe) private var observerTokens: [any NSObjectProtocol] = []
    let button = UIButton(type: .system)
    private(set) var link: CADisplayLink?
    private(set) var timer: Timer?

    // What each action received, in order.
    private(set) var taps: [UIButton] = []
    private(set) var resets = 0
    private(set) var frames: [CADisplayLink] = []
    private(set) var ticks: [Timer] = []
    private(set) var notes: [Notification] = []
    private(set) var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        button.addTarget(self, action: CounterViewController.tapped, for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", style: .plain,
                                                            target: self, action: CounterViewController.reset)
        link = CADisplayLink { [weak self] link in self?.step(link) }
        link?.add(to: .main, forMode: .common)
        timer = Timer.scheduledTimer(withTimeInterval: 60,
                                     repeats: false) { [weak self] timer in MainActor.assumeIsolated { self?.tick(timer) } }
        observerTokens.append(NotificationCenter.default.addObserver(forName: .counterDidChange, object: nil, queue: nil) { [weak self] note in MainActor.assumeIsolated { self?.modelChanged(note) } })
        refresh()
    }

    /// Stops listening; the display link and timer stop with their own calls.
    func stopObserving() {
        observerTokens.forEach { NotificationCenter.default.removeObserver($0) }
    }

    // MARK: Actions

    func tapped(_ sender: UIButton) {
        taps.append(sender)
    }

    func reset() {
        resets += 1
    }

    func step(_ link: CADisplayLink) {
        frames.append(link)
        link.invalidate()
    }

    private func tick(_ timer: Timer) {
        ticks.append(timer)
    }

    func modelChanged(_ note: Notification) {
        notes.append(note)
    }

    func refresh() {
        refreshes += 1
    }
}
