import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// Proxies register globally, so each test styles its own subclass.
@MainActor
@Suite(.serialized) struct AppearanceProxyTests {
    final class ProxyLabel: UILabel {}
    final class DirectLabel: UILabel {}
    final class ContainedLabel: UILabel {}
    final class Card: UIView {}
    final class ProxyButton: UIButton {}
    final class ProxySwitch: UISwitch {}

    @Test func settingsApplyWhenAViewEntersAWindow() {
        ProxyLabel.appearance().textColor = .systemRed
        ProxyLabel.appearance().font = .systemFont(ofSize: 22)
        #expect(ProxyLabel.appearance().textColor == .systemRed)
        let (window, root, _) = makeEventStage()
        defer { withExtendedLifetime(window) {} }
        let label = ProxyLabel()
        #expect(label.textColor != .systemRed, "not before it is in a window")
        root.addSubview(label)
        #expect(label.textColor == .systemRed && label.font.pointSize == 22)
        let plain = UILabel()
        root.addSubview(plain)
        #expect(plain.textColor != .systemRed, "a superclass is not styled by a subclass's proxy")
    }

    @Test func valuesSetDirectlyWin() {
        DirectLabel.appearance().textColor = .systemGreen
        DirectLabel.appearance().numberOfLines = 3
        let (window, root, _) = makeEventStage()
        defer { withExtendedLifetime(window) {} }
        let label = DirectLabel()
        label.textColor = .systemPurple
        root.addSubview(label)
        #expect(label.textColor == .systemPurple)
        #expect(label.numberOfLines == 3)
    }

    @Test func containedProxiesApplyOnlyInsideTheirContainers() {
        ContainedLabel.appearance().textColor = .systemBlue
        ContainedLabel.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .systemOrange
        let (window, root, _) = makeEventStage()
        defer { withExtendedLifetime(window) {} }
        let card = Card()
        let inner = UIView()
        let carded = ContainedLabel()
        inner.addSubview(carded)
        card.addSubview(inner)
        root.addSubview(card)
        let loose = ContainedLabel()
        root.addSubview(loose)
        #expect(carded.textColor == .systemOrange)
        #expect(loose.textColor == .systemBlue)
    }

    @Test func proxiesRecordMethodsToo() {
        ProxyButton.appearance().setTitleColor(.systemPink, for: .normal)
        ProxySwitch.appearance().onTintColor = .systemTeal
        let (window, root, _) = makeEventStage()
        defer { withExtendedLifetime(window) {} }
        let button = ProxyButton(type: .system)
        let toggle = ProxySwitch()
        root.addSubview(button)
        root.addSubview(toggle)
        #expect(button.titleColor(for: .normal) == .systemPink)
        #expect(toggle.onTintColor == .systemTeal)
    }
}

@MainActor
@Suite struct BarAppearanceTests {
    @Test func configurationsSetTheBackgroundAndShadow() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.shadowColor == .separator && appearance.backgroundColor == nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == .clear && appearance.shadowColor == nil)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        let copy = UINavigationBarAppearance(barAppearance: appearance)
        #expect(copy.backgroundColor == .clear && copy.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
        let tabs = UITabBarAppearance()
        tabs.configureWithOpaqueBackground()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemGreen
        let tabsCopy = tabs.copy() as! UITabBarAppearance
        #expect(tabsCopy.stackedLayoutAppearance.selected.iconColor == .systemGreen)
    }

    @Test func navigationBarsDrawTheirAppearance() throws {
        let root = UIViewController()
        root.title = "Inbox"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })
        let navigation = UINavigationController(rootViewController: root)
        let (window, _, _) = makeEventStage(width: 320, height: 480, root: navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.shadowColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20)]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        #expect(bar.backgroundColor == .systemIndigo)
        #expect(bar.titleLabel.textColor == .white && bar.titleLabel.font.pointSize == 20)
        let edit = try #require(bar.rightButtons.first as? UIButton)
        #expect(edit.titleColor(for: .normal) == .systemYellow)
        #expect(bar.shadowLine?.backgroundColor == .systemRed)

        let itemAppearance = UINavigationBarAppearance()
        itemAppearance.configureWithTransparentBackground()
        root.navigationItem.standardAppearance = itemAppearance
        bar.layoutIfNeeded()
        #expect(bar.backgroundColor == .clear && bar.shadowLine == nil, "the top item's appearance wins")
    }

    @Test func theDefaultAppearanceKeepsTheLegacyBarSettings() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let (window, _, _) = makeEventStage(root: navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        bar.barTintColor = .systemRed
        bar.isTranslucent = false
        bar.layoutIfNeeded()
        #expect(bar.backgroundColor == .systemRed)
        #expect(bar.shadowLine == nil)
    }

    @Test func tabBarsColourTheirItemsFromTheAppearance() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let first = UITabBarItem(title: "One", image: nil, tag: 0)
        let second = UITabBarItem(title: "Two", image: nil, tag: 1)
        bar.items = [first, second]
        bar.selectedItem = first
        let appearance = UITabBarAppearance()
        appearance.backgroundColor = .systemGray6
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        bar.standardAppearance = appearance
        #expect(bar.backgroundColor == .systemGray6)
        #expect(bar.buttons[0].titleColor(for: .normal) == .systemOrange)
        #expect(bar.buttons[1].titleColor(for: .normal) == .systemGray)
    }
}
