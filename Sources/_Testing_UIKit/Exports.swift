// Swift Testing declares a cross-import overlay named `_Testing_UIKit` for a file that
// imports both `Testing` and `UIKit` (Apple's platforms ship one). The toolchain on
// Linux asks for it too, and finds none: "no such module '_Testing_UIKit'". This module
// is that overlay for this UIKit. A test target depends on the `UIKitTesting` product;
// its files then `import Testing` and `import UIKit` as on iOS, with no compiler flag.
@_exported import Testing
@_exported import UIKit
