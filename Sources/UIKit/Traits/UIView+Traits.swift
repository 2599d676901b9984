import Foundation

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    /// The view's traits: its window's, with the overrides that parent controllers set for
    /// the child controllers on its way up (`setOverrideTraitCollection(_:forChild:)`), and
    /// the view's own layout direction. Outside a window, the main screen's scale and
    /// unspecified size classes.
    public var traitCollection: UITraitCollection {
        traits(over: window?.windowTraits ?? UITraitCollection(displayScale: UIScreen.main.scale))
    }

    /// The view's traits if its window's were `windowTraits`.
    func traits(over windowTraits: UITraitCollection) -> UITraitCollection {
        var base = windowTraits
        let overrides = traitOverridesAbove()
        if !overrides.isEmpty { base = UITraitCollection(traitsFrom: [base] + overrides) }
        let direction: UITraitEnvironmentLayoutDirection =
            effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UITraitCollection(horizontal: base.horizontalSizeClass, vertical: base.verticalSizeClass,
                                 scale: base.displayScale, direction: direction, style: base.userInterfaceStyle,
                                 category: base.preferredContentSizeCategory, idiom: base.userInterfaceIdiom)
    }
}

extension UIView {
    /// The trait overrides that apply to this view, outermost first: for each controller
    /// whose view contains this one, the override its parent set for it.
    fileprivate func traitOverridesAbove() -> [UITraitCollection] {
        var overrides: [UITraitCollection] = []
        var current: UIView? = self
        while let view = current {
            if let controller = view.owningViewController, let parent = controller.parent,
               let override = parent.childTraitOverrides[ObjectIdentifier(controller)] {
                overrides.insert(override, at: 0)
            }
            current = view.superview
        }
        return overrides
    }
}

extension UIViewController {
    /// Makes `childViewController`'s traits (and its views') this controller's combined
    /// with `collection`; `nil` removes the override. The child hears of it through
    /// ``traitCollectionDidChange(_:)``, as its views do.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parent === self else { return }
        let previous = childViewController.traitCollection
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        guard childViewController.traitCollection != previous, let view = childViewController.viewIfLoaded else { return }
        view.forEachInSubtree { member in member.traitsDidChange(from: previous) }
    }

    /// The override set for `childViewController`, if any.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }
}

extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
    /// The controller's traits: those of its view (without loading it: its window's, or
    /// the screen's outside one).
    public var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? UITraitCollection(displayScale: UIScreen.main.scale)
    }
}

extension UIWindow {
    /// The window's traits from its size: regular width from 700 points (iPad-sized; every
    /// phone in portrait is compact), regular height from 450 (phones in landscape are
    /// compact), the screen's scale, light appearance, large text, and the device's
    /// interface idiom (``UIDevice/userInterfaceIdiom``).
    var windowTraits: UITraitCollection { traits(for: bounds.size) }

    /// The traits a window of `size` has.
    func traits(for size: CGSize) -> UITraitCollection {
        UITraitCollection(horizontal: size.width >= 700 ? .regular : .compact,
                                 vertical: size.height >= 450 ? .regular : .compact,
                                 scale: UIScreen.main.scale, direction: .leftToRight, style: .light, category: .large,
                                 idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// A resize: tells the root controller (`viewWillTransition(to:with:)`, and
    /// `willTransition(to:with:)` first when the traits change), then, if the traits
    /// changed, every controller and view of the hierarchy, parents first.
    func windowSizeDidChange(from oldSize: CGSize, previousTraits: UITraitCollection) {
        let coordinator = ResizeTransitionCoordinator()
        let traits = windowTraits
        let changed = traits != previousTraits
        if changed { rootViewController?.willTransition(to: traits, with: coordinator) }
        rootViewController?.viewWillTransition(to: bounds.size, with: coordinator)
        if changed { notifyTraitChange(from: previousTraits) }
        // The completions run once the resize has been laid out.
        if !coordinator.completions.isEmpty { UIRunLoop.main.perform { coordinator.finish() } }
    }

    private func notifyTraitChange(from previous: UITraitCollection) {
        forEachInSubtree { view in
            guard view !== self else { return }
            view.traitsDidChange(from: view.traits(over: previous))
        }
    }
}

extension UIView {
    /// The view's traits changed from `previous`: its Interface Builder size-class
    /// constraints follow, the handlers registered with `registerForTraitChanges` run
    /// (for the traits that changed), then the controller and the view hear of it.
    func traitsDidChange(from previous: UITraitCollection) {
        let current = traitCollection
        engineState.sizeClassVariations?.apply(for: current)
        if let controller = owningViewController {
            controller.traitChangeRegistrations.notify(controller, current: current, previous: previous)
            controller.traitCollectionDidChange(previous)
        }
        traitChangeRegistrations.notify(self, current: current, previous: previous)
        traitCollectionDidChange(previous)
    }
}
