import CX11
import Foundation
import Testing

/// A sample app run as its own process on the test display: what it prints is read line
/// by line as it runs, its window found by its process id and driven with xdotool, and
/// its pixels read back from the X server.
final class RunningApp: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var output = ""
    /// Lines already handed out by ``waitForLines(until:timeout:)``.
    private var consumed = 0
    /// The app's X window id, once ``findWindow(named:)`` found it.
    private(set) var window = ""

    /// The executable `name`, built next to the test bundle.
    static func builtExecutable(_ name: String) throws -> String {
        let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let path = directory.appendingPathComponent(name).path
        try #require(FileManager.default.isExecutableFile(atPath: path), "\(name) is not built next to the tests at \(path)")
        return path
    }

    /// Starts `executable` with `environment` added to this process's.
    init(_ executable: String, environment: [String: String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.output += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    deinit {
        kill()
    }

    /// Ends the app with SIGKILL (SIGTERM may be ignored: a process inherits that from its parent).
    private func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }

    /// Every complete line printed so far.
    var lines: [String] {
        lock.withLock {
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.removeLast()
            return lines
        }
    }

    /// The lines printed since the last call, once one satisfies `done` (or the timeout
    /// passes: then all of them, for the failure message).
    func waitForLines(until done: (String) -> Bool, timeout: TimeInterval = 15) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let all = lines
            let fresh = Array(all.dropFirst(consumed))
            if let last = fresh.lastIndex(where: done) {
                consumed += last + 1
                return Array(fresh.prefix(through: last))
            }
            if Date() > deadline || !process.isRunning {
                consumed = all.count
                return fresh
            }
            usleep(20_000)
        }
    }

    /// Finds the app's top-level window whose title contains `name`.
    func findWindow(named name: String) throws {
        let tool = try #require(which("xdotool"), "xdotool is not installed")
        for _ in 0..<150 where window.isEmpty {
            let found = try runTool(tool, ["search", "--all", "--pid", "\(process.processIdentifier)", "--name", name])
            window = found.stdout.split(separator: "\n").first.map(String.init) ?? ""
            if window.isEmpty { usleep(100_000) }
        }
        try #require(!window.isEmpty, "the app's window '\(name)' did not appear")
    }

    /// The ids of the app's top-level windows whose titles contain `name`, now.
    func windowIDs(named name: String) throws -> [String] {
        let tool = try #require(which("xdotool"), "xdotool is not installed")
        let found = try runTool(tool, ["search", "--all", "--onlyvisible", "--pid", "\(process.processIdentifier)", "--name", name])
        return found.stdout.split(separator: "\n").map(String.init)
    }

    /// Waits until the app has `count` top-level windows whose titles contain `name`.
    func waitForWindows(named name: String, count: Int, timeout: TimeInterval = 10) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try windowIDs(named: name).count == count { return true }
            usleep(100_000)
        }
        return false
    }

    /// Clicks the primary button at `point` of the window.
    func click(_ x: Int, _ y: Int) throws {
        try xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
    }

    /// Presses `key` (an X keysym name) in the window.
    func press(_ key: String) throws {
        try xdotool(["key", "--window", window, key])
    }

    /// Types `text` into the window.
    func type(_ text: String) throws {
        try xdotool(["type", "--window", window, "--delay", "20", text])
    }

    /// Closes the window as a window manager would and waits for the app to end.
    func closeAndWait(timeout: TimeInterval = 15) throws -> Int32? {
        try xdotool(["windowclose", window])
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { kill(); return nil }
        return process.terminationStatus
    }

    /// The window's pixels as the X server has them now.
    func pixels() throws -> WindowPixels {
        let id = try #require(UInt(window), "no window yet")
        return try #require(WindowPixels(window: id), "could not read the window's pixels")
    }
}

/// The pixels of any X window (another process's too), read with `XGetImage`.
struct WindowPixels {
    let width: Int
    let height: Int
    private let rgb: [UInt8]

    init?(window: UInt) {
        guard let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, Window(window), &attributes) != 0 else { return nil }
        let width = Int(attributes.width), height = Int(attributes.height)
        guard let image = XGetImage(display, Window(window), 0, 0, UInt32(width), UInt32(height), ~0, ZPixmap) else { return nil }
        defer { cx_destroy_image(image) }
        let masks = (image.pointee.red_mask, image.pointee.green_mask, image.pointee.blue_mask)
        guard masks.0 != 0, masks.1 != 0, masks.2 != 0 else { return nil }
        func shift(_ mask: UInt) -> UInt { UInt(mask.trailingZeroBitCount) }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var offset = 0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = cx_get_pixel(image, Int32(x), Int32(y))
                for (index, mask) in [masks.0, masks.1, masks.2].enumerated() {
                    rgb[offset + index] = UInt8(((pixel & mask) >> shift(mask)) * 255 / (mask >> shift(mask)))
                }
                offset += 3
            }
        }
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// The colour at (`x`, `y`).
    func pixel(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        let offset = (y * width + x) * 3
        return (Int(rgb[offset]), Int(rgb[offset + 1]), Int(rgb[offset + 2]))
    }

    /// How many pixels of the rectangle satisfy `test`.
    func count(x: Int, y: Int, width: Int, height: Int, where test: ((red: Int, green: Int, blue: Int)) -> Bool) -> Int {
        var count = 0
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width) where test(pixel(column, row)) { count += 1 }
        }
        return count
    }
}

/// Text and glyphs drawn in black (the label colour), with antialiasing's grey edges left out.
func isDark(_ colour: (red: Int, green: Int, blue: Int)) -> Bool {
    colour.red < 90 && colour.green < 90 && colour.blue < 90
}

/// UIKit's tint (system blue, 0 122 255), with its antialiased edges left out.
func isTint(_ colour: (red: Int, green: Int, blue: Int)) -> Bool {
    colour.blue > 200 && colour.red < 90 && colour.green > 60 && colour.green < 170
}
