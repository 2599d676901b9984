import Foundation

/// The display the windows are on: its size in points and its scale.
///
/// ``main`` is the one screen. Headless it is 390 × 844 points at scale 1 (an iPhone's
/// size, for code that sizes itself from the screen); the X11 host sets it from the X
/// screen (its size divided by the scale, the scale being `Xft.dpi / 96`).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen.
    public static let main = UIScreen()

    /// The headless screen: 390 × 844 points.
    package static let headlessBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The screen's rectangle in points.
    public private(set) var bounds = UIScreen.headlessBounds
    /// Pixels per point.
    public private(set) var scale: CGFloat = 1
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// Pixels per point of the hardware (the same as ``scale`` here).
    public var nativeScale: CGFloat { scale }
    /// The current mode: the size in pixels.
    public var currentMode: UIScreenMode? { mode }
    private let mode = UIScreenMode()

    override init() {
        super.init()
        mode.size = nativeBounds.size
    }

    /// Sets the screen's size in points and its scale (the host does, at start-up).
    package func configure(bounds: CGRect, scale: CGFloat) {
        guard bounds.isFiniteRect, scale.isFinite, scale > 0 else { return }
        self.bounds = bounds
        self.scale = scale
        mode.size = nativeBounds.size
    }

    /// `<UIScreen: 0x…; bounds = {{0, 0}, {390, 844}}; mode = <UIScreenMode: 0x…; size = 390.000000 x 844.000000>>`,
    /// as UIKit prints a screen.
    nonisolated open override var description: String {
        mainActorUnchecked {
            func number(_ value: CGFloat) -> String { value.formattedG }
            return "<UIScreen: \(addressString(of: self)); bounds = {{\(number(bounds.minX)), \(number(bounds.minY))}, "
                + "{\(number(bounds.width)), \(number(bounds.height))}}; mode = \(mode)>"
        }
    }
}

/// A screen's mode: its size in pixels.
@preconcurrency @MainActor
public final class UIScreenMode: NSObject {
    /// The size in pixels.
    public internal(set) var size: CGSize = .zero
    /// The aspect ratio of a pixel (1: square).
    public let pixelAspectRatio: CGFloat = 1

    nonisolated public override var description: String {
        mainActorUnchecked {
            "<UIScreenMode: \(addressString(of: self)); size = \(String(format: "%f", Double(size.width))) x \(String(format: "%f", Double(size.height)))>"
        }
    }
}

extension UIWindow {
    /// The screen the window is on (``UIScreen/main``).
    public var screen: UIScreen { UIScreen.main }
}
