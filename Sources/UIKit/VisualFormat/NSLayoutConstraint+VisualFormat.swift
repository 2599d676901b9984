import Foundation

extension NSLayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:)``: an alignment for
    /// every view of the format, the horizontal direction, and how vertical spacing is measured.
    /// The raw values are UIKit's.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        /// Creates options from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align the left edges of all views (vertical formats only).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the right edges of all views (vertical formats only).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the top edges of all views (horizontal formats only).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the bottom edges of all views (horizontal formats only).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the leading edges of all views (vertical formats only).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the trailing edges of all views (vertical formats only).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the horizontal centres of all views (vertical formats only).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the vertical centres of all views (horizontal formats only).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the last baselines of all views (horizontal formats only).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align the first baselines of all views (horizontal formats only).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that hold alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run from the leading to the trailing edge (the default; follows
        /// the views' layout direction).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right, whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left, whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Spacings run between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacings between views run from the upper view's last baseline to the
        /// lower view's first baseline (vertical formats only).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that hold the spacing option.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// Creates the constraints a Visual Format Language string describes, as UIKit does.
    ///
    /// The constraints are returned inactive; activate them with ``activate(_:)``. On a
    /// malformed string, an unknown name or a wrong option, the error (its message, the format
    /// and a caret under the mistake) is logged through ``LayoutDiagnostics`` and the result is
    /// empty. Use ``parseVisualFormat(_:options:metrics:views:)`` to receive the error instead.
    ///
    /// Standard spacing (`-` alone) is 8 points between siblings; next to the superview bar
    /// (`|-`, `-|`) it is 0 points from the superview's layout margins, so 8 points from the
    /// edge with the default margins.
    ///
    /// - Parameters:
    ///   - format: the visual format, e.g. `H:|-50-[view1(100)]-50-[view2]-50-|`.
    ///   - opts: alignment, direction and spacing options (alignment perpendicular to the format).
    ///   - metrics: names usable as constants and priorities, mapped to numbers of any type.
    ///   - views: names usable as views, mapped to ``UIView``s.
    /// - Returns: the constraints, or `[]` after logging an error.
    public static func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try parseVisualFormat(format, options: opts, metrics: metrics, views: views)
        } catch {
            LayoutDiagnostics.error("Unable to parse constraint format: \n\(error.description)")
            return []
        }
    }

    /// Creates the constraints a Visual Format Language string describes, or throws why not.
    ///
    /// See ``constraints(withVisualFormat:options:metrics:views:)`` for the language and the
    /// standard spacings; the result is the same, inactive.
    ///
    /// - Parameters:
    ///   - format: the visual format.
    ///   - options: alignment, direction and spacing options.
    ///   - metrics: names usable as constants and priorities, mapped to numbers of any type
    ///     (`Int`, `Double`, `CGFloat`, `Float`, `NSNumber`, `UILayoutPriority`, …).
    ///   - views: names usable as views, mapped to ``UIView``s.
    /// - Throws: ``VisualFormatError`` whose ``VisualFormatError/offset`` is the character the
    ///   mistake was found at: any syntax error; a view name missing from `views` (or not a
    ///   view); a constant or priority name missing from `metrics` (or not a number), or naming
    ///   a view; a priority outside `0 < p <= 1000`; `|` next to a view without a superview;
    ///   an alignment option parallel to the format, or conflicting options (offset 0).
    /// - Complexity: O(n) in the length of the format.
    public static func parseVisualFormat(_ format: String, options: FormatOptions = [],
                                         metrics: [String: Any]? = nil,
                                         views: [String: Any]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let syntax = try VisualFormatParser.parse(format)
        let binder = VisualFormatBinder(format: format, options: options, metrics: metrics ?? [:], views: views)
        return try binder.constraints(for: syntax)
    }
}
