extension UIView {
    /// Which parts of the frame stretch when the superview's size changes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
