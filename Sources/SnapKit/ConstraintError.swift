import Foundation
import Logging
import UIKit

/// A DSL statement that could not become constraints. Each error names the call site;
/// the DSL logs it (through `LayoutDiagnostics.logger`) and makes nothing for that
/// statement, so bad input never crashes.
public enum ConstraintError: Error, Hashable, CustomStringConvertible, Sendable {
    /// The statement needs the view's superview (`equalToSuperview()`, or a position
    /// related to a plain value), and the view has none.
    case missingSuperview(view: String, attributes: String, location: ConstraintSourceLocation)
    /// The two views are in different hierarchies.
    case noCommonAncestor(first: String, second: String, location: ConstraintSourceLocation)
    /// A chain of attributes related to a compound target that lacks one of them
    /// (`make.top.leading.equalTo(other.snp.edges)`).
    case mismatchedAttributes(from: String, to: String, location: ConstraintSourceLocation)
    /// Two attributes that cannot form a constraint (`top` with `width`, `leading` with `left`).
    case incompatibleAttributes(from: String, to: String, location: ConstraintSourceLocation)
    /// The target view was deallocated before the constraint was made.
    case targetDeallocated(attributes: String, location: ConstraintSourceLocation)
    /// A number the constraint cannot use: a non-finite constant or multiplier, a zero
    /// divisor, a priority outside `0 < p <= 1000`.
    case unsupportedValue(name: String, value: Double, location: ConstraintSourceLocation)
    /// Attributes were named but never related (`make.top` alone).
    case missingRelation(attributes: String, location: ConstraintSourceLocation)
    /// A stage was related twice (a stored `make.top` used for two `equalTo` calls).
    case alreadyRelated(attributes: String, location: ConstraintSourceLocation)

    /// Where the offending statement was written.
    public var location: ConstraintSourceLocation {
        switch self {
        case .missingSuperview(_, _, let location), .noCommonAncestor(_, _, let location),
             .mismatchedAttributes(_, _, let location), .incompatibleAttributes(_, _, let location),
             .targetDeallocated(_, let location), .unsupportedValue(_, _, let location),
             .missingRelation(_, let location), .alreadyRelated(_, let location):
            return location
        }
    }

    /// The logged text, ending with the call site.
    public var description: String {
        let body: String
        switch self {
        case .missingSuperview(let view, let attributes, _):
            body = "Cannot make constraints for \(view).\(attributes): the view has no superview. Add it to a superview before making constraints that refer to it."
        case .noCommonAncestor(let first, let second, _):
            body = "Cannot make a constraint between \(first) and \(second): the views have no common ancestor."
        case .mismatchedAttributes(let from, let to, _):
            body = "Cannot constrain multiple non-identical attributes: \(from) to \(to)."
        case .incompatibleAttributes(let from, let to, _):
            body = "Cannot relate \(from) to \(to): a size cannot relate to a position, nor leading/trailing to left/right."
        case .targetDeallocated(let attributes, _):
            body = "Cannot make constraints for \(attributes): the target view no longer exists."
        case .unsupportedValue(let name, let value, _):
            body = "Unsupported \(name) \(value) for a constraint."
        case .missingRelation(let attributes, _):
            body = "\(attributes) was never related (equalTo, lessThanOrEqualTo, greaterThanOrEqualTo); nothing was made."
        case .alreadyRelated(let attributes, _):
            body = "\(attributes) is already related; the second relation is ignored."
        }
        return "[SnapKit] \(body) (\(location))"
    }
}

/// Where the DSL's errors go.
@preconcurrency @MainActor
enum ConstraintDiagnostics {
    /// Logs `error` on UIKit's layout logger, so the host (or a test) sees it with UIKit's messages.
    static func report(_ error: ConstraintError) {
        LayoutDiagnostics.logger.error("\(error.description)")
    }
}
