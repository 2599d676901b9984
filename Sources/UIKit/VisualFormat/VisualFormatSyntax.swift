// Standard library only: this file must compile without the rest of UIKit.

/// The syntax tree of one Visual Format Language string, before any name is looked up.
///
/// The grammar (Auto Layout Guide, appendix "Visual Format Language"):
///
/// ```
/// visualFormatString  ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation         ::= 'H' | 'V'
/// superview           ::= '|'
/// view                ::= '[' viewName predicateListWithParens? ']'
/// connection          ::= ε | '-' predicateList '-' | '-'
/// predicateList       ::= simplePredicate | predicateListWithParens
/// simplePredicate     ::= metricName | positiveNumber
/// predicateListWithParens ::= '(' predicate (',' predicate)* ')'
/// predicate           ::= relation? objectOfPredicate ('@' priority)?
/// relation            ::= '==' | '<=' | '>='
/// objectOfPredicate   ::= constant | viewName      (a view name only in a view's own predicates)
/// priority            ::= metricName | number
/// constant            ::= metricName | number
/// viewName, metricName ::= a C identifier
/// number              ::= as C's strtod reads it
/// ```
///
/// Whitespace (space, tab, newline) may separate tokens. The superview bar can only stand
/// first or last, so ``items`` begins and ends with any bars and holds views in between.
///
/// Positions are 0-based UTF-8 offsets into the format string. A string that parses is all
/// ASCII, so they are character offsets too, unless whitespace holds a CR-LF pair (one
/// `Character`); ``VisualFormatError/init(_:format:utf8Offset:)`` converts.
struct VisualFormatSyntax: Equatable, Sendable {
    /// The axis the format lays views out along.
    enum Orientation: Equatable, Sendable {
        /// `H:` or no orientation: leading to trailing (or as the direction options say).
        case horizontal
        /// `V:`: top to bottom.
        case vertical
    }

    /// `==`, `<=` or `>=`.
    enum Relation: Equatable, Sendable {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }

    /// A number or a name, with where it was written.
    struct Operand: Equatable, Sendable {
        /// What was written.
        enum Value: Equatable, Sendable {
            /// A finite number.
            case number(Double)
            /// A C identifier: a metric name, or (in a view's predicates) a view name.
            case name(String)
        }

        var value: Value
        /// Where the number or name was written.
        var range: Range<Int>
    }

    /// `relation? object ('@' priority)?`.
    struct Predicate: Equatable, Sendable {
        /// The relation; `.equal` when none was written.
        var relation: Relation
        /// What the attribute is related to.
        var object: Operand
        /// The priority, if written.
        var priority: Operand?
        /// From the relation (or object) to the end of the priority (or object).
        var range: Range<Int>
    }

    /// The space between two neighbouring items.
    enum Connection: Equatable, Sendable {
        /// No `-`: the items touch (a spacing of 0).
        case flush
        /// A lone `-`: the standard spacing. `offset` is where the `-` is.
        case standard(offset: Int)
        /// `-50-`, `-metric-` (one predicate) or `-(…)-` (one or more).
        case predicates([Predicate])
    }

    /// A view between brackets.
    struct View: Equatable, Sendable {
        /// The view's key in the views dictionary.
        var name: String
        /// Where the name was written.
        var nameRange: Range<Int>
        /// The predicates on the view's size along the orientation.
        var predicates: [Predicate]
        /// From `[` to `]`, inclusive.
        var range: Range<Int>
    }

    /// One element of the chain.
    enum Item: Equatable, Sendable {
        /// `|`, the superview, at `offset`.
        case superview(offset: Int)
        /// `[name(…)]`.
        case view(View)

        /// The view, or `nil` for the superview bar.
        var view: View? {
            if case .view(let view) = self { return view }
            return nil
        }
    }

    /// The orientation.
    var orientation: Orientation
    /// The superview bars and views, in the order written (at least one view).
    var items: [Item]
    /// `connections[i]` joins `items[i]` and `items[i + 1]`.
    var connections: [Connection]

    /// The views, in order, without the bars.
    var views: [View] { items.compactMap(\.view) }
}
