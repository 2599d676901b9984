import Foundation

/// The `NSCoder` a view or controller made from an Interface Builder document receives in
/// `init?(coder:)`: it answers keyed requests from the element's attributes (`text`,
/// `style`, `axis`, …), as strings, booleans and numbers.
///
/// Apart from the few values an initialiser needs (a table view's style), the loader sets
/// the element's properties right after `init?(coder:)` returns (UIKit decodes them inside
/// it), then adds the subviews, constraints and connections, then calls `awakeFromNib()`.
public final class InterfaceBuilderCoder: NSCoder {
    let element: IBElement
    /// The document's name, for messages.
    public let documentName: String

    init(element: IBElement, documentName: String) {
        self.element = element
        self.documentName = documentName
        super.init()
    }

    /// The element's name in the document (`view`, `label`, `tableView`, …).
    public var elementName: String { element.name }

    public override var allowsKeyedCoding: Bool { true }

    public override func containsValue(forKey key: String) -> Bool { element[key] != nil }

    public override func decodeObject(forKey key: String) -> Any? { element[key] }

    public override func decodeBool(forKey key: String) -> Bool { element.flag(key) }

    public override func decodeDouble(forKey key: String) -> Double { element.number(key) ?? 0 }

    public override func decodeFloat(forKey key: String) -> Float { Float(element.number(key) ?? 0) }

    public override func decodeInteger(forKey key: String) -> Int { element.integer(key) ?? 0 }
}
