import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Serializes the use of one X display across test suites and the processes they start.
///
/// Swift Testing runs suites side by side: a gallery screenshot run mapped its window over
/// an input test's window and took that test's click. Whatever puts windows on
/// `$DISPLAY` holds this lock meanwhile (an advisory `flock` on a file named after the
/// display in the temporary directory).
public enum DisplayLock {
    /// Runs `body` while holding the lock for `$DISPLAY`.
    public static func withDisplay<Result>(_ body: () throws -> Result) rethrows -> Result {
        let display = (ProcessInfo.processInfo.environment["DISPLAY"] ?? "none")
            .map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        let path = NSTemporaryDirectory() + "/autolayout-tests-display-\(display).lock"
        let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        defer {
            if descriptor >= 0 {
                flock(descriptor, LOCK_UN)
                close(descriptor)
            }
        }
        return try body()
    }
}
