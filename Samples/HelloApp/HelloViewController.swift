import UIKit

class HelloViewController: UIViewController {
    private let badge = UIImageView(image: UIImage(named: "Badge"))
    private let label = UILabel()
    private let button = UIButton(type: .system)
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "Accent") ?? .white
        label.text = "Hello from an iOS app"
        label.accessibilityIdentifier = "greeting"
        badge.accessibilityIdentifier = "badge"
        button.setTitle("Tap me", for: .normal)
        button.accessibilityIdentifier = "button"
        button.addTarget(self, action: HelloViewController.tapped, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [badge, label, button])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
        // Foundation's timer and the main dispatch queue, as iOS apps use them.
        _ = Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in print("hello-app: timer fired") }
        DispatchQueue.main.async { print("hello-app: main queue block ran") }
    }

    func tapped() {
        taps += 1
        label.text = "Tapped \(taps) time\(taps == 1 ? "" : "s")"
    }
}
