@testable import UIKitPort

/// Every rewrite, by example: each input and exactly what `uikit-port` makes of it.
let rewriteCases: [RewriteCase] = [
    RewriteCase("control-selector-with-labels", #"""
import UIKit

final class C: UIViewController {
    let button = UIButton()
    func wire() {
        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
    }
    func tapped(_ sender: UIButton) {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    let button = UIButton()
    func wire() {
        button.addTarget(self, action: C.tapped, for: .touchUpInside)
    }
    func tapped(_ sender: UIButton) {}
}
"""#),
    RewriteCase("control-selector-with-type", #"""
import UIKit

final class C: UIViewController {
    func wire(_ button: UIButton) {
        button.addTarget(self, action: #selector(C.save), for: .primaryActionTriggered)
    }
    func save() {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func wire(_ button: UIButton) {
        button.addTarget(self, action: C.save, for: .primaryActionTriggered)
    }
    func save() {}
}
"""#),
    RewriteCase("control-target-not-self-uses-the-selectors-type", #"""
import UIKit

final class ViewModel {
    func go() {}
}

final class C: UIViewController {
    let model = ViewModel()
    func wire(_ button: UIButton) {
        button.addTarget(model, action: #selector(ViewModel.go), for: .touchUpInside)
    }
}
"""#, #"""
import UIKit

final class ViewModel {
    func go() {}
}

final class C: UIViewController {
    let model = ViewModel()
    func wire(_ button: UIButton) {
        button.addTarget(model, action: ViewModel.go, for: .touchUpInside)
    }
}
"""#),
    RewriteCase("control-overloaded-method-keeps-labels", #"""
import UIKit

final class C: UIViewController {
    func wire(_ button: UIButton) {
        button.addTarget(self, action: #selector(tapped(_:event:)), for: .touchUpInside)
    }
    func tapped() {}
    func tapped(_ sender: UIButton, event: UIEvent?) {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func wire(_ button: UIButton) {
        button.addTarget(self, action: C.tapped(_:event:), for: .touchUpInside)
    }
    func tapped() {}
    func tapped(_ sender: UIButton, event: UIEvent?) {}
}
"""#),
    RewriteCase("control-nil-target-is-the-responder-chain", #"""
import UIKit

final class C: UIViewController {
    func wire(_ button: UIButton) {
        button.addTarget(nil, action: #selector(save), for: .touchUpInside)
    }
    func save() {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func wire(_ button: UIButton) {
        button.addTarget(nil, action: C.save, for: .touchUpInside)
    }
    func save() {}
}
"""#),
    RewriteCase("bar-button-item-title", #"""
import UIKit

final class C: UIViewController {
    func wire() {
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))
    }
    func edit() {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func wire() {
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: C.edit)
    }
    func edit() {}
}
"""#),
    RewriteCase("bar-button-item-system-item", #"""
import UIKit

final class C: UIViewController {
    func wire() {
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                            action: #selector(done))
    }
    func done() {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func wire() {
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                            action: C.done)
    }
    func done() {}
}
"""#),
    RewriteCase("gesture-recognizer-init", #"""
import UIKit

final class C: UIViewController {
    func wire() {
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))
        view.addGestureRecognizer(tap)
    }
    func handleTap() {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func wire() {
        let tap = UITapGestureRecognizer(target: self, action: C.handleTap)
        view.addGestureRecognizer(tap)
    }
    func handleTap() {}
}
"""#),
    RewriteCase("gesture-recognizer-add-target", #"""
import UIKit

final class C: UIViewController {
    func wire(_ pan: UIPanGestureRecognizer) {
        pan.addTarget(self, action: #selector(handlePan(_:)))
    }
    func handlePan(_ sender: UIPanGestureRecognizer) {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func wire(_ pan: UIPanGestureRecognizer) {
        pan.addTarget(self, action: C.handlePan)
    }
    func handlePan(_ sender: UIPanGestureRecognizer) {}
}
"""#),
    RewriteCase("display-link-with-the-link", #"""
import UIKit

final class C: UIViewController {
    var link: CADisplayLink?
    func start() {
        link = CADisplayLink(target: self, selector: #selector(step))
    }
    func step(_ link: CADisplayLink) {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    var link: CADisplayLink?
    func start() {
        link = CADisplayLink { [weak self] link in self?.step(link) }
    }
    func step(_ link: CADisplayLink) {}
}
"""#),
    RewriteCase("display-link-without-the-link", #"""
import UIKit

final class C: UIViewController {
    func start() {
        let link = CADisplayLink(target: self, selector: #selector(redraw))
        link.add(to: .main, forMode: .common)
    }
    func redraw() {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func start() {
        let link = CADisplayLink { [weak self] _ in self?.redraw() }
        link.add(to: .main, forMode: .common)
    }
    func redraw() {}
}
"""#),
    RewriteCase("timer-scheduled-main-actor", #"""
import UIKit

final class C: UIViewController {
    var timer: Timer?
    func start() {
        timer = Timer.scheduledTimer(timeInterval: 0.5,
                                     target: self,
                                     selector: #selector(tick(_:)),
                                     userInfo: nil,
                                     repeats: true)
    }
    func tick(_ timer: Timer) {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    var timer: Timer?
    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.5,
                                     repeats: true) { [weak self] timer in MainActor.assumeIsolated { self?.tick(timer) } }
    }
    func tick(_ timer: Timer) {}
}
"""#),
    RewriteCase("timer-scheduled-plain-class-no-isolation", #"""
import Foundation

final class Poller {
    func start() {
        Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(poll), userInfo: nil, repeats: false)
    }
    func poll() {}
}
"""#, #"""
import Foundation

final class Poller {
    func start() {
        Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { [weak self] _ in self?.poll() }
    }
    func poll() {}
}
"""#),
    RewriteCase("timer-init", #"""
import UIKit

final class C: UIViewController {
    func make() -> Timer {
        Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }
    func tick() {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func make() -> Timer {
        Timer(timeInterval: 1, repeats: true) { [weak self] _ in MainActor.assumeIsolated { self?.tick() } }
    }
    func tick() {}
}
"""#),
    RewriteCase("notification-observer-in-class-keeps-token", #"""
import UIKit

final class C: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: Notification.Name("KeyboardWillShow"), object: nil)
    }
    deinit {
        NotificationCenter.default.removeObserver(self)
    }
    func keyboardWillShow(_ note: Notification) {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    /// The tokens of this object's notification observers, for `removeObserver`.
    nonisolated(unsafe) private var observerTokens: [any NSObjectProtocol] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        observerTokens.append(NotificationCenter.default.addObserver(forName: Notification.Name("KeyboardWillShow"), object: nil, queue: nil) { [weak self] note in MainActor.assumeIsolated { self?.keyboardWillShow(note) } })
    }
    deinit {
        observerTokens.forEach { NotificationCenter.default.removeObserver($0) }
    }
    func keyboardWillShow(_ note: Notification) {}
}
"""#),
    RewriteCase("notification-observer-in-extension-drops-token", #"""
import UIKit

final class C: UIViewController {
    func reload() {}
}

extension C {
    func listen() {
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .init("Reload"), object: nil)
    }
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func reload() {}
}

extension C {
    func listen() {
        _ = NotificationCenter.default.addObserver(forName: .init("Reload"), object: nil, queue: nil) { [weak self] _ in MainActor.assumeIsolated { self?.reload() } }
    }
}
"""#),
    RewriteCase("notification-observer-not-self", #"""
import Foundation

final class Store {
    func changed(_ note: Notification) {}
}

final class Coordinator {
    let store = Store()
    func listen(center: NotificationCenter) {
        center.addObserver(store, selector: #selector(Store.changed(_:)), name: .init("Changed"), object: self)
    }
}
"""#, #"""
import Foundation

final class Store {
    func changed(_ note: Notification) {}
}

final class Coordinator {
    /// The tokens of this object's notification observers, for `removeObserver`.
    nonisolated(unsafe) private var observerTokens: [any NSObjectProtocol] = []
    let store = Store()
    func listen(center: NotificationCenter) {
        observerTokens.append(center.addObserver(forName: .init("Changed"), object: self, queue: nil) { [weak store] note in store?.changed(note) })
    }
}
"""#),
    RewriteCase("perform-direct", #"""
import UIKit

final class C: UIViewController {
    func go() {
        perform(#selector(refresh))
        self.perform(#selector(refresh))
    }
    func refresh() {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func go() {
        refresh()
        self.refresh()
    }
    func refresh() {}
}
"""#),
    RewriteCase("perform-with-argument", #"""
import UIKit

final class C: UIViewController {
    func go(_ item: String) {
        perform(#selector(show(_:)), with: item)
        perform(#selector(update(with:)), with: item)
    }
    func show(_ item: String) {}
    func update(with item: String) {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func go(_ item: String) {
        show(item)
        update(with: item)
    }
    func show(_ item: String) {}
    func update(with item: String) {}
}
"""#),
    RewriteCase("perform-on-another-object", #"""
import Foundation

final class Model {
    func reload() {}
}

func go(_ model: Model) {
    model.perform(#selector(Model.reload))
}
"""#, #"""
import Foundation

final class Model {
    func reload() {}
}

func go(_ model: Model) {
    model.reload()
}
"""#),
    RewriteCase("perform-after-delay", #"""
import UIKit

final class C: UIViewController {
    func go() {
        perform(#selector(hide), with: nil, afterDelay: 0.3)
    }
    func hide() {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    func go() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in self?.hide() }
    }
    func hide() {}
}
"""#),
    RewriteCase("perform-after-delay-expression", #"""
import UIKit

final class C: UIViewController {
    var delay = 1.0
    func go(_ item: String) {
        perform(#selector(show(_:)), with: item, afterDelay: delay * 2)
    }
    func show(_ item: String) {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    var delay = 1.0
    func go(_ item: String) {
        DispatchQueue.main.asyncAfter(deadline: .now() + (delay * 2)) { [weak self] in self?.show(item) }
    }
    func show(_ item: String) {}
}
"""#),
    RewriteCase("objc-attributes-removed-keeping-comments", #"""
import UIKit

final class C: UIViewController {
    /// Saves.
    @objc func save() {}

    /// Loads.
    @objc
    func load() {}

    @objc(reloadData:) func reload(_ sender: Any) {}
    @objc dynamic var count = 0
    @discardableResult
    @objc func value() -> Int { 0 }
    @MainActor @objc func refresh() {}
    @nonobjc func internalOnly() {}
}
"""#, #"""
import UIKit

final class C: UIViewController {
    /// Saves.
    func save() {}

    /// Loads.
    func load() {}

    func reload(_ sender: Any) {}
    var count = 0
    @discardableResult
    func value() -> Int { 0 }
    @MainActor func refresh() {}
    func internalOnly() {}
}
"""#),
    RewriteCase("objc-members-and-objc-class", #"""
import UIKit

@objcMembers
final class Settings: NSObject {
    dynamic var name = ""
}

@objc(MYThing) final class Thing: NSObject {}

@objc enum Mode: Int {
    case on, off
}
"""#, #"""
import UIKit

final class Settings: NSObject {
    var name = ""
}

final class Thing: NSObject {}

enum Mode: Int {
    case on, off
}
"""#),
    RewriteCase("ib-attributes", #"""
import UIKit

@IBDesignable
final class Badge: UIView {
    @IBInspectable var radius: CGFloat = 0
    @IBOutlet weak var label: UILabel!
    @IBOutlet private weak var icon: UIImageView?
    @IBOutlet var stack: UIStackView!
    @IBOutlet var rows: [UIView]!

    @IBAction func tapped(_ sender: UIButton) {}
    @IBAction
    private func longPressed(_ sender: Any) {}
}
"""#, #"""
import UIKit

final class Badge: UIView {
    var radius: CGFloat = 0
    @Outlet var label: UILabel!
    @Outlet private var icon: UIImageView?
    var stack: UIStackView!
    var rows: [UIView]!

    func tapped(_ sender: UIButton) {}
    private func longPressed(_ sender: Any) {}
}
"""#),
    RewriteCase("ui-application-main", #"""
import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder {}
"""#, #"""
import UIKit

@main
final class AppDelegate: UIResponder {}
"""#),
    RewriteCase("if-os-ios", #"""
import UIKit

#if os(iOS)
let isPhone = true
#endif
"""#, #"""
import UIKit

#if canImport(UIKit)
let isPhone = true
#endif
"""#),
    RewriteCase("if-os-tvos-or-ios", #"""
#if os(iOS) || os(tvOS)
import UIKit
typealias Color = UIColor
#elseif os(macOS)
import AppKit
typealias Color = NSColor
#endif
"""#, #"""
#if canImport(UIKit)
import UIKit
typealias Color = UIColor
#elseif os(macOS)
import AppKit
typealias Color = NSColor
#endif
"""#),
    RewriteCase("if-not-os-ios-and-elseif", #"""
#if !os(iOS)
import AppKit
#elseif os(tvOS)
import UIKit
#endif
"""#, #"""
#if !canImport(UIKit)
import AppKit
#elseif canImport(UIKit)
import UIKit
#endif
"""#),
    RewriteCase("if-os-ios-without-uikit-stays", #"""
import Foundation

#if os(iOS)
let platform = "iOS"
#endif
"""#, #"""
import Foundation

#if os(iOS)
let platform = "iOS"
#endif
"""#),
]
