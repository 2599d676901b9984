import UIKit

/// The second tab, made in code under an opaque bar: its view starts below the bar, so
/// its safe area has no top inset.
class SettingsViewController: TracedViewController {
    private let largeTitles = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .secondarySystemBackground
        let label = UILabel()
        label.text = "Large titles"
        largeTitles.addAction(UIAction { [weak self] _ in self?.largeTitlesChanged() }, for: .valueChanged)
        let row = UIStackView(arrangedSubviews: [label, largeTitles])
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// Every tab's bar shows large titles, or none.
    private func largeTitlesChanged() {
        for case let navigation as UINavigationController in tabBarController?.viewControllers ?? [] {
            navigation.navigationBar.prefersLargeTitles = largeTitles.isOn
        }
        trace("settings largeTitles=\(largeTitles.isOn)")
    }
}
