// Every libc import and platform `#if` of XlibHost lives here (swift-argument-parser's
// `Utilities/Platform.swift`). The X11 and libpng C modules are imported, with `internal
// import`, only by the files that translate to them (the display, window, font, drawing,
// event and screenshot files); nothing of C leaks into XlibHost's public API.

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#else
#error("XlibHost needs a POSIX C library (Glibc or Musl)")
#endif
import Foundation

/// Thin wrappers over the C library: standard error, a monotonic clock, `poll`, a
/// self-pipe, the environment and process exit.
enum Platform {
    /// Writes `text` to standard error unbuffered (Glibc's `stderr` is not concurrency-safe
    /// in Swift 6, so this goes through `write(2)`). Safe inside C callbacks.
    static func writeError(_ text: String) {
        var bytes = Array(text.utf8)
        if bytes.last != 0x0A { bytes.append(0x0A) }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }

    /// Seconds on a monotonic clock.
    static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Waits until one of `descriptors` is readable or `timeout` seconds pass (`nil`:
    /// forever). Returns the descriptors that became readable (or hung up).
    static func waitReadable(_ descriptors: [Int32], timeout: Double?) -> [Int32] {
        var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds: Int32
        if let timeout {
            milliseconds = Int32(min(max(0, (timeout * 1000).rounded(.up)), Double(Int32.max)))
        } else {
            milliseconds = -1
        }
        let result = fds.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) }
        guard result > 0 else { return [] }
        return fds.filter { $0.revents != 0 }.map(\.fd)
    }

    /// A non-blocking, close-on-exec pipe: `(read, write)`, or `nil` if the system refused.
    static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for fd in ends {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Writes one byte to `fd`, ignoring a full pipe (the reader is woken already).
    static func writeByte(_ fd: Int32) {
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
    }

    /// Reads everything available from a non-blocking `fd`.
    static func drain(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Closes a descriptor.
    static func close(_ fd: Int32) {
        _ = Glibc_close(fd)
    }

    /// The value of an environment variable, `nil` when unset or empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let string = String(cString: value)
        return string.isEmpty ? nil : string
    }

    /// Sets the C library's character-type locale from the environment, so the input
    /// method and `XLookupString` know the user's encoding. Returns the codeset name.
    @discardableResult
    static func adoptEnvironmentLocale() -> String {
        setlocale(LC_CTYPE, "")
        return String(cString: nl_langinfo(nl_item(CODESET)))
    }

    /// The current process id.
    static var processID: Int32 { getpid() }

    /// Ends the process with `code` at once (no atexit handlers), for fatal X errors.
    static func exitImmediately(_ code: Int32) -> Never {
        _exit(code)
    }

    /// Ends the process with `code`.
    static func exitProcess(_ code: Int32) -> Never {
        exit(code)
    }
}

#if canImport(Glibc)
private func Glibc_close(_ fd: Int32) -> Int32 { Glibc.close(fd) }
#elseif canImport(Musl)
private func Glibc_close(_ fd: Int32) -> Int32 { Musl.close(fd) }
#endif
