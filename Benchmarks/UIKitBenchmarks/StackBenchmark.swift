// The stack-view benchmark: a vertical UIStackView of `rows` rows, each a horizontal
// UIStackView of three labels, in a window; first layout (build, generate the stacks'
// constraints, solve, frames) and a window resize pass (solve + frames).
import Foundation
import UIKit

@MainActor
func runStackBenchmark(rows: Int, runs: Int) {
    TextSystem.measurer = FixedAdvanceTextMeasurer()
    var firstLayouts: [Double] = []
    var window: UIWindow?
    var viewCount = 0
    for _ in 0..<max(1, runs / 4) {
        let start = now()
        let made = UIWindow(frame: CGRect(x: 0, y: 0, width: 1_000, height: 20_000))
        let controller = UIViewController()
        made.rootViewController = controller
        made.makeKeyAndVisible()
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 2
        column.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            column.topAnchor.constraint(equalTo: controller.view.topAnchor),
        ])
        for index in 0..<rows {
            let labels = ["Row \(index)", "detail", "\(index * 7)"].map { text -> UILabel in
                let label = UILabel()
                label.text = text
                return label
            }
            let row = UIStackView(arrangedSubviews: labels)
            row.spacing = 8
            column.addArrangedSubview(row)
        }
        made.layoutIfNeeded()
        firstLayouts.append(now() - start)
        window = made
        viewCount = 2 + rows * 4
    }
    guard let window else { return }

    if CommandLine.arguments.contains("--profile-resize") {
        for index in 0..<300 {
            window.frame = CGRect(x: 0, y: 0, width: index % 2 == 0 ? 900 : 1_000, height: 20_000)
            window.layoutIfNeeded()
        }
    }
    var resizes: [Double] = []
    for index in 0..<runs {
        let start = now()
        window.frame = CGRect(x: 0, y: 0, width: index % 2 == 0 ? 900 : 1_000, height: 20_000)
        window.layoutIfNeeded()
        resizes.append(now() - start)
    }

    print("stack of \(rows) rows × 3 labels (\(viewCount) views):")
    print("  first layout        \(format(median(firstLayouts)))")
    print("  window resize pass  \(format(median(resizes)))  (\(format(median(resizes) / Double(viewCount))) per view)")
}
