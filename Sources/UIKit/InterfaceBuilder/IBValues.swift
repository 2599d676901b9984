import Foundation

/// Reading Interface Builder's value elements: colours, fonts, rectangles, enumerations
/// and constraint attributes, as Xcode writes them (document version 3.0).
enum IBValues {
    /// A `contentMode` attribute (`scaleAspectFit`, `center`, `topLeft`, …).
    static func contentMode(_ value: String?) -> UIView.ContentMode? {
        switch value {
        case "scaleToFill"?: .scaleToFill
        case "scaleAspectFit"?: .scaleAspectFit
        case "scaleAspectFill"?: .scaleAspectFill
        case "redraw"?: .redraw
        case "center"?: .center
        case "top"?: .top
        case "bottom"?: .bottom
        case "left"?: .left
        case "right"?: .right
        case "topLeft"?: .topLeft
        case "topRight"?: .topRight
        case "bottomLeft"?: .bottomLeft
        case "bottomRight"?: .bottomRight
        default: nil
        }
    }

    /// A `<color>` element: sRGB or calibrated components, white, a system colour, or an
    /// older `cocoaTouchSystemColor`; nil (with a reason) for one it cannot read.
    static func color(_ element: IBElement, resources: [String: IBElement]) -> UIColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] ?? element["name"] {
            if let known = systemColor(named: name) { return known }
            if let resource = resources[name], let color = resource.child("color") { return self.color(color, resources: [:]) }
            return nil
        }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") { return UIColor(white: CGFloat(white), alpha: CGFloat(alpha)) }
        if let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") {
            return UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        }
        return nil
    }

    /// UIKit's system colours by the names documents use (`systemBackgroundColor`,
    /// `labelColor`, `darkTextColor`, …).
    static func systemColor(named name: String) -> UIColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        let colors: [String: UIColor] = [
            "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
            "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
            "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
            "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
            "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText, "link": .link,
            "separator": .separator, "opaqueSeparator": .opaqueSeparator,
            "systemBlue": .systemBlue, "systemGreen": .systemGreen, "systemRed": .systemRed, "systemOrange": .systemOrange,
            "systemYellow": .systemYellow, "systemPink": .systemPink, "systemPurple": .systemPurple, "systemTeal": .systemTeal,
            "systemIndigo": .systemIndigo, "systemBrown": .systemBrown, "systemMint": .systemMint, "systemCyan": .systemCyan,
            "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4,
            "systemGray5": .systemGray5, "systemGray6": .systemGray6, "systemFill": .systemFill,
            "darkText": .darkText, "lightText": .lightText,
            "white": .white, "black": .black, "clear": .clear, "groupTableViewBackground": .systemGroupedBackground,
        ]
        return colors[base]
    }

    /// A `<fontDescription>`: a system font (regular, bold, or of a weight), a named
    /// font, or a text style.
    static func font(_ element: IBElement) -> UIFont? {
        let size = CGFloat(element.number("pointSize") ?? 17)
        switch element["type"] {
        case "system"?:
            if let weight = element["weight"] { return .systemFont(ofSize: size, weight: fontWeight(weight)) }
            return .systemFont(ofSize: size)
        case "boldSystem"?: return .boldSystemFont(ofSize: size)
        default: break
        }
        if let style = element["style"], let textStyle = textStyle(style) { return .preferredFont(forTextStyle: textStyle) }
        if let name = element["name"] { return UIFont(name: name, size: size) ?? .systemFont(ofSize: size) }
        return nil
    }

    private static func fontWeight(_ name: String) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    private static func textStyle(_ name: String) -> UIFont.TextStyle? {
        switch name {
        case "UICTFontTextStyleBody": .body
        case "UICTFontTextStyleHeadline": .headline
        case "UICTFontTextStyleSubhead": .subheadline
        case "UICTFontTextStyleFootnote": .footnote
        case "UICTFontTextStyleCaption1": .caption1
        case "UICTFontTextStyleCaption2": .caption2
        case "UICTFontTextStyleTitle1": .title1
        case "UICTFontTextStyleTitle2": .title2
        case "UICTFontTextStyleTitle3": .title3
        case "UICTFontTextStyleCallout": .callout
        default: nil
        }
    }

    /// A `<rect>` element.
    static func rect(_ element: IBElement) -> CGRect {
        CGRect(x: element.number("x") ?? 0, y: element.number("y") ?? 0,
               width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    /// An `<autoresizingMask>` element (its flags are attributes set to `YES`).
    static func autoresizingMask(_ element: IBElement) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        if element.flag("flexibleMinX") { mask.insert(.flexibleLeftMargin) }
        if element.flag("widthSizable") { mask.insert(.flexibleWidth) }
        if element.flag("flexibleMaxX") { mask.insert(.flexibleRightMargin) }
        if element.flag("flexibleMinY") { mask.insert(.flexibleTopMargin) }
        if element.flag("heightSizable") { mask.insert(.flexibleHeight) }
        if element.flag("flexibleMaxY") { mask.insert(.flexibleBottomMargin) }
        return mask
    }

    /// A constraint attribute by the name documents use.
    static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
        guard let name else { return .notAnAttribute }
        if name == "baseline" { return .lastBaseline }
        return NSLayoutConstraint.Attribute.allNamed[name]
    }

    /// A multiplier: a decimal, or a ratio written `a:b` or `a/b` (a ÷ b).
    static func multiplier(_ text: String?) -> CGFloat? {
        guard let text else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).compactMap { Double($0) }
            guard parts.count == 2, parts[1] != 0 else { return nil }
            return CGFloat(parts[0] / parts[1])
        }
        return Double(text).map { CGFloat($0) }
    }

    /// A text alignment by name.
    static func textAlignment(_ name: String?) -> NSTextAlignment? {
        switch name {
        case "left"?: .left
        case "center"?: .center
        case "right"?: .right
        case "justified"?: .justified
        case "natural"?: .natural
        default: nil
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Every attribute by its name (`"leadingMargin"` → `.leadingMargin`).
    static let allNamed: [String: NSLayoutConstraint.Attribute] = {
        var all: [String: NSLayoutConstraint.Attribute] = [:]
        for raw in 0...32 {
            if let attribute = NSLayoutConstraint.Attribute(rawValue: raw) { all[attribute.name] = attribute }
        }
        return all
    }()
}
