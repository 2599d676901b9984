/// Why bytes could not be decoded or encoded.
public enum ImageCodecError: Error, Equatable, CustomStringConvertible {
    /// The bytes are empty.
    case empty
    /// The bytes start with no signature of a format we read (PNG, JPEG).
    case unknownFormat(firstBytes: String)
    /// The decoder refused the bytes (truncated, corrupt, unsupported), with its message.
    case decodingFailed(format: String, reason: String)
    /// The encoder failed, with its message.
    case encodingFailed(format: String, reason: String)

    public var description: String {
        switch self {
        case .empty: "no bytes"
        case .unknownFormat(let first): "not a PNG or JPEG image (starts with \(first))"
        case .decodingFailed(let format, let reason): "\(format) could not be decoded: \(reason)"
        case .encodingFailed(let format, let reason): "\(format) could not be encoded: \(reason)"
        }
    }
}
