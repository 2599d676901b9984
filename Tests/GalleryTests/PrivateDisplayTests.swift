import Foundation
import Testing

/// The process ids of running Xvfb servers that the gallery starts for itself
/// (`Xvfb -displayfd 1 …`).
private func privateServers() -> Set<Int32> {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var found = Set<Int32>()
    for entry in entries {
        guard let pid = Int32(entry),
              let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
        let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        if arguments.first?.hasSuffix("Xvfb") == true && arguments.contains("-displayfd") { found.insert(pid) }
    }
    return found
}

/// Without `$DISPLAY` the gallery starts a private Xvfb; every way out must stop it.
@Suite("Private display", .serialized)
struct PrivateDisplayTests {
    @Test(.enabled(if: hasXvfb))
    func aFailedScreenshotStopsThePrivateServer() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        let before = privateServers()
        let result = try runGallery(["anchors", "--screenshot", "/nonexistent/dir/x.png"], environment: environment)
        #expect(result.status != 0)
        #expect(result.stderr.contains("/nonexistent/dir/x.png"))
        // The server gets SIGTERM as the gallery exits; give it a moment to go.
        var leaked = privateServers().subtracting(before)
        for _ in 0..<40 where !leaked.isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
            leaked = privateServers().subtracting(before)
        }
        #expect(leaked.isEmpty, "private Xvfb still running: \(leaked)")
        for pid in leaked { kill(pid, SIGTERM) }
    }
}
