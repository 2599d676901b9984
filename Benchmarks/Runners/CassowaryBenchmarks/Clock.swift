// Monotonic time and resident memory, read straight from the C library and /proc.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A monotonic clock with nanosecond resolution.
enum Clock {
    /// Nanoseconds since an arbitrary fixed point.
    @inline(__always)
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Seconds elapsed since `start` (a value of ``now()``).
    @inline(__always)
    static func seconds(since start: UInt64) -> Double {
        Double(now() &- start) / 1e9
    }
}

/// The process's resident set size.
enum Memory {
    /// Resident bytes, from the second field of `/proc/self/statm` (0 where there is no /proc).
    static func residentBytes() -> Int {
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return 0 }
        let fields = buffer[0..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Hands freed heap memory back to the system, so that a run's RSS growth is not
    /// hidden by pages an earlier run freed.
    /// (glibc's `malloc_trim`, looked up at run time: `<malloc.h>` is not in the Glibc module.)
    static func trimHeap() {
        #if os(Linux)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") {
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        #endif
    }
}
