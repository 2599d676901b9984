// Standard library only: this file must compile without the rest of UIKit.

/// A Visual Format Language string that could not be turned into constraints: what is
/// wrong, the whole format, and where.
///
/// ``offset`` is the 0-based position, in characters (`String.count` units), of the
/// character the mistake was found at; it equals `format.count` when the string ended
/// too early. ``description`` prints the message, the format and a caret under that
/// character, as UIKit logs a parse failure:
///
/// ```
/// Expected ':' after 'V' to specify vertical arrangement
/// V|[backgroundBox]|
///  ^
/// ```
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong. Each case names the culprit where there is one.
    public enum Kind: Equatable, Sendable {
        // Syntax (found while parsing the string alone).

        /// `H` or `V` not followed by `:`.
        case expectedOrientationColon(orientation: Character)
        /// A view (`[name]`) or, after a connection, the superview bar was expected.
        case expectedView
        /// `[` not followed by a C identifier.
        case expectedViewName
        /// A view without its closing `]` (also a predicate list that ran into `]`).
        case unclosedView(name: String)
        /// A predicate list without its closing `)`.
        case unclosedParenthesis
        /// A `)` or `]` with no opening partner.
        case unbalancedClosing(Character)
        /// Neither a relation nor a number, metric or view name where a predicate must start.
        case expectedPredicate
        /// `=`, `<`, `>`, `!` … that is not one of `==`, `<=`, `>=`.
        case unknownRelation
        /// A relation with nothing to relate to (`(>=)`).
        case relationWithoutObject(relation: String)
        /// `@` not followed by a number or metric name.
        case expectedPriority
        /// A priority outside `0 < p <= 1000`.
        case priorityOutOfRange(Double)
        /// A number that is infinite or not a number (`1e999`, `-inf`).
        case invalidNumber(String)
        /// A negative spacing written without parentheses (`-−5-`); write `-(-5)-`.
        case negativeNumberOutsideParentheses
        /// A `-` followed by neither a view, `|`, a number, a metric name nor `(`.
        case expectedSpacing
        /// A spacing (`-50`, `-metric`, `-(…)`) not closed by `-`.
        case expectedConnectionEnd
        /// Characters after a complete format.
        case trailingCharacters

        // Binding (found when names meet the dictionaries and options).

        /// A view name that is not a key of the views dictionary.
        case unknownView(name: String)
        /// A name used as a constant or priority that is not a key of the metrics dictionary.
        case unknownMetric(name: String)
        /// A name in a view's predicate that is neither a metric nor a view.
        case unknownName(name: String)
        /// A views-dictionary value that is neither a view nor a layout guide.
        case invalidView(name: String)
        /// A metrics-dictionary value that is not a (finite) number.
        case invalidMetric(name: String)
        /// A view name where only a constant may stand: in a spacing, or as a priority.
        case viewNameNotAllowed(name: String)
        /// `|` next to a view that has no superview (or a guide with no owning view).
        case missingSuperview(name: String)
        /// An alignment option on the axis of the format (`alignAllLeft` with `H:`).
        case optionOnWrongAxis
        /// More than one direction, or both spacing options, in one options value.
        case conflictingOptions
    }

    /// What went wrong.
    public let kind: Kind
    /// The format string that was being read.
    public let format: String
    /// The 0-based character position of the caret in ``format``.
    public let offset: Int

    /// Creates an error.
    /// - Parameters:
    ///   - kind: what went wrong.
    ///   - format: the whole format string.
    ///   - offset: the 0-based character position of the mistake (`format.count` at the end).
    public init(_ kind: Kind, format: String, offset: Int) {
        self.kind = kind
        self.format = format
        self.offset = offset
    }

    /// Creates an error at a UTF-8 offset (as the parser and the syntax tree count),
    /// reported at the character that contains that byte.
    init(_ kind: Kind, format: String, utf8Offset: Int) {
        self.init(kind, format: format, offset: Self.characterOffset(ofUTF8Offset: utf8Offset, in: format))
    }

    /// The index of the character of `format` that contains UTF-8 offset `utf8Offset`
    /// (`format.count` at or past the end). Plain ASCII without CR-LF maps one to one.
    static func characterOffset(ofUTF8Offset utf8Offset: Int, in format: String) -> Int {
        let utf8 = format.utf8
        let clamped = min(max(0, utf8Offset), utf8.count)
        var previous: UInt8 = 0
        var simple = true
        for byte in utf8 {
            // A non-ASCII byte, or CR-LF (one Character), breaks the one-to-one mapping.
            if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { simple = false; break }
            previous = byte
        }
        if simple { return clamped }
        var consumed = 0
        var count = 0
        for character in format {
            consumed += character.utf8.count
            if consumed > clamped { return count }
            count += 1
        }
        return count
    }

    /// One line of English saying what is wrong.
    public var message: String {
        switch kind {
        case .expectedOrientationColon(let orientation):
            let axis = orientation == "V" ? "vertical" : "horizontal"
            return "Expected ':' after '\(orientation)' to specify \(axis) arrangement"
        case .expectedView:
            return "Expected a view: '[' followed by a view name, or '|' for the superview"
        case .expectedViewName:
            return "Expected a view name (a C identifier) after '['"
        case .unclosedView(let name):
            return "A predicate on a view's thickness must end with ')' and the view must end with ']' (view '\(name)')"
        case .unclosedParenthesis:
            return "Expected ',' or ')' after a predicate"
        case .unbalancedClosing(let character):
            let opening: Character = character == ")" ? "(" : "["
            return "Unbalanced '\(character)' without a matching '\(opening)'"
        case .expectedPredicate:
            return "Expected a predicate: a relation (==, <=, >=), a number, a metric name or a view name"
        case .unknownRelation:
            return "Unknown relation. Must be ==, >=, or <="
        case .relationWithoutObject(let relation):
            return "Expected a number, metric name or view name after the relation '\(relation)'"
        case .expectedPriority:
            return "Expected a priority (a number or a metric name) after '@'"
        case .priorityOutOfRange(let value):
            return "Priorities must be greater than 0 and less than or equal to 1000 (got \(Self.format(value)))"
        case .invalidNumber(let text):
            return "Numbers must be finite; '\(text)' is not"
        case .negativeNumberOutsideParentheses:
            return "A negative spacing must be written in parentheses, as in -(-5)-"
        case .expectedSpacing:
            return "Expected a spacing (a number, a metric name or a parenthesized predicate list), a view or '|' after '-'"
        case .expectedConnectionEnd:
            return "Expected '-' to end the spacing"
        case .trailingCharacters:
            return "Unexpected characters after the end of the format"
        case .unknownView(let name):
            return "Unable to find view with name \(name)"
        case .unknownMetric(let name):
            return "Unable to find metric with name \(name)"
        case .unknownName(let name):
            return "Unable to find metric or view with name \(name)"
        case .invalidView(let name):
            return "The views dictionary value for \(name) is not a UIView or a UILayoutGuide"
        case .invalidMetric(let name):
            return "The metrics dictionary value for \(name) is not a finite number"
        case .viewNameNotAllowed(let name):
            return "'\(name)' is a view, but only a constant (a number or metric name) may stand here"
        case .missingSuperview(let name):
            return "Unable to interpret '|' character, because the related view \(name) doesn't have a superview"
        case .optionOnWrongAxis:
            return "Alignment options must be perpendicular to the orientation of the format: H: aligns top, bottom, centerY or baselines; V: aligns left, right, leading, trailing or centerX"
        case .conflictingOptions:
            return "Options may hold at most one direction and at most one spacing option"
        }
    }

    /// The message, the format, and a caret under the character at ``offset``.
    public var description: String {
        "\(message)\n\(format)\n\(String(repeating: " ", count: max(0, offset)))^"
    }

    /// `20`, not `20.0`; other values as Swift prints them.
    private static func format(_ value: Double) -> String {
        if value.isFinite, abs(value) < 1e15, value == Double(Int64(value)) { return String(Int64(value)) }
        return String(value)
    }
}
