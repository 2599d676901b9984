import Foundation

/// Where a free layer of a view's layer is drawn among the view's subviews: Core
/// Animation keeps subviews' layers and added layers in one list; here each added layer
/// remembers its neighbour.
@preconcurrency @MainActor
enum SublayerPlacement {
    /// Below every subview (inserted at 0, or added before any subview).
    case bottom
    /// Just above this subview (added after it, or inserted next to it).
    case above(UnretainedReference<UIView>)
    /// Above every subview (a layer of a free layer, or whose subview left).
    case top

    static func above(_ view: UIView) -> SublayerPlacement { .above(UnretainedReference(view)) }

    func isAbove(_ view: UIView) -> Bool {
        if case .above(let reference) = self { return reference.object === view }
        return false
    }
}

/// One step of a view's drawing between its content and its border.
@preconcurrency @MainActor
enum DrawingStep {
    case subview(UIView)
    case layer(CALayer)

    var layer: CALayer? {
        switch self {
        case .subview(let view): view.layerStorage
        case .layer(let layer): layer
        }
    }
}

extension [DrawingStep] {
    /// Reordered by the layers' `zPosition`, lowest first, keeping the order among equals
    /// (drawing only: hit testing keeps the subviews' order).
    @preconcurrency @MainActor
    func sortedByZPosition() -> [DrawingStep] {
        guard contains(where: { ($0.layer?.zPosition ?? 0) != 0 }) else { return self }
        return enumerated().sorted { a, b in
            let za = a.element.layer?.zPosition ?? 0, zb = b.element.layer?.zPosition ?? 0
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}

extension UIView {
    /// The subviews and the layer's free sublayers in the order they are drawn.
    func drawingOrder() -> [DrawingStep] {
        let free = layerStorage?.sublayers ?? []
        guard !free.isEmpty else { return subviews.map(DrawingStep.subview) }
        var steps: [DrawingStep] = []
        var placed = Set<ObjectIdentifier>()
        func add(_ layer: CALayer) {
            if placed.insert(ObjectIdentifier(layer)).inserted { steps.append(.layer(layer)) }
        }
        for layer in free { if case .bottom = layer.placement { add(layer) } }
        for subview in subviews {
            steps.append(.subview(subview))
            for layer in free where layer.placement.isAbove(subview) { add(layer) }
        }
        for layer in free { add(layer) }  // on top, or above a subview that left
        return steps
    }
}

extension CALayer {
    /// A free layer changed: repaint where it was and where it is in the view that hosts
    /// it (a view layer repaints its view).
    func contentDidChange() {
        if isDisplayingDuringPaint || CALayer.showingPresentation > 0 { return }
        if let maskedLayer { return maskedLayer.contentDidChange() }
        if let delegate { return delegate.invalidatePresentation() }
        let previous = lastInvalidatedArea
        if let (view, rect) = hostArea() {
            view.invalidatePresentation(in: rect)
            lastInvalidatedArea = (UnretainedReference(view), rect)
        }
        if let previous, let view = previous.view.object { view.invalidatePresentation(in: previous.rect) }
    }

    /// The view whose layer holds this free layer (through its superlayers), and the
    /// layer's painted area (shadow included) in that view's bounds coordinates.
    func hostArea() -> (UIView, CGRect)? {
        var rect = frame
        if let extent = shadowExtent, !masksToBounds { rect = rect.inset(by: extent) }
        rect = transformedArea(rect)
        var layer = self
        while let parent = layer.superlayer {
            if let view = parent.delegate { return (view, rect) }
            rect = rect.offsetBy(dx: parent.frame.minX - parent.bounds.minX, dy: parent.frame.minY - parent.bounds.minY)
            rect = parent.transformedArea(rect)
            if parent.masksToBounds { rect = rect.intersection(parent.frame) }
            layer = parent
        }
        return nil
    }
}

extension CALayer {
    /// The transform drawn (the animated one while animations run), flat.
    var shownAffineTransform: CGAffineTransform {
        if case let animated?? = presentationOverrides?.override("transform"), let transform = animated as? CATransform3D {
            return CATransform3DGetAffineTransform(transform)
        }
        return affineTransform()
    }

    /// `rect` (in the superlayer's coordinates) as the layer's transform, about its
    /// anchor point in its frame, places it: the bounding box, for repainting; the
    /// animated frame's place included while animations run.
    func transformedArea(_ rect: CGRect) -> CGRect {
        var area = rect
        if let overrides = presentationOverrides, delegate == nil {
            // An animated position or bounds moves the frame: cover both places.
            let shownFrame = presentedFrameForPainting(overrides)
            area = area.union(rect.offsetBy(dx: shownFrame.minX - frame.minX, dy: shownFrame.minY - frame.minY)
                .insetBy(dx: min(0, (frame.width - shownFrame.width) / 2), dy: min(0, (frame.height - shownFrame.height) / 2)))
        }
        let transform = shownAffineTransform
        guard !transform.isIdentity else { return area }
        let pivot = CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        let placed = CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return area.applying(placed).union(area)
    }

    /// The frame the animated position and bounds give.
    private func presentedFrameForPainting(_ overrides: LayerPresentationValues) -> CGRect {
        let bounds = (overrides.baseValue("bounds") as? CGRect) ?? self.bounds
        let position = (overrides.baseValue("position") as? CGPoint) ?? self.position
        return CGRect(x: position.x - bounds.width / 2, y: position.y - bounds.height / 2, width: bounds.width, height: bounds.height)
    }
}
