import Foundation

/// Why the host could not start or do what was asked.
public enum XlibHostError: Error, Equatable, CustomStringConvertible {
    /// `XOpenDisplay` failed: `name` is the display asked for (`nil`: `$DISPLAY` unset).
    case cannotOpenDisplay(name: String?)
    /// The X server cannot create a window of this size.
    case invalidWindowSize(width: Int, height: Int)
    /// Writing a screenshot failed.
    case screenshotFailed(path: String, reason: String)
    /// `$DISPLAY` is unset and a private Xvfb could not be started: `reason` says why
    /// and what to do.
    case noPrivateDisplay(reason: String)

    /// A message that says what went wrong and what to do about it.
    public var description: String {
        switch self {
        case .cannotOpenDisplay(nil):
            return """
                error: cannot open X display (DISPLAY is not set).
                This program needs an X11 display. Set DISPLAY to a running X server (for example \
                DISPLAY=:0), or run it under a virtual one: apt-get install xvfb xauth, then \
                xvfb-run -a <program>.
                """
        case .cannotOpenDisplay(let name?):
            return """
                error: cannot open X display '\(name)'.
                Check that an X server runs there and that you may connect to it (xauth, \
                XAUTHORITY), or run under a virtual display: apt-get install xvfb xauth, then \
                xvfb-run -a <program>.
                """
        case .invalidWindowSize(let width, let height):
            return "error: cannot create a window of \(width)x\(height) pixels; both sides must be 1...32767."
        case .screenshotFailed(let path, let reason):
            return "error: cannot write the screenshot '\(path)': \(reason)"
        case .noPrivateDisplay(let reason):
            return "error: \(reason)"
        }
    }
}
