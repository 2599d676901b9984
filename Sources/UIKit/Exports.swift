// As on Apple's platforms, `import UIKit` makes Foundation's names visible (`CGRect`,
// `CGFloat`, `NSCoder`, `IndexPath`, `NSAttributedString` …): app code that imports only
// UIKit compiles unchanged.
@_exported import Foundation

// `URLSession`, `URLRequest`'s networking and `HTTPURLResponse` live in FoundationNetworking
// on Linux; on Apple's platforms, `import UIKit` brings them in with Foundation.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
