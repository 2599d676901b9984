@testable import UIKitPort

/// The rewrites of Objective-C forms beyond target-action: a class's description,
/// timers that fire at a date, observers removed by name, `@UIApplicationMain`, attribute
/// spacing, inactive `#if` clauses left as they are, `autoreleasepool`, imports of UIKit's
/// submodules, Quick specs run on Linux.
let formRewriteCases: [RewriteCase] = [
    RewriteCase("type-description", #"""
import UIKit

func name(of object: AnyObject) -> String {
    "<" + type(of: object).description() + ">"
}
"""#, #"""
import UIKit

func name(of object: AnyObject) -> String {
    "<" + String(describing: type(of: object)) + ">"
}
"""#),
    RewriteCase("timer-fire-at", inController("""
    func start(at date: Date) -> Timer {
        Timer(fireAt: date, interval: 2, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
    }
    func tick(_ timer: Timer) {}

"""), inController("""
    func start(at date: Date) -> Timer {
        Timer(fire: date, interval: 2, repeats: true) { [weak self] timer in MainActor.assumeIsolated { self?.tick(timer) } }
    }
    func tick(_ timer: Timer) {}

""")),
    RewriteCase("notification-observer-removed-by-name", inController("""
    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: Notification.Name("A"), object: nil)
    }
    func stop() {
        NotificationCenter.default.removeObserver(self, name: Notification.Name("A"), object: nil)
    }
    deinit {
        NotificationCenter.default.removeObserver(self)
    }
    func changed() {}

"""), inController("""
    /// The tokens of this object's notification observers, for `removeObserver`.
    nonisolated(unsafe) private var observerTokens: [(name: Notification.Name?, object: AnyObject?, token: any NSObjectProtocol)] = []
    func start() {
        observerTokens.append((name: Notification.Name("A"), object: nil as AnyObject?, token: NotificationCenter.default.addObserver(forName: Notification.Name("A"), object: nil, queue: nil) { [weak self] _ in MainActor.assumeIsolated { self?.changed() } }))
    }
    func stop() {
        observerTokens.removeAll { entry in let matches = entry.name == Notification.Name("A"); if matches { NotificationCenter.default.removeObserver(entry.token) }; return matches }
    }
    deinit {
        observerTokens.forEach { NotificationCenter.default.removeObserver($0.token) }
    }
    func changed() {}

""")),
    RewriteCase("notification-observer-removed-by-object", inController("""
    let source = NSObject()
    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: nil, object: source)
    }
    func stop() {
        NotificationCenter.default.removeObserver(self, name: nil, object: source)
    }
    func changed() {}

"""), inController("""
    /// The tokens of this object's notification observers, for `removeObserver`.
    nonisolated(unsafe) private var observerTokens: [(name: Notification.Name?, object: AnyObject?, token: any NSObjectProtocol)] = []
    let source = NSObject()
    func start() {
        observerTokens.append((name: nil, object: source as AnyObject?, token: NotificationCenter.default.addObserver(forName: nil, object: source, queue: nil) { [weak self] _ in MainActor.assumeIsolated { self?.changed() } }))
    }
    func stop() {
        observerTokens.removeAll { entry in let matches = entry.object === (source as AnyObject?); if matches { NotificationCenter.default.removeObserver(entry.token) }; return matches }
    }
    func changed() {}

""")),
    RewriteCase("application-main-with-delegate", #"""
import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {}
"""#, #"""
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
"""#),
    RewriteCase("attribute-space-before-arguments", #"""
import UIKit

@available (iOS 9.0, *)
func f() {}
"""#, #"""
import UIKit

@available(iOS 9.0, *)
func f() {}
"""#),
    RewriteCase("inactive-branches-are-left-as-they-are", #"""
#if canImport(UIKit)
import UIKit
final class C: UIViewController {
    @objc func go() {}
}
#elseif os(macOS)
import AppKit
@available (OSX 10.11, *)
final class C: NSViewController {
    @objc func go() {}
    func broken( {
}
#endif
"""#, #"""
#if canImport(UIKit)
import UIKit
final class C: UIViewController {
    func go() {}
}
#elseif os(macOS)
import AppKit
@available (OSX 10.11, *)
final class C: NSViewController {
    @objc func go() {}
    func broken( {
}
#endif
"""#),
    RewriteCase("ios-branch-becomes-active-and-is-ported", #"""
#if os(macOS)
import AppKit
final class C: NSView {
    @objc func go() {}
}
#elseif os(iOS)
import UIKit
final class C: UIView {
    @objc func go() {}
}
#endif
"""#, #"""
#if os(macOS)
import AppKit
final class C: NSView {
    @objc func go() {}
}
#elseif canImport(UIKit)
import UIKit
final class C: UIView {
    func go() {}
}
#endif
"""#),
    RewriteCase("override-in-extension-of-a-class-in-the-file", #"""
import UIKit

class Badge: UILabel {
    var count = 0
}

extension Badge {
    override var intrinsicContentSize: CGSize {
        CGSize(width: 20 + 10 * count, height: 20)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
"""#, #"""
import UIKit

class Badge: UILabel {
    var count = 0
    override var intrinsicContentSize: CGSize { intrinsicContentSizeForBadge }
    override func layoutSubviews() { layoutSubviewsForBadge() }
}

extension Badge {
    internal var intrinsicContentSizeForBadge: CGSize {
        CGSize(width: 20 + 10 * count, height: 20)
    }

    internal func layoutSubviewsForBadge() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
"""#),
    RewriteCase("override-of-a-method-declared-in-an-extension", #"""
import UIKit

public extension UIView {
    @discardableResult
    @objc func place(_ views: UIView...) -> UIView {
        place(views)
    }

    @discardableResult
    @objc func place(_ views: [UIView]) -> UIView {
        views.forEach { addSubview($0) }
        return self
    }

    var role: String { "view" }
}

public extension UILabel {
    override var role: String { "label" }
}

public extension UITableViewCell {
    @discardableResult
    override func place(_ views: [UIView]) -> UIView {
        contentView.place(views)
    }
}

public extension UICollectionViewCell {
    @discardableResult
    override func place(_ views: [UIView]) -> UIView {
        contentView.place(views)
    }
}
"""#, #"""
import UIKit

public extension UIView {
    @discardableResult
    func place(_ views: UIView...) -> UIView {
        place(views)
    }

    @discardableResult
    func place(_ views: [UIView]) -> UIView {
        if let receiver = self as? UICollectionViewCell { return receiver.placeForUICollectionViewCell(views) }
        if let receiver = self as? UITableViewCell { return receiver.placeForUITableViewCell(views) }
        views.forEach { addSubview($0) }
        return self
    }

    var role: String {
        if let receiver = self as? UILabel { return receiver.roleForUILabel }
        return "view" }
}

public extension UILabel {
    internal var roleForUILabel: String { "label" }
}

public extension UITableViewCell {
    @discardableResult
    internal func placeForUITableViewCell(_ views: [UIView]) -> UIView {
        contentView.place(views)
    }
}

public extension UICollectionViewCell {
    @discardableResult
    internal func placeForUICollectionViewCell(_ views: [UIView]) -> UIView {
        contentView.place(views)
    }
}
"""#),
    RewriteCase("appkit-branch-of-a-file-without-uikit-becomes-inactive", #"""
#if !(os(iOS) || os(tvOS))
import AppKit

@available (OSX 10.11, *)
extension NSLayoutGuide {}
#endif
"""#, #"""
#if !(canImport(UIKit))
import AppKit

@available (OSX 10.11, *)
extension NSLayoutGuide {}
#endif
"""#),
    RewriteCase("autoreleasepool-statement", #"""
import UIKit

func build() {
    weak var probe: UIView?
    autoreleasepool {
        let view = UIView()
        probe = view
    }
    print(probe == nil)
}
"""#, #"""
import UIKit

func build() {
    weak var probe: UIView?
    do {
        let view = UIView()
        probe = view
    }
    print(probe == nil)
}
"""#),
    RewriteCase("autoreleasepool-value", #"""
import UIKit

func count() -> Int {
    let n = autoreleasepool { () in
        [UIView(), UIView()].count
    }
    return n + autoreleasepool {
        return 1
    }
}
"""#, #"""
import UIKit

func count() -> Int {
    let n = { () in
        [UIView(), UIView()].count
    }()
    return n + {
        return 1
    }()
}
"""#),
    RewriteCase("submodule-import-gesture-recognizer-subclass", #"""
import UIKit.UIGestureRecognizerSubclass
"""#, #"""
import UIKit
"""#),
    RewriteCase("submodule-import-geometry", #"""
import UIKit.UIGeometry

let inset = UIEdgeInsets.zero
"""#, #"""
import UIKit

let inset = UIEdgeInsets.zero
"""#),
    RewriteCase("submodule-import-after-plain-import-is-dropped", #"""
import UIKit
import UIKit.UIGestureRecognizerSubclass
"""#, #"""
import UIKit
"""#),
    RewriteCase("submodule-import-before-plain-import-is-dropped", #"""
// Swipe.swift

import UIKit.UIGestureRecognizerSubclass
import UIKit

final class Swipe: UIGestureRecognizer {}
"""#, #"""
// Swipe.swift

import UIKit

final class Swipe: UIGestureRecognizer {}
"""#),
    RewriteCase("submodule-imports-become-one-import", #"""
import Foundation
import UIKit.UIGestureRecognizerSubclass
// Insets.
import UIKit.UIGeometry

let inset = UIEdgeInsets.zero
"""#, #"""
import Foundation
import UIKit
// Insets.

let inset = UIEdgeInsets.zero
"""#),
    RewriteCase("submodule-import-keeps-its-attribute", #"""
@testable import UIKit.UIGeometry
"""#, #"""
@testable import UIKit
"""#),
    RewriteCase("submodule-import-with-another-attribute-than-the-plain-one-is-kept", #"""
import UIKit
@_exported import UIKit.UIGeometry
"""#, #"""
import UIKit
@_exported import UIKit
"""#),
    RewriteCase("submodule-import-keeps-its-comment", #"""
import UIKit.UIGeometry // geometry
"""#, #"""
import UIKit // geometry
"""#),
    RewriteCase("submodule-import-in-an-if-clause", #"""
#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass
#endif
"""#, #"""
#if canImport(UIKit)
import UIKit
#endif
"""#),
    RewriteCase("kind-import-and-other-modules-submodules-stay", #"""
import class UIKit.UIView
import Foundation
import Darwin.C
"""#, #"""
import class UIKit.UIView
import Foundation
import Darwin.C
"""#),
    RewriteCase("quick-spec-runs-its-examples-on-linux", #"""
import UIKit
import Quick
import Nimble

final class WidthSpec: QuickSpec {
    override class func spec() {
        it("is wide") { expect(UIView().frame.width) == 0 }
    }
}

class HelperSpec: NSObject {}
"""#, #"""
import UIKit
import Quick
import Nimble

final class WidthSpec: QuickSpec {
    override class func spec() {
        it("is wide") { expect(UIView().frame.width) == 0 }
    }
}

class HelperSpec: NSObject {}

#if !canImport(Darwin)
extension WidthSpec {
    /// Runs the spec's examples on Linux, where XCTest runs only the `test`
    /// methods found in the sources (added by uikit-port).
    func testQuickExamples() throws {
        for (_, example) in Self.allTests { try example(self)() }
    }
}
#endif
"""#),
    RewriteCase("quick-spec-without-import-quick-stays", #"""
import UIKit

class QuickSpec {}
final class WidthSpec: QuickSpec {}
"""#, #"""
import UIKit

class QuickSpec {}
final class WidthSpec: QuickSpec {}
"""#),
]
