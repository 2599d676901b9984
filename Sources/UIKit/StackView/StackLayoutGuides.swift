import Foundation

/// The space between two arranged views of an `.equalSpacing` or `.equalCentering`
/// stack: a layout guide (UIKit's private class of the same name, so logs read alike),
/// identified `'UISV-distributing'`.
@preconcurrency @MainActor
final class _UIOLAGapGuide: UILayoutGuide {
    override init() {
        super.init()
        identifier = "UISV-distributing"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        identifier = "UISV-distributing"
    }
}

/// The guide that spans every visible arranged view across the axis for the non-fill
/// alignments (UIKit's `_UILayoutSpacer`), identified `'UISV-alignment-spanner'`.
@preconcurrency @MainActor
final class _UILayoutSpacer: UILayoutGuide {
    override init() {
        super.init()
        identifier = "UISV-alignment-spanner"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        identifier = "UISV-alignment-spanner"
    }
}
