import Foundation

/// The settings recorded for one class (and, optionally, one chain of containers): what
/// ``UIAppearance/appearance()`` returns.
///
/// Assign properties through it as on an instance (`UILabel.appearance().textColor = .red`);
/// reading gives the recorded value, or the class's default. When an instance enters a
/// window, each recorded setting is applied unless the instance's value already differs
/// from the class's default (it was set directly, which wins, as in UIKit).
@dynamicMemberLookup
@preconcurrency @MainActor
public final class UIAppearanceProxy<Target: UIAppearance> {
    /// One recorded setting.
    struct Setting {
        var key: AnyHashable
        /// Whether `instance` still has the class's default for this setting (nil: cannot
        /// tell, apply anyway).
        var isDefault: ((Target, Target) -> Bool)?
        var apply: (Target) -> Void
        var value: Any?
    }

    let containers: [ObjectIdentifier]
    let containerTypes: [any UIAppearanceContainer.Type]
    private(set) var settings: [Setting] = []
    private var template: Target?

    init(containers: [any UIAppearanceContainer.Type]) {
        containerTypes = containers
        self.containers = containers.map { ObjectIdentifier($0) }
    }

    /// An unstyled instance, for default values.
    var defaultInstance: Target? {
        if let template { return template }
        let made = Target(coder: AppearanceTemplateCoder())
        template = made
        return made
    }

    /// A property of the class: reading gives the recorded value or the default, writing
    /// records it.
    public subscript<Value: Equatable>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value {
        get { recordedValue(for: keyPath) ?? defaultInstance.map { $0[keyPath: keyPath] } ?? failedRead(keyPath) }
        set {
            record(Setting(key: keyPath, isDefault: { instance, template in instance[keyPath: keyPath] == template[keyPath: keyPath] },
                           apply: { $0[keyPath: keyPath] = newValue }, value: newValue))
        }
    }

    /// A property whose values cannot be compared (attribute dictionaries): applied to
    /// every instance that enters a window.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value {
        get { recordedValue(for: keyPath) ?? defaultInstance.map { $0[keyPath: keyPath] } ?? failedRead(keyPath) }
        set {
            record(Setting(key: keyPath, isDefault: nil, apply: { $0[keyPath: keyPath] = newValue }, value: newValue))
        }
    }

    /// Records a method call (`setTitleColor(_:for:)` …) under `key`.
    func recordCall(_ key: String, _ apply: @escaping (Target) -> Void) {
        record(Setting(key: key, isDefault: nil, apply: apply, value: nil))
    }

    private func record(_ setting: Setting) {
        settings.removeAll { $0.key == setting.key }
        settings.append(setting)
    }

    private func recordedValue<Value>(for keyPath: KeyPath<Target, Value>) -> Value? {
        settings.last { $0.key == AnyHashable(keyPath) }?.value as? Value
    }

    private func failedRead<Value>(_ keyPath: KeyPath<Target, Value>) -> Value {
        // Every appearance class can be made from an archive, so this does not happen for
        // UIKit's classes; a subclass whose `init?(coder:)` fails has no default to read.
        LayoutDiagnostics.error("appearance(): no default instance of \(Target.self) to read \(keyPath) from")
        preconditionFailure("appearance(): \(Target.self)(coder:) returned nil")
    }

    /// The settings to apply to `instance`: those whose property it has not changed itself,
    /// judged now (before any proxy styles it).
    func applications(for instance: Target) -> [() -> Void] {
        let template = settings.contains { $0.isDefault != nil } ? defaultInstance : nil
        return settings.compactMap { setting in
            if let isDefault = setting.isDefault, let template, !isDefault(instance, template) { return nil }
            return { setting.apply(instance) }
        }
    }
}

/// The archive an appearance proxy makes its unstyled instance from: empty.
final class AppearanceTemplateCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
}
