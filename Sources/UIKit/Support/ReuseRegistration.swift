import Foundation

/// `aClass` as the metatype a registration for reuse needs (a cell or header class of
/// the right kind); a class of another kind is logged, naming the registering view, and
/// registers nothing.
@preconcurrency @MainActor
func registrableClass<Kind>(_ aClass: AnyClass?, as kind: Kind.Type, identifier: String, registeredBy owner: String) -> Kind? {
    guard let aClass else { return nil }
    guard let registered = aClass as? Kind else {
        let kindName = String(describing: kind).replacingOccurrences(of: ".Type", with: "")
        LayoutDiagnostics.error("\(owner).register: \(aClass) is not a \(kindName) subclass; identifier '\(identifier)' is not registered.")
        return nil
    }
    return registered
}
