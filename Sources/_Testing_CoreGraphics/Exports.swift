// Swift Testing's cross-import overlay for `CoreGraphics`, as `_Testing_UIKit` is for UIKit:
// the toolchain asks for it in a file that imports both `Testing` and `CoreGraphics`.
@_exported import CoreGraphics
@_exported import Testing
