import Foundation

/// A named thing a sample does when its button is clicked or `--script` names it.
@MainActor
public struct SampleAction {
    /// The name (`changeMiddleWidth`); with an argument it is written `name:argument`.
    public let name: String
    /// Whether the action takes an argument after a colon (`format:H:|-[view1]-|`).
    public let takesArgument: Bool
    let run: @MainActor (String?) -> Void

    /// An action without an argument.
    public init(_ name: String, _ run: @escaping @MainActor () -> Void) {
        self.name = name
        self.takesArgument = false
        self.run = { _ in run() }
    }

    /// An action whose argument follows the first colon of its invocation.
    public init(_ name: String, argument run: @escaping @MainActor (String?) -> Void) {
        self.name = name
        self.takesArgument = true
        self.run = run
    }
}
