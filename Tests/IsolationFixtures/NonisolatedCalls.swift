// Compiled by Swift5ClientTests/IsolationDiagnosticsTests in both language modes: Swift 5
// accepts it silently, Swift 6 gives the diagnostics iOS gives (warnings for the calls
// into main-actor-isolated UIKit from nonisolated code, an error for a main-actor default
// value in a nonisolated type).
import UIKit

func makeWidthConstraint() -> NSLayoutConstraint {
    let view = UIView()
    return view.widthAnchor.constraint(equalToConstant: 10)
}

func activate(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
}

struct Holder {
    let view = UIView()
}
