import Foundation

/// What a cell (collection or table) or a header-footer view keeps for its configurations:
/// the content configuration and the view showing it (pinned to the content view), the
/// background configuration and its view, and whether the configurations must be updated
/// for a new state. One copy of this logic serves the three view classes.
@MainActor
final class CellConfigurationHost {
    private(set) var contentConfiguration: UIContentConfiguration?
    private(set) var contentConfigurationView: (UIView & UIContentView)?
    private(set) var backgroundConfiguration: UIBackgroundConfiguration?
    private(set) var backgroundView: BackgroundConfigurationView?
    /// Whether `updateConfiguration(using:)` must run before the view is laid out or measured.
    var needsUpdate = true
    var isUpdating = false

    /// The content configuration shown (the set one, updated for the state).
    private var shownContent: UIContentConfiguration?

    /// Sets the content configuration and shows it in `container`.
    func setContentConfiguration(_ configuration: UIContentConfiguration?, in container: UIView) {
        contentConfiguration = configuration
        showContent(configuration, in: container)
    }

    /// Shows `configuration` in `container` (nil removes the content view): the current view
    /// takes it when it supports it, else a new view replaces it.
    func showContent(_ configuration: UIContentConfiguration?, in container: UIView) {
        defer { shownContent = configuration }
        guard let configuration else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            return
        }
        if let view = contentConfigurationView, let old = shownContent,
           type(of: old) == type(of: configuration), view.supports(configuration) {
            view.configuration = configuration
            return
        }
        contentConfigurationView?.removeFromSuperview()
        let view = configuration.makeContentView()
        contentConfigurationView = view
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
    }

    /// Sets the background configuration and shows it in `host`.
    func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?, in host: UIView) {
        backgroundConfiguration = configuration
        showBackground(configuration, in: host)
    }

    /// Shows `configuration` behind everything in `host` (nil removes it).
    func showBackground(_ configuration: UIBackgroundConfiguration?, in host: UIView) {
        guard let configuration else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        let view = backgroundView ?? BackgroundConfigurationView(frame: host.bounds)
        if backgroundView == nil {
            backgroundView = view
            host.insertSubview(view, at: 0)
        }
        view.configuration = configuration
        layoutBackground(in: host)
    }

    /// Places the background view in `host`.
    func layoutBackground(in host: UIView) {
        guard let backgroundView else { return }
        backgroundView.frame = backgroundView.backgroundRect(in: host.bounds, margins: host.directionalLayoutMargins)
    }

    /// Runs `update` once if an update is pending.
    func updateIfNeeded(_ update: () -> Void) {
        guard needsUpdate, !isUpdating else { return }
        needsUpdate = false
        isUpdating = true
        update()
        isUpdating = false
    }
}

/// A view whose configurations a ``CellConfigurationHost`` keeps: a collection or table
/// cell, or a table's header-footer view.
@MainActor
protocol ConfigurationHosting: UIView {
    var configurationHost: CellConfigurationHost { get }
    /// The view content configurations are pinned into.
    var configurationContainer: UIView { get }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
}

extension ConfigurationHosting {
    /// Shows the set configurations updated for `state` (what `updateConfiguration(using:)` does first).
    func showConfigurations(for state: UIConfigurationState) {
        let host = configurationHost
        if let content = host.contentConfiguration {
            host.showContent(automaticallyUpdatesContentConfiguration ? content.updated(for: state) : content, in: configurationContainer)
        }
        if let background = host.backgroundConfiguration {
            host.showBackground(automaticallyUpdatesBackgroundConfiguration ? background.updated(for: state) : background, in: self)
        }
    }
}
