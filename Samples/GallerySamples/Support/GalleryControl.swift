import Foundation
import UIKit

/// A view the gallery's host sends clicks and keys to (UIKit has no controls yet: these
/// are the gallery's own, drawn through the drawing context).
///
/// The host finds the control under a press by walking up from the hit view, calls
/// ``setPressed(_:)``, and calls ``activate()`` on a release over the same control
/// (UIKit's "touch up inside").
@MainActor
open class GalleryControl: UIView {
    /// Whether the pointer is down on the control.
    public private(set) var isPressed = false
    /// Whether the control takes keyboard input after a click (text fields).
    open var acceptsKeyboardFocus: Bool { false }
    /// Whether the control has keyboard focus.
    public var hasKeyboardFocus = false { didSet { if hasKeyboardFocus != oldValue { setNeedsDisplay() } } }

    /// Marks the control pressed or released (redraws it).
    public func setPressed(_ pressed: Bool) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        setNeedsDisplay()
    }

    /// The click: the pointer was released over the control.
    open func activate() {}

    /// A key typed while the control has focus. Returns whether it was used.
    open func handleKey(keyCode: UInt32, characters: String) -> Bool { false }

    /// The control containing `view` (itself included), if any.
    public static func enclosing(_ view: UIView?) -> GalleryControl? {
        var current = view
        while let candidate = current {
            if let control = candidate as? GalleryControl { return control }
            current = candidate.superview
        }
        return nil
    }
}

/// A push button: a title on a tinted rectangle; its size is the title's plus padding.
@MainActor
public final class GalleryButton: GalleryControl {
    /// The title.
    public var title: String { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// What a click does.
    public var action: @MainActor () -> Void
    let font = SampleFonts.body

    /// Creates a button.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public init(title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = SampleColors.button
        contentMode = .redraw
    }

    public override var intrinsicContentSize: CGSize {
        let text = TextSystem.measurer.size(of: title, font: font, wrappingAt: nil)
        return CGSize(width: (text.width + 16).rounded(.up), height: (text.height + 10).rounded(.up))
    }

    public override func activate() { action() }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        if isPressed { context.fill(bounds, color: SampleColors.buttonPressed, alpha: 1) }
        context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5), color: UIColor(white: 0.55, alpha: 1), lineWidth: 1, alpha: 1)
        let size = TextSystem.measurer.size(of: title, font: font, wrappingAt: nil)
        let metrics = TextSystem.measurer.metrics(for: font)
        let x = max(4, ((bounds.width - size.width) / 2).rounded())
        let y = ((bounds.height - metrics.lineHeight) / 2).rounded() + metrics.ascent
        context.drawText(title, at: CGPoint(x: x, y: y), font: font, color: .black, alpha: 1)
    }
}

/// A checkbox with a title; a click toggles it.
@MainActor
public final class GalleryCheckbox: GalleryControl {
    /// The title.
    public let title: String
    /// Whether it is checked.
    public var isChecked: Bool { didSet { if isChecked != oldValue { setNeedsDisplay(); onChange?(isChecked) } } }
    /// Called after ``isChecked`` changed.
    public var onChange: (@MainActor (Bool) -> Void)?
    let font = SampleFonts.body

    /// Creates a checkbox.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public init(title: String, checked: Bool = true) {
        self.title = title
        self.isChecked = checked
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    public override var intrinsicContentSize: CGSize {
        let text = TextSystem.measurer.size(of: title, font: font, wrappingAt: nil)
        return CGSize(width: (text.width + 24).rounded(.up), height: max(18, text.height.rounded(.up)))
    }

    public override func activate() { isChecked.toggle() }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let box = CGRect(x: 1, y: ((bounds.height - 14) / 2).rounded(), width: 14, height: 14)
        context.fill(box, color: .white, alpha: 1)
        context.stroke(box, color: .darkGray, lineWidth: 1, alpha: 1)
        if isChecked {
            context.drawLine(from: CGPoint(x: box.minX + 3, y: box.midY), to: CGPoint(x: box.minX + 6, y: box.maxY - 3),
                             color: .black, lineWidth: 2, alpha: 1)
            context.drawLine(from: CGPoint(x: box.minX + 6, y: box.maxY - 3), to: CGPoint(x: box.maxX - 2, y: box.minY + 2),
                             color: .black, lineWidth: 2, alpha: 1)
        }
        let metrics = TextSystem.measurer.metrics(for: font)
        let y = ((bounds.height - metrics.lineHeight) / 2).rounded() + metrics.ascent
        context.drawText(title, at: CGPoint(x: 22, y: y), font: font, color: .black, alpha: 1)
    }
}

/// A one-line text field: click it, type, Return applies (``onReturn``), BackSpace
/// deletes. Its intrinsic height is the font's line plus padding; it has no intrinsic
/// width of its own beyond ``minimumWidth``.
@MainActor
public final class GalleryTextField: GalleryControl {
    /// The text.
    public var text: String { didSet { if text != oldValue { setNeedsDisplay(); onChange?(text) } } }
    /// Called after each edit.
    public var onChange: (@MainActor (String) -> Void)?
    /// Called when Return is typed.
    public var onReturn: (@MainActor (String) -> Void)?
    /// The font.
    public var font = SampleFonts.mono { didSet { invalidateIntrinsicContentSize() } }
    /// The width it asks for.
    public var minimumWidth: CGFloat = 120 { didSet { invalidateIntrinsicContentSize() } }

    /// Creates a text field.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public init(text: String = "") {
        self.text = text
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .white
        contentMode = .redraw
    }

    public override var acceptsKeyboardFocus: Bool { true }

    public override var intrinsicContentSize: CGSize {
        let metrics = TextSystem.measurer.metrics(for: font)
        let width = TextSystem.measurer.size(of: text, font: font, wrappingAt: nil).width
        return CGSize(width: max(minimumWidth, (width + 12).rounded(.up)), height: (metrics.lineHeight + 10).rounded(.up))
    }

    public override func handleKey(keyCode: UInt32, characters: String) -> Bool {
        switch keyCode {
        case 0xFF0D, 0xFF8D:  // Return, KP_Enter
            onReturn?(text)
        case 0xFF08:  // BackSpace
            if !text.isEmpty { text.removeLast() }
        default:
            let printable = characters.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }
            guard !printable.isEmpty else { return false }
            text += String(String.UnicodeScalarView(printable))
        }
        return true
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5), color: hasKeyboardFocus ? SampleColors.blue : .gray,
                       lineWidth: hasKeyboardFocus ? 2 : 1, alpha: 1)
        let metrics = TextSystem.measurer.metrics(for: font)
        let y = ((bounds.height - metrics.lineHeight) / 2).rounded() + metrics.ascent
        context.saveState()
        context.clip(to: bounds.insetBy(dx: 2, dy: 2))
        context.drawText(text, at: CGPoint(x: 6, y: y), font: font, color: .black, alpha: 1)
        if hasKeyboardFocus {
            let caretX = 6 + TextSystem.measurer.size(of: text, font: font, wrappingAt: nil).width + 1
            context.drawLine(from: CGPoint(x: caretX, y: y - metrics.ascent), to: CGPoint(x: caretX, y: y + metrics.descent),
                             color: .black, lineWidth: 1, alpha: 1)
        }
        context.restoreState()
    }
}
