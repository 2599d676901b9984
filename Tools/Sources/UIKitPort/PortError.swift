/// Why a run of the porting tool stopped before writing anything.
public enum PortError: Error, Equatable, CustomStringConvertible {
    /// A path given on the command line does not exist.
    case noSuchPath(String)
    /// A file did not parse as Swift; `diagnostics` are the parser's messages with
    /// `FILE:LINE:COLUMN` positions.
    case unparseable(file: String, diagnostics: [String])
    /// A file could not be read (or was not UTF-8) or written.
    case unreadable(file: String, reason: String)

    /// One line (or one per parser message) naming the culprit.
    public var description: String {
        switch self {
        case .noSuchPath(let path): "\(path): no such file or directory"
        case .unparseable(let file, let diagnostics):
            "\(file): not valid Swift, nothing written\n" + diagnostics.joined(separator: "\n")
        case .unreadable(let file, let reason): "\(file): \(reason)"
        }
    }
}
