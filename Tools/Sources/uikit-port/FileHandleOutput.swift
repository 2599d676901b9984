import Foundation

/// Writing to the standard streams.
enum FileHandleOutput {
    /// Writes `text` to standard error.
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
