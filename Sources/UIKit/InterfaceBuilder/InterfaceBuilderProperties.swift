import Foundation

/// The properties of particular kinds of view, from their elements.
@preconcurrency @MainActor
enum InterfaceBuilderProperties {
    static func apply(_ element: IBElement, to view: UIView, loader: InterfaceBuilderLoader) {
        switch view {
        case let label as UILabel:
            if let text = element["text"] { label.text = text }
            if let alignment = IBValues.textAlignment(element["textAlignment"]) { label.textAlignment = alignment }
            if let lines = element.integer("numberOfLines") { label.numberOfLines = lines }
            if let font = element.child("fontDescription").flatMap(IBValues.font) { label.font = font }
            if let color = element.child("color", key: "textColor").flatMap(loader.color) { label.textColor = color }
        case let button as UIButton:
            for state in element.children where state.name == "state" && state["key"] == "normal" {
                if let title = state["title"] { button.setTitle(title, for: .normal) }
                if let color = state.child("color", key: "titleColor").flatMap(loader.color) { button.setTitleColor(color, for: .normal) }
                if let name = state["image"] { button.setImage(loader.image(named: name, at: state), for: .normal) }
                if let name = state["backgroundImage"] { button.setBackgroundImage(loader.image(named: name, at: state), for: .normal) }
            }
            if let font = element.child("fontDescription").flatMap(IBValues.font) { button.titleLabel?.font = font }
        case let imageView as UIImageView:
            // Images are resources loaded by name, as UIKit does when it decodes the nib.
            if let name = element["image"] { imageView.image = loader.image(named: name, at: element) }
            if let name = element["highlightedImage"] { imageView.highlightedImage = loader.image(named: name, at: element) }
        case let stack as UIStackView:
            stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
            if let spacing = element.number("spacing") { stack.spacing = CGFloat(spacing) }
            switch element["distribution"] {
            case "fillEqually"?: stack.distribution = .fillEqually
            case "fillProportionally"?: stack.distribution = .fillProportionally
            case "equalSpacing"?: stack.distribution = .equalSpacing
            case "equalCentering"?: stack.distribution = .equalCentering
            default: stack.distribution = .fill
            }
            switch element["alignment"] {
            case "top"?, "leading"?: stack.alignment = .leading
            case "bottom"?, "trailing"?: stack.alignment = .trailing
            case "center"?: stack.alignment = .center
            case "firstBaseline"?: stack.alignment = .firstBaseline
            case "lastBaseline"?, "baseline"?: stack.alignment = .lastBaseline
            default: stack.alignment = .fill
            }
            if element.flag("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = true }
        case let table as UITableView:
            if let height = element.number("rowHeight") { table.rowHeight = CGFloat(height) }
            if let height = element.number("estimatedRowHeight") { table.estimatedRowHeight = CGFloat(height) }
            if let height = element.number("sectionHeaderHeight") { table.sectionHeaderHeight = CGFloat(height) }
            if let height = element.number("sectionFooterHeight") { table.sectionFooterHeight = CGFloat(height) }
            switch element["separatorStyle"] {
            case "none"?: table.separatorStyle = .none
            case "singleLineEtched"?: table.separatorStyle = .singleLineEtched
            default: break
            }
        case let field as UITextField:
            if let text = element["text"] { field.text = text }
            if let placeholder = element["placeholder"] { field.placeholder = placeholder }
            switch element["borderStyle"] {
            case "line"?: field.borderStyle = .line
            case "bezel"?: field.borderStyle = .bezel
            case "roundedRect"?: field.borderStyle = .roundedRect
            default: break
            }
            if let font = element.child("fontDescription").flatMap(IBValues.font) { field.font = font }
        case let textView as UITextView:
            if let text = element["text"] { textView.text = text }
            if let font = element.child("fontDescription").flatMap(IBValues.font) { textView.font = font }
            if let color = element.child("color", key: "textColor").flatMap(loader.color) { textView.textColor = color }
            if let alignment = IBValues.textAlignment(element["textAlignment"]) { textView.textAlignment = alignment }
            if element["editable"] == "NO" { textView.isEditable = false }
            if element["selectable"] == "NO" { textView.isSelectable = false }
            if element["scrollEnabled"] == "NO" { textView.isScrollEnabled = false }
        case let cell as UICollectionReusableView:
            if let identifier = element["reuseIdentifier"] { cell.reuseIdentifier = identifier }
        case let cell as UITableViewCell:
            if let identifier = element["reuseIdentifier"] { cell.reuseIdentifier = identifier }
            switch element["selectionStyle"] {
            case "none"?: cell.selectionStyle = .none
            case "blue"?: cell.selectionStyle = .blue
            case "gray"?: cell.selectionStyle = .gray
            default: break
            }
            switch element["accessoryType"] {
            case "disclosureIndicator"?: cell.accessoryType = .disclosureIndicator
            case "detailDisclosureButton"?: cell.accessoryType = .detailDisclosureButton
            case "checkmark"?: cell.accessoryType = .checkmark
            case "detailButton"?: cell.accessoryType = .detailButton
            default: break
            }
        case let toggle as UISwitch:
            toggle.isOn = element.flag("on")
        case let slider as UISlider:
            if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = element.number("value") { slider.value = Float(value) }
        default:
            break
        }
    }
}
