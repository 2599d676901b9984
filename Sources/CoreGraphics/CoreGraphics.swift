// `import CoreGraphics`, as on iOS: Core Graphics' names (`CGContext`, `CGPath`,
// `CGColor`, `CGImage`, `CGGradient`, `CGColorSpace`, the geometry types) live in UIKit
// here, which this module re-exports.
@_exported import UIKit
