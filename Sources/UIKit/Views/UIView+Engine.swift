import Foundation

extension UIView {
    /// The engine this view's hierarchy uses now: its window's, or the temporary one of a
    /// window-less tree during ``layoutIfNeeded()``; `nil` otherwise.
    func currentEngine() -> LayoutEngine? {
        if let window = hostWindow { return window.engine }
        return rootView.temporaryEngine
    }

    /// Notes a constraint change in a window-less tree (its next `layoutIfNeeded` builds
    /// a temporary engine).
    /// This view's window, or itself if it is one.
    var hostWindow: UIWindow? {
        isWindow ? unsafeDowncast(self, to: UIWindow.self) : cachedWindow
    }

    func markTreeConstraintsChanged() {
        guard cachedWindow == nil, !isWindow else { return }
        rootView.treeConstraintsChanged = true
    }

    /// The frame was set by code, not by layout: re-translate the autoresizing mask.
    func frameDidChangeOutsideEngine() {
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
            treeConstraintsChanged = true
        }
    }

    /// Hook for intrinsic content size (the sizing issue adds the constraints).
    func intrinsicContentSizeDidChange() {
        superview?.setNeedsLayout()
    }

    /// Margins changed: constraints using margin attributes of this view are rebuilt.
    func reinstallMarginConstraints() {
        reinstallConstraints { $0.firstAttribute.isMargin || $0.secondAttribute.isMargin }
    }

    /// The layout direction changed: constraints using leading/trailing are rebuilt.
    func reinstallDirectionalConstraints() {
        reinstallConstraints { $0.firstAttribute.isDirectional || $0.secondAttribute.isDirectional }
    }

    private func reinstallConstraints(where predicate: (NSLayoutConstraint) -> Bool) {
        let affected = involvingConstraints.values.filter(predicate).sorted { $0.serial < $1.serial }
        guard !affected.isEmpty else { return }
        if let engine = currentEngine() {
            engine.beginBatch()
            for constraint in affected { engine.reinstall(constraint) }
            engine.endBatch()
        } else {
            markTreeConstraintsChanged()
        }
    }

    /// The layout direction used for leading and trailing.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
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

    /// `UIView.noIntrinsicMetric`: no intrinsic size on that axis.
    public static let noIntrinsicMetric: CGFloat = -1
}
