import Foundation

extension CGFloat {
    /// The number as C's `%g` prints it (`100`, `0.5`, `1.77778`), as UIKit's logs do.
    package var formattedG: String { Double(self).formattedG }
}

extension Double {
    /// The number as C's `%g` prints it (`100`, `0.5`, `1.77778`), as UIKit's logs do.
    package var formattedG: String {
        if self == 0 { return "0" }  // avoids "-0"
        return String(format: "%g", self)
    }
}
