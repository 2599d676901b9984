/// How a constraint's expression relates to zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// `expression == 0`
    case equal
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression >= 0`
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
