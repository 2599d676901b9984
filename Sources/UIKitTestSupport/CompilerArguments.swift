import Foundation

/// `-Xcc -I…` for the headers of the system libraries UIKit's C modules wrap (cairo,
/// Pango and what they include), from `pkg-config`; none when it cannot be run. Tests
/// that run `swiftc` on client code against the built UIKit pass them.
public func systemLibraryIncludeArguments() -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags-only-I", "pangocairo", "cairo"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return [] }
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }
}
