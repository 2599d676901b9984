// As on Apple's platforms, `import UIKit` makes Foundation's names visible (`CGRect`,
// `CGFloat`, `NSCoder`, `IndexPath`, `NSAttributedString` …): app code that imports only
// UIKit compiles unchanged.
@_exported import Foundation
