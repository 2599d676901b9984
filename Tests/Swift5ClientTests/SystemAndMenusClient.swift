import Foundation
import SafariServices
import Testing
import UIKit

// iOS code as apps write it, using the device, URL, keyboard, colour, symbol, menu,
// appearance and page APIs: it must compile unchanged in Swift 5 mode.

final class SystemSettingsViewController: UIViewController, UIContextMenuInteractionDelegate, SFSafariViewControllerDelegate {
    let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    let moreButton = UIButton(type: .system)
    var bottomConstraint: NSLayoutConstraint?
    var sortOrder = "date"
    private var keyboardObservers: [NSObjectProtocol] = []

    // `queue: nil` (the poster's thread, the main actor here): under a test runner, the
    // main actor runs on the main queue off the main thread, where Foundation's
    // NotificationCenter on Linux waits for an observer on `.main` forever.
    deinit {
        for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIDevice.current.userInterfaceIdiom == .pad ? .systemGroupedBackground : .systemBackground
        avatar.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40, weight: .semibold, scale: .large)
        avatar.tintColor = UIColor(hue: 0.6, saturation: 0.7, brightness: 0.9, alpha: 1)
        view.addSubview(avatar)

        moreButton.setImage(UIImage(systemName: "ellipsis.circle"), for: .normal)
        moreButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .title2), forImageIn: .normal)
        moreButton.showsMenuAsPrimaryAction = true
        moreButton.menu = makeMenu()
        view.addSubview(moreButton)

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: nil, image: UIImage(systemName: "arrow.up.arrow.down"),
                                                            primaryAction: nil, menu: makeMenu())
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance

        view.addInteraction(UIContextMenuInteraction(delegate: self))

        keyboardObservers.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
            guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                  let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
            MainActor.assumeIsolated {
                self?.bottomConstraint?.constant = -frame.height
                UIView.animate(withDuration: duration) { self?.view.layoutIfNeeded() }
            }
        })
    }

    func makeMenu() -> UIMenu {
        let sort = UIMenu(title: "Sort By", image: UIImage(systemName: "arrow.up.arrow.down"), options: .singleSelection, children: [
            UIAction(title: "Date", state: sortOrder == "date" ? .on : .off) { [weak self] _ in self?.sortOrder = "date" },
            UIAction(title: "Name", state: sortOrder == "name" ? .on : .off) { [weak self] _ in self?.sortOrder = "name" },
        ])
        let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
        let recent = UIDeferredMenuElement.uncached { completion in
            completion([UIAction(title: "Recent", image: UIImage(systemName: "clock")) { _ in }])
        }
        return UIMenu(title: "", children: [sort, recent, UIMenu(title: "", options: .displayInline, children: [delete])])
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] suggested in
            self?.makeMenu()
        }
    }

    func openHelp() {
        guard let url = URL(string: "https://example.com/help") else { return }
        if UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        }
        let safari = SFSafariViewController(url: url)
        safari.delegate = self
        safari.preferredControlTintColor = .systemBlue
        safari.dismissButtonStyle = .close
        present(safari, animated: true)
    }

    func openSettings() {
        if let url = URL(string: UIApplication.openSettingsURLString) {
            UIApplication.shared.open(url)
        }
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}

final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource {
    lazy var pages: [UIViewController] = ["Welcome", "Sync", "Done"].map { title in
        let page = UIViewController()
        page.title = title
        return page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

enum Theme {
    static func apply() {
        UINavigationBar.appearance().tintColor = .systemOrange
        UINavigationBar.appearance().prefersLargeTitles = true
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .secondaryLabel
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
        let tabs = UITabBarAppearance()
        tabs.configureWithDefaultBackground()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemOrange
        UITabBar.appearance().standardAppearance = tabs
    }
}

@MainActor @Suite struct SystemAndMenusClientTests {
    @Test func theClientCodeRuns() {
        let settings = SystemSettingsViewController()
        settings.loadViewIfNeeded()
        #expect(settings.avatar.image != nil)
        #expect(settings.moreButton.menu?.children.count == 3)
        #expect(settings.view.interactions.count == 1)
        let onboarding = OnboardingViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        onboarding.loadViewIfNeeded()
        #expect(onboarding.viewControllers?.first?.title == "Welcome")
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        #expect(settings.avatar.tintColor.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 0.6) < 0.001)
        let offset = UIOffset(horizontal: 2, vertical: 3)
        #expect(offset != .zero)
        #expect(UIDevice.current.systemName == "Linux")
        #expect(settings.traitCollection.userInterfaceIdiom != .pad)
        _ = URLSession.shared
    }
}
