// `import QuartzCore`, as on iOS: Core Animation's names (`CALayer`, `CAShapeLayer`,
// `CAGradientLayer`, `CATransform3D`, …) live in UIKit here, which this module re-exports.
@_exported import UIKit
