// The stack-view benchmark: a vertical UIStackView of `rows` rows, each a horizontal
// UIStackView of three labels, in a window; first layout (build, generate the stacks'
// constraints, solve, frames) and a window resize pass (solve + frames).
import StackWindowScene
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
        let (made, views) = makeStackWindow(rows: rows)
        made.layoutIfNeeded()
        firstLayouts.append(now() - start)
        window = made
        viewCount = views
    }
    guard let window else { return }

    if CommandLine.arguments.contains("--profile-resize") {
        for index in 0..<300 {
            resizeStackWindow(window, step: index)
        }
    }
    var resizes: [Double] = []
    for index in 0..<runs {
        let start = now()
        resizeStackWindow(window, step: index)
        resizes.append(now() - start)
    }

    print("stack of \(rows) rows × 3 labels (\(viewCount) views):")
    print("  first layout        \(format(median(firstLayouts)))")
    print("  window resize pass  \(format(median(resizes)))  (\(format(median(resizes) / Double(viewCount))) per view)")
}
