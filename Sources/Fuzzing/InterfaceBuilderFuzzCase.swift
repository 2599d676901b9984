import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a document the Interface Builder fuzzer mutates: a value, so a case
/// copies its base document and changes the copy. Attributes are kept sorted by name, so
/// the same seed always picks the same one.
public struct FuzzXMLElement: Sendable {
    public var name: String
    public var attributes: [(key: String, value: String)]
    public var children: [FuzzXMLElement] = []

    public init(name: String, attributes: [(key: String, value: String)], children: [FuzzXMLElement] = []) {
        self.name = name
        self.attributes = attributes.sorted { $0.key < $1.key }
        self.children = children
    }

    public subscript(_ key: String) -> String? {
        get { attributes.first { $0.key == key }?.value }
        set {
            attributes.removeAll { $0.key == key }
            if let newValue { attributes.append((key, newValue)); attributes.sort { $0.key < $1.key } }
        }
    }

    /// Paths (child indices from this element) of every element below it, in document order.
    func paths() -> [[Int]] {
        var all: [[Int]] = []
        var pending: [([Int], FuzzXMLElement)] = [([], self)]
        while let (path, element) = pending.popLast() {
            if !path.isEmpty { all.append(path) }
            for index in element.children.indices.reversed() { pending.append((path + [index], element.children[index])) }
        }
        return all
    }

    subscript(path path: [Int]) -> FuzzXMLElement {
        get { path.isEmpty ? self : children[path[0]][path: Array(path.dropFirst())] }
        set {
            if path.isEmpty { self = newValue } else { children[path[0]][path: Array(path.dropFirst())] = newValue }
        }
    }

    /// Every element's attribute `key`, in document order.
    func values(of key: String) -> [String] {
        var values: [String] = []
        var pending = [self]
        while let element = pending.popLast() {
            if let value = element[key] { values.append(value) }
            pending += element.children.reversed()
        }
        return values
    }

    /// The document's text: one element a line, as Xcode writes it.
    public func xml() -> String {
        var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        write(to: &text, indent: 0)
        return text
    }

    private func write(to text: inout String, indent: Int) {
        let pad = String(repeating: " ", count: min(indent, 40) * 4)
        let attributeText = attributes.map { " \($0.key)=\"\(Self.escape($0.value))\"" }.joined()
        if children.isEmpty {
            text += "\(pad)<\(name)\(attributeText)/>\n"
        } else {
            text += "\(pad)<\(name)\(attributeText)>\n"
            for child in children { child.write(to: &text, indent: indent + 1) }
            text += "\(pad)</\(name)>\n"
        }
    }

    static func escape(_ value: String) -> String {
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The document's root element (whitespace and comments dropped), or nil if it is not
    /// well-formed.
    public static func parse(_ data: Data) -> FuzzXMLElement? {
        final class Reader: NSObject, XMLParserDelegate {
            var stack: [FuzzXMLElement] = []
            var root: FuzzXMLElement?
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
                stack.append(FuzzXMLElement(name: elementName, attributes: attributeDict.map { ($0.key, $0.value) }))
            }
            func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
                guard let element = stack.popLast() else { return }
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
            }
        }
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse(), parser.parserError == nil else { return nil }
        return reader.root
    }
}

/// One change the Interface Builder fuzzer makes to a document. Elements are named by
/// their index in document order (modulo the number there are then), so every change
/// applies to any document, and a case still runs after shrinking removes some.
public enum InterfaceBuilderMutation: Sendable, Equatable {
    /// Removes an element and its children.
    case delete(element: Int)
    /// Inserts a copy of an element after it (its ids repeat).
    case duplicate(element: Int)
    /// Moves an element into another (not into itself).
    case move(element: Int, into: Int)
    /// Wraps an element in `depth` nested views.
    case nest(element: Int, depth: Int)
    /// Sets an attribute (an existing one by index, or a named one) to a value.
    case setAttribute(element: Int, attribute: Int, name: String?, value: String)
    /// Removes an attribute.
    case removeAttribute(element: Int, attribute: Int)
    /// Renames an element (another kind of view, an element IB never writes there).
    case rename(element: Int, to: String)
    /// Points a reference (`firstItem`, `secondItem`, `destination`, `reference`, an id)
    /// at another element's id, or at an id nothing has.
    case reference(element: Int, attribute: String, target: Int, missing: Bool)
    /// Inserts a snippet (a constraint, an outlet, a layout guide, …) into an element.
    case insert(into: Int, snippet: Int, target: Int)
    /// Cuts the text at a fraction of its length (after the other changes).
    case truncate(fraction: Double)
    /// Replaces one byte of the text (after the other changes).
    case replaceByte(fraction: Double, with: UInt8)

    var isTextual: Bool {
        switch self {
        case .truncate, .replaceByte: true
        default: false
        }
    }
}

/// A seeded Interface Builder case: one of the corpus's documents and the changes made to it.
public struct InterfaceBuilderFuzzCase: FuzzCase {
    public let seed: UInt64
    /// The base document's file name (`Lifecycle.xib`) and its text.
    public let documentName: String
    public let base: String
    public let operations: [InterfaceBuilderMutation]

    public init(seed: UInt64, documentName: String, base: String, operations: [InterfaceBuilderMutation]) {
        self.seed = seed
        self.documentName = documentName
        self.base = base
        self.operations = operations
    }

    /// A case of one to six changes to one of `corpus`'s documents, from `seed`.
    public init(seed: UInt64, corpus: [(name: String, text: String)]) {
        var rng = SplitMix64(state: seed)
        let document = corpus[Int(rng.next() % UInt64(corpus.count))]
        let count = 1 + Int(rng.next() % 6)
        var operations: [InterfaceBuilderMutation] = []
        for _ in 0..<count { operations.append(Self.randomMutation(&rng)) }
        self.init(seed: seed, documentName: document.name, base: document.text, operations: operations)
    }

    public func with(operations: [InterfaceBuilderMutation]) -> InterfaceBuilderFuzzCase {
        InterfaceBuilderFuzzCase(seed: seed, documentName: documentName, base: base, operations: operations)
    }

    /// Values of the wrong type, out of range, or of another attribute.
    static let wrongValues = [
        "", "abc", "-1", "0", "1e309", "-1e309", "nan", "inf", "-inf", "1e300", "-1e300", "9223372036854775808",
        "-9223372036854775809", "4294967296", "1e-320", "YES", "NO", "0:0", "1/0", "0/0", "1:", ":", "/", "3:0",
        "-0", "0x10", "1,5", "١٢", "🙂", "\u{0}", "\u{1}", "<view/>", "&", "top", "bottom", "widthClass=compact",
        "heightClass=regular-widthClass=compact", "widthClass=", "-", "IBFilesOwner", "-1", "-2", "1000", "1001",
        "999999", "-1000", "2000", " 12 ", "12abc", "1.5.5", "vertical", "fillEqually", "system", "boldSystem",
        String(repeating: "9", count: 400), String(repeating: "x", count: 2000),
    ]
    /// Attribute names the loader reads, for ``InterfaceBuilderMutation/setAttribute``.
    static let attributeNames = [
        "constant", "multiplier", "priority", "relation", "firstAttribute", "secondAttribute", "firstItem", "secondItem",
        "tag", "alpha", "numberOfLines", "pointSize", "rowHeight", "estimatedRowHeight", "spacing", "minValue", "maxValue",
        "value", "horizontalHuggingPriority", "verticalCompressionResistancePriority", "x", "y", "width", "height",
        "red", "green", "blue", "white", "customClass", "customModule", "key", "type", "style", "axis", "text", "id",
        "placeholderIdentifier", "initialViewController", "storyboardIdentifier", "reuseIdentifier", "property",
        "destination", "selector", "eventType", "keyPath", "reference", "systemColor", "name", "contentMode",
        "translatesAutoresizingMaskIntoConstraints", "hidden", "placeholder", "top", "left", "bottom", "right",
    ]
    /// Element names: views, cells, containers and elements that belong elsewhere.
    static let elementNames = [
        "view", "label", "button", "stackView", "tableView", "collectionView", "scrollView", "textField", "textView",
        "switch", "slider", "activityIndicatorView", "imageView", "collectionViewCell", "tableViewCell",
        "collectionReusableView", "pickerView", "mapView", "viewController", "navigationController", "placeholder",
        "constraint", "constraints", "subviews", "document", "objects", "scenes", "scene", "connections", "outlet",
        "action", "variation", "mask", "include", "exclude", "layoutGuides", "viewControllerLayoutGuide", "layoutGuide",
        "viewLayoutGuide", "rect", "color", "fontDescription", "state", "userDefinedRuntimeAttributes",
        "userDefinedRuntimeAttribute", "tableViewCellContentView", "collectionViewCellContentView", "resources",
    ]
    /// Classes for `customClass`: unknown ones, UIKit ones of the wrong kind, non-classes.
    static let classNames = [
        "NoSuchClass", "UIView", "UILabel", "UIButton", "UITableView", "UITableViewCell", "UICollectionViewCell",
        "UIViewController", "UINavigationController", "UIStackView", "NSObject", "String", "Swift.Int", "UIKit.UILabel",
        "UIKit.UIViewController", "Fuzzing.InterfaceBuilderFuzzOwner", "Fuzzing.InterfaceBuilderFuzzView",
        "UIWindow", "UIImageView", "UIScrollView", "UIResponder", "",
    ]

    static func randomMutation(_ rng: inout SplitMix64) -> InterfaceBuilderMutation {
        func pick<T>(_ list: [T]) -> T { list[Int(rng.next() % UInt64(list.count))] }
        func index() -> Int { Int(rng.next() % 100_000) }
        func fraction() -> Double { Double(rng.next() % 1_000_000) / 1_000_000 }
        switch rng.next() % 16 {
        case 0: return .delete(element: index())
        case 1: return .duplicate(element: index())
        case 2: return .move(element: index(), into: index())
        case 3: return .nest(element: index(), depth: pick([2, 20, 60, 130, 300]))
        case 4, 5: return .setAttribute(element: index(), attribute: index(), name: nil, value: pick(wrongValues))
        case 6: return .setAttribute(element: index(), attribute: 0, name: pick(attributeNames), value: pick(wrongValues))
        case 7: return .removeAttribute(element: index(), attribute: index())
        case 8: return .rename(element: index(), to: pick(elementNames))
        case 9: return .setAttribute(element: index(), attribute: 0, name: "customClass", value: pick(classNames))
        case 10, 11:
            return .reference(element: index(), attribute: pick(["firstItem", "secondItem", "destination", "reference", "id",
                                                                   "initialViewController", "tableViewCell"]),
                              target: index(), missing: rng.next() % 4 == 0)
        case 12, 13: return .insert(into: index(), snippet: index(), target: index())
        case 14: return .truncate(fraction: fraction())
        default: return .replaceByte(fraction: fraction(), with: pick(Array("<>\"&/= \u{0}\u{1}x9".utf8) + [0xFF, 0xC3]))
        }
    }

    /// Snippets ``InterfaceBuilderMutation/insert`` adds; `$T` is another element's id.
    static let snippets: [FuzzXMLElement] = {
        func element(_ name: String, _ attributes: [String: String], _ children: [FuzzXMLElement] = []) -> FuzzXMLElement {
            FuzzXMLElement(name: name, attributes: attributes.map { ($0.key, $0.value) }, children: children)
        }
        return [
            element("constraint", ["firstItem": "$T", "firstAttribute": "top", "secondItem": "$T", "secondAttribute": "bottom", "constant": "8", "id": "fz-c-1"]),
            element("constraint", ["firstItem": "$T", "firstAttribute": "width", "secondItem": "$T", "secondAttribute": "top", "id": "fz-c-2"]),
            element("constraint", ["firstItem": "$T", "firstAttribute": "leading", "secondItem": "$T", "secondAttribute": "left", "multiplier": "0", "id": "fz-c-3"]),
            element("constraint", ["firstAttribute": "height", "constant": "1e309", "priority": "5000", "id": "fz-c-4"]),
            element("constraints", [:], [element("constraint", ["firstItem": "$T", "firstAttribute": "centerY", "secondItem": "-1", "secondAttribute": "centerY", "id": "fz-c-5"])]),
            element("outlet", ["property": "view", "destination": "$T", "id": "fz-o-1"]),
            element("connections", [:], [element("outlet", ["property": "container", "destination": "$T", "id": "fz-o-2"]),
                                         element("action", ["selector": "tap:", "destination": "$T", "eventType": "touchUpInside", "id": "fz-a-1"])]),
            element("layoutGuides", [:], [element("viewControllerLayoutGuide", ["type": "top", "id": "$T"]),
                                          element("layoutGuide", ["id": "fz-g-1"])]),
            element("viewLayoutGuide", ["key": "safeArea", "id": "$T"]),
            element("variation", ["key": "widthClass=compact"], [element("mask", ["key": "constraints"], [element("include", ["reference": "$T"]), element("exclude", ["reference": "$T"])])]),
            element("userDefinedRuntimeAttributes", [:], [element("userDefinedRuntimeAttribute", ["type": "number", "keyPath": "layer.cornerRadius"], [element("real", ["key": "value", "value": "nan"])]),
                                                          element("userDefinedRuntimeAttribute", ["type": "number", "keyPath": "tag", "value": "1e300"])]),
            element("subviews", [:], [element("view", ["id": "$T"]), element("label", ["text": "x", "numberOfLines": "-5", "id": "fz-l-1"])]),
            element("collectionViewCell", ["id": "fz-cell-1"], [element("view", ["key": "contentView"], [element("subviews", [:], [element("label", ["id": "$T"])])])]),
            element("tableViewCellContentView", ["key": "contentView", "id": "fz-cv-1"]),
            element("rect", ["key": "frame", "x": "nan", "y": "-inf", "width": "1e308", "height": "-50"]),
            element("color", ["key": "backgroundColor", "red": "2", "green": "-1", "blue": "nan", "alpha": "inf"]),
            element("fontDescription", ["key": "fontDescription", "type": "system", "pointSize": "-1e309"]),
            element("state", ["key": "normal", "title": "$T", "image": "no-such-image"]),
            element("edgeInsets", ["key": "layoutMargins", "top": "nan", "left": "inf", "bottom": "-1e300", "right": "0"]),
            element("include", ["reference": "$T"]),
            element("scene", ["sceneID": "fz-s-1"], [element("objects", [:], [element("viewController", ["id": "$T", "storyboardIdentifier": "First"])])]),
        ]
    }()

    /// The document's bytes after the changes (a replaced byte may leave it not UTF-8),
    /// and its tree before any textual change (nil if the base is not well-formed).
    public func mutated() -> (data: Data, tree: FuzzXMLElement?) {
        guard var root = FuzzXMLElement.parse(Data(base.utf8)) else { return (Data(base.utf8), nil) }
        for operation in operations where !operation.isTextual { Self.apply(operation, to: &root) }
        var bytes = Array(root.xml().utf8)
        for operation in operations {
            switch operation {
            case .truncate(let fraction):
                bytes = Array(bytes.prefix(Int(Double(bytes.count) * fraction)))
            case .replaceByte(let fraction, let byte) where !bytes.isEmpty:
                bytes[min(bytes.count - 1, Int(Double(bytes.count) * fraction))] = byte
            default:
                break
            }
        }
        return (Data(bytes), root)
    }

    /// How deep nesting may make a document.
    static let maximumDepth = 600

    static func apply(_ operation: InterfaceBuilderMutation, to root: inout FuzzXMLElement) {
        let paths = root.paths()
        guard !paths.isEmpty else { return }
        func path(_ index: Int) -> [Int] { paths[index % paths.count] }
        let ids = root.values(of: "id")
        func id(_ index: Int) -> String { ids.isEmpty ? "none" : ids[index % ids.count] }
        switch operation {
        case .delete(let element):
            let target = path(element)
            root[path: Array(target.dropLast())].children.remove(at: target.last!)
        case .duplicate(let element):
            let target = path(element)
            let copy = root[path: target]
            root[path: Array(target.dropLast())].children.insert(copy, at: target.last! + 1)
        case .move(let element, let into):
            let source = path(element), destination = path(into)
            guard !destination.starts(with: source) else { return }
            let moved = root[path: source]
            root[path: Array(source.dropLast())].children.remove(at: source.last!)
            // Removing the source shifts later siblings of its ancestors' paths.
            var adjusted = destination
            if adjusted.count >= source.count, Array(adjusted.prefix(source.count - 1)) == Array(source.dropLast()),
               adjusted[source.count - 1] > source.last! {
                adjusted[source.count - 1] -= 1
            }
            root[path: adjusted].children.append(moved)
        case .nest(let element, let depth):
            let target = path(element)
            var wrapped = root[path: target]
            // Deep enough to pass the XML parser's limits, shallow enough for this code's recursion.
            for level in 0..<min(depth, max(0, maximumDepth - paths.map(\.count).max()!)) {
                wrapped = FuzzXMLElement(name: "view", attributes: [("id", "fz-n-\(level)")],
                                         children: [FuzzXMLElement(name: "subviews", attributes: [], children: [wrapped])])
            }
            root[path: target] = wrapped
        case .setAttribute(let element, let attribute, let name, let value):
            let target = path(element)
            let attributes = root[path: target].attributes
            let key = name ?? (attributes.isEmpty ? "id" : attributes[attribute % attributes.count].key)
            root[path: target][key] = value
        case .removeAttribute(let element, let attribute):
            let target = path(element)
            let attributes = root[path: target].attributes
            guard !attributes.isEmpty else { return }
            root[path: target][attributes[attribute % attributes.count].key] = nil
        case .rename(let element, let name):
            root[path: path(element)].name = name
        case .reference(let element, let attribute, let target, let missing):
            root[path: path(element)][attribute] = missing ? "fz-missing-\(target % 7)" : id(target)
        case .insert(let into, let snippet, let target):
            var inserted = snippets[snippet % snippets.count]
            Self.substitute(id(target), in: &inserted)
            root[path: path(into)].children.append(inserted)
        case .truncate, .replaceByte:
            break
        }
    }

    static func substitute(_ id: String, in element: inout FuzzXMLElement) {
        element.attributes = element.attributes.map { ($0.key, $0.value == "$T" ? id : $0.value) }
        for index in element.children.indices { substitute(id, in: &element.children[index]) }
    }

    public func swift(failure: FuzzFailure) -> String {
        let text = String(decoding: mutated().data, as: UTF8.self)
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) { hashes += "#" }
        let changes = operations.map { "//   \($0)" }.joined(separator: "\n")
        return """
        // Interface Builder fuzz seed \(seed): \(documentName) after \(operations.count) changes:
        \(changes)
        // Failed check "\(failure.check)": \(failure.message)
        // Write the document as \(documentName) in a directory and load it from there:
        let document = \(hashes)\"\"\"
        \(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        \"\"\"\(hashes)
        """
    }
}
