import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What ``UIDevice`` reads from the computer.
enum DesktopSystem {
    struct Description {
        var name: String
        var version: String
        var hostName: String
    }

    /// The kernel's name and release (`uname`), and the host name.
    static func read() -> Description {
        var info = utsname()
        guard uname(&info) == 0 else {
            return Description(name: "Linux", version: "0.0", hostName: ProcessInfo.processInfo.hostName)
        }
        let name = string(from: &info.sysname)
        let release = string(from: &info.release)
        return Description(name: name.isEmpty ? "Linux" : name, version: numericVersion(of: release),
                           hostName: string(from: &info.nodename))
    }

    /// "6.1.0-18-amd64" → "6.1.0": the leading dotted numbers of a release string.
    static func numericVersion(of release: String) -> String {
        let numbers = release.prefix { $0.isNumber || $0 == "." }
        let trimmed = numbers.hasSuffix(".") ? numbers.dropLast() : numbers
        return trimmed.isEmpty ? "0.0" : String(trimmed)
    }

    /// The idiom a `UIKIT_USER_INTERFACE_IDIOM` value names; ``UIUserInterfaceIdiom/phone``
    /// when unset, and (with a log line) when it names none.
    static func idiom(from value: String?) -> UIUserInterfaceIdiom {
        guard let value, !value.isEmpty else { return .phone }
        let idioms: [String: UIUserInterfaceIdiom] = [
            "phone": .phone, "pad": .pad, "tv": .tv, "carplay": .carPlay, "mac": .mac, "vision": .vision,
        ]
        if let idiom = idioms[value.lowercased()] { return idiom }
        LayoutDiagnostics.error("UIDevice: UIKIT_USER_INTERFACE_IDIOM=\(value) is not one of phone, pad, tv, carPlay, mac, vision; using phone")
        return .phone
    }

    /// A UUID from the machine id and the app's identity, stable across launches.
    static func vendorIdentifier() -> UUID? {
        let machine = (try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ProcessInfo.processInfo.hostName
        let app = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return uuid(hashing: machine + "/" + app)
    }

    /// A version-4-shaped UUID from two FNV-1a hashes of `text`.
    static func uuid(hashing text: String) -> UUID {
        func fnv(_ seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
            return hash
        }
        var bytes = [UInt8](repeating: 0, count: 16)
        let high = fnv(0xcbf2_9ce4_8422_2325), low = fnv(0x8422_2325_cbf2_9ce4)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (8 * UInt64(index)))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))
        }
        bytes[6] = (bytes[6] & 0x0f) | 0x40
        bytes[8] = (bytes[8] & 0x3f) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    private static func string<T>(from field: inout T) -> String {
        withUnsafeBytes(of: &field) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
