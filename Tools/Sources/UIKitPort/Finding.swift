/// One line of the porting report: a rewrite done, or something left for a person.
public struct Finding: Equatable, Sendable {
    /// Whether the tool changed the code or left it.
    public enum Kind: Equatable, Sendable {
        /// The code was rewritten; the message says how, and what to check if anything.
        case rewrote
        /// The code was left as it was; the message says why and what to do by hand.
        case cannotPort
    }

    /// What happened.
    public let kind: Kind
    /// The 1-based line in the file as it was before the rewrite.
    public let line: Int
    /// What was rewritten, or what cannot be and why.
    public let message: String

    /// Creates a finding.
    public init(_ kind: Kind, line: Int, _ message: String) {
        self.kind = kind
        self.line = line
        self.message = message
    }

    /// The report line: `FILE:LINE: rewrote …` or `FILE:LINE: cannot port …: why`.
    public func reportLine(file: String) -> String {
        switch kind {
        case .rewrote: "\(file):\(line): rewrote \(message)"
        case .cannotPort: "\(file):\(line): cannot port \(message)"
        }
    }
}
