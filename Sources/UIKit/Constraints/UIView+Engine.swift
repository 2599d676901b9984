import Foundation

extension UIView {
    /// The engine this view's hierarchy uses now: its window's, or the temporary one of a
    /// window-less tree during ``layoutIfNeeded()``; `nil` otherwise.
    func currentEngine() -> LayoutEngine? {
        if let engine = hostWindowEngine { return engine }
        return rootView.engineState.temporaryEngine
    }

    /// This view's window, or itself if it is one.
    var hostWindow: UIWindow? {
        isWindow ? unsafeDowncast(self, to: UIWindow.self) : cachedWindow
    }

    /// Notes a constraint change in a window-less tree (its next `layoutIfNeeded` builds
    /// a temporary engine).
    func markTreeConstraintsChanged() {
        guard cachedWindow == nil, !isWindow else { return }
        rootView.cycle.treeConstraintsChanged = true
    }

    /// The frame was set by code, not by layout: re-translate the autoresizing mask.
    func frameDidChangeOutsideEngine() {
        // The next layout puts the engine's frame back.
        engineState.engineFrameIsStale = true
        // A translated frame is a constraint of every fitting engine above the view.
        if translatesAutoresizingMaskIntoConstraints { invalidateFittingEngines(includingSelf: false) }
        if let engine = currentEngine() {
            if let variables = layoutVariables, variables.belongs(to: engine), translatesAutoresizingMaskIntoConstraints {
                engine.refreshAutoresizingConstraints(for: self)
            }
        } else if translatesAutoresizingMaskIntoConstraints {
            markTreeConstraintsChanged()
        }
    }

    /// The mask or the translation flag changed.
    func autoresizingDidChange() {
        invalidateFittingEngines(includingSelf: false)
        if let engine = currentEngine() {
            if let variables = layoutVariables, variables.belongs(to: engine) { engine.refreshAutoresizingConstraints(for: self) }
        } else {
            markTreeConstraintsChanged()
        }
    }

    /// The root of a hierarchy was resized.
    func rootSizeDidChange() {
        if let window = self as? UIWindow {
            if window.layoutVariables != nil { window.engine.setRootSize(bounds.size) }
        } else {
            cycle.treeConstraintsChanged = true
        }
    }

    /// `invalidateIntrinsicContentSize()`: the engine re-reads the size at its next
    /// solve (an in-place constant change); a window-less tree notes the change.
    func intrinsicContentSizeDidChange() {
        notifyStackViewOfIntrinsicSizeChange()
        notifyContainerOfFittingSizeChange()
        if let engine = currentEngine() {
            if let variables = layoutVariables, variables.belongs(to: engine) { engine.contentSizeDidChange(for: self) }
        } else {
            markTreeConstraintsChanged()
            superview?.setNeedsLayout()
        }
    }

    /// The layout direction for a semantic content attribute: forced ones as named,
    /// playback and spatial left-to-right, unspecified the application's
    /// (``UIView/applicationLayoutDirection``).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: applicationLayoutDirection
        }
    }

    /// The application's layout direction (left-to-right unless the host sets it).
    public static var applicationLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
}
