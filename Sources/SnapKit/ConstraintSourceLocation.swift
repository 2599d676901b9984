import Foundation
/// Where a DSL constraint was written: the `#fileID` and `#line` of its relation
/// (`equalTo`, `lessThanOrEqualTo`, …), or of the `makeConstraints` call for a statement
/// without a relation. Printed as `Module/File.swift:42`.
public struct ConstraintSourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` gives it (`Module/File.swift`): no machine-specific path.
    public let fileID: String
    /// The line.
    public let line: UInt

    /// Creates a location.
    public init(fileID: String, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    /// `Module/File.swift:42`.
    public var description: String { "\(fileID):\(line)" }
}
