import Foundation

// `contentConfiguration` and `backgroundConfiguration` of collection view cells, table view
// cells and table header-footer views, as UIKit's (iOS 14): setting one shows it at once
// (the content view pinned to the cell's content view; the background behind everything),
// and state changes show them updated for the new state.

extension ConfigurationHosting {
    /// A configuration was set: outside an update, the next layout shows it updated for the
    /// state; inside one (``updateConfiguration(using:)`` setting it), it is shown as set.
    func configurationChanged() {
        guard !configurationHost.isUpdating else { return }
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }
}

extension UICollectionViewCell: ConfigurationHosting {
    var configurationContainer: UIView { contentView }

    /// The content shown in the content view (nil: none).
    public var contentConfiguration: UIContentConfiguration? {
        get { configurationHost.contentConfiguration }
        set { configurationHost.setContentConfiguration(newValue, in: contentView); configurationChanged() }
    }

    /// The background shown behind the content (nil: none).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.backgroundConfiguration }
        set { configurationHost.setBackgroundConfiguration(newValue, in: self); configurationChanged() }
    }
}

extension UITableViewCell: ConfigurationHosting {
    var configurationContainer: UIView { contentView }

    /// The content shown in the content view (nil: none).
    public var contentConfiguration: UIContentConfiguration? {
        get { configurationHost.contentConfiguration }
        set { configurationHost.setContentConfiguration(newValue, in: contentView); configurationChanged() }
    }

    /// The background shown behind the content (nil: none).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.backgroundConfiguration }
        set { configurationHost.setBackgroundConfiguration(newValue, in: self); configurationChanged() }
    }

    /// A list content configuration for the cell's style (subtitle and value styles
    /// included), to fill in and assign to ``contentConfiguration``.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }
}

extension UITableViewHeaderFooterView: ConfigurationHosting {
    var configurationContainer: UIView { contentView }

    /// The content shown in the content view (nil: none).
    public var contentConfiguration: UIContentConfiguration? {
        get { configurationHost.contentConfiguration }
        set { configurationHost.setContentConfiguration(newValue, in: contentView); configurationChanged() }
    }

    /// The background shown behind the content (nil: none).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.backgroundConfiguration }
        set { configurationHost.setBackgroundConfiguration(newValue, in: self); configurationChanged() }
    }

    /// A header content configuration to fill in and assign to ``contentConfiguration``.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }
}
