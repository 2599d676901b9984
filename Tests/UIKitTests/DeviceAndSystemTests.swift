import Foundation
import SafariServices
import Testing
@testable import UIKit
import UIKitTestSupport

/// A count that notification observers (`@Sendable` closures) may bump.
private final class Counter: @unchecked Sendable {
    var value = 0
}

@MainActor
@Suite struct DeviceTests {
    @Test func theDeviceDescribesTheDesktop() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone)
        #expect(UI_USER_INTERFACE_IDIOM() == device.userInterfaceIdiom)
        #expect(device.systemName == "Linux")
        #expect(device.systemVersion.split(separator: ".").allSatisfy { Int($0) != nil })
        #expect(device.model == "Linux" && device.localizedModel == "Linux")
        #expect(!device.name.isEmpty)
        #expect(device.identifierForVendor != nil)
        #expect(device.identifierForVendor == device.identifierForVendor)
    }

    @Test func releaseStringsBecomeNumericVersions() {
        #expect(DesktopSystem.numericVersion(of: "6.1.0-18-amd64") == "6.1.0")
        #expect(DesktopSystem.numericVersion(of: "5.15.") == "5.15")
        #expect(DesktopSystem.numericVersion(of: "weird") == "0.0")
    }

    @Test func theIdiomCanBeChosenByEnvironmentAndBadValuesFallBackToPhone() {
        #expect(DesktopSystem.idiom(from: nil) == .phone)
        #expect(DesktopSystem.idiom(from: "pad") == .pad)
        #expect(DesktopSystem.idiom(from: "carPlay") == .carPlay)
        #expect(DesktopSystem.idiom(from: "mac") == .mac)
        #expect(DesktopSystem.idiom(from: "toaster") == .phone)
    }

    @Test func orientationIsKnownOnlyWhileNotificationsAreGenerated() {
        let device = UIDevice()
        #expect(device.orientation == .unknown)
        let posted = Counter()
        let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                           object: device, queue: nil) { _ in posted.value += 1 }
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait && device.orientation.isPortrait)
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown)
        #expect(posted.value == 1)
        NotificationCenter.default.removeObserver(token)
    }

    @Test func theBatteryReadsAsADesktopOnMainsPower() {
        let device = UIDevice()
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 1 && device.batteryState == .full)
    }

    @Test func windowsCarryTheDeviceIdiomInTheirTraits() {
        let (window, root, _) = makeEventStage(width: 390, height: 844)
        defer { withExtendedLifetime(window) {} }
        let view = UIView()
        root.addSubview(view)
        #expect(root.traitCollection.userInterfaceIdiom == .phone)
        #expect(view.traitCollection.userInterfaceIdiom == .phone)
        #expect(UITraitCollection().userInterfaceIdiom == .unspecified)
        let pad = UITraitCollection(userInterfaceIdiom: .pad)
        #expect(!view.traitCollection.containsTraits(in: pad))
        #expect(view.traitCollection.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
        let combined = UITraitCollection(traitsFrom: [pad, UITraitCollection(horizontalSizeClass: .regular)])
        #expect(combined.userInterfaceIdiom == .pad && combined.horizontalSizeClass == .regular)
        #expect(pad != UITraitCollection(userInterfaceIdiom: .phone))
    }
}

@MainActor
@Suite(.serialized) final class OpenURLTests {
    /// The directories this test made, removed when it ends.
    private var made: [URL] = []

    deinit {
        for directory in made { try? FileManager.default.removeItem(at: directory) }
    }

    /// A fake opener: a shell script that appends its argument to a file (and fails for
    /// URLs containing "fail").
    private func fakeOpener() throws -> (command: [String], log: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("open-url-\(UUID().uuidString)")
        made.append(directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appendingPathComponent("opened.txt")
        let script = directory.appendingPathComponent("fake-open")
        try "#!/bin/sh\necho \"$1\" >> \"\(log.path)\"\ncase \"$1\" in *fail*) exit 3;; esac\n"
            .write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return ([script.path], log)
    }

    private func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        await withCheckedContinuation { continuation in
            withoutKeepingTheApplication {
                UIApplication.shared.open(url, options: options) { success in continuation.resume(returning: success) }
            }
        }
    }

    /// Runs `body`, then forgets `UIApplication.shared` if `body` made it: a running app
    /// keeps every window shown, and other suites check that dropped windows are freed.
    private func withoutKeepingTheApplication<Result>(_ body: () -> Result) -> Result {
        let hadApplication = UIApplication.current != nil
        defer { if !hadApplication { UIApplication.current = nil } }
        return body()
    }

    @Test func openingHandsTheURLToTheLauncherAndCompletesWithItsSuccess() async throws {
        let fake = try fakeOpener()
        DesktopURLOpener.commandOverride = fake.command
        defer { DesktopURLOpener.commandOverride = nil }
        let url = try #require(URL(string: "https://example.com/a?b=c"))
        #expect(withoutKeepingTheApplication { UIApplication.shared.canOpenURL(url) })
        #expect(await open(url))
        #expect(await !open(try #require(URL(string: "https://example.com/fail"))))
        let opened = try String(contentsOf: fake.log, encoding: .utf8)
        #expect(opened == "https://example.com/a?b=c\nhttps://example.com/fail\n")
    }

    @Test func schemesADesktopCannotOpenAreRefusedWithoutRunningAnything() async throws {
        let fake = try fakeOpener()
        DesktopURLOpener.commandOverride = fake.command
        defer { DesktopURLOpener.commandOverride = nil }
        let settings = try #require(URL(string: UIApplication.openSettingsURLString))
        let custom = try #require(URL(string: "someapp://item/4"))
        #expect(!withoutKeepingTheApplication { UIApplication.shared.canOpenURL(settings) })
        #expect(!withoutKeepingTheApplication { UIApplication.shared.canOpenURL(custom) })
        #expect(await !open(settings))
        #expect(await !open(custom))
        #expect(await !open(try #require(URL(string: "https://example.com")), options: [.universalLinksOnly: true]))
        #expect(!FileManager.default.fileExists(atPath: fake.log.path))
    }

    @Test func aSafariViewControllerOpensItsPageInTheBrowserWhenItAppears() async throws {
        let fake = try fakeOpener()
        DesktopURLOpener.commandOverride = fake.command
        defer { DesktopURLOpener.commandOverride = nil }
        let (window, root, _) = makeEventStage(width: 320, height: 480)
        defer { withExtendedLifetime(window) {} }
        let url = try #require(URL(string: "https://example.com/article"))
        let safari = SFSafariViewController(url: url)
        safari.dismissButtonStyle = .close
        safari.preferredBarTintColor = .systemIndigo
        withoutKeepingTheApplication {
            root.next.flatMap { $0 as? UIViewController }?.present(safari, animated: false)
            turn()
        }
        #expect(safari.hasOpenedURL)
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: fake.log.path) {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(try String(contentsOf: fake.log, encoding: .utf8) == "https://example.com/article\n")
        #expect(safari.view.subviews.contains { $0.backgroundColor == .systemIndigo })
    }

    @Test func aMissingLauncherMeansNothingCanBeOpened() async throws {
        DesktopURLOpener.commandOverride = ["/nonexistent/opener"]
        defer { DesktopURLOpener.commandOverride = nil }
        let url = try #require(URL(string: "https://example.com"))
        #expect(!withoutKeepingTheApplication { UIApplication.shared.canOpenURL(url) })
        #expect(await !open(url))
    }
}

@MainActor
@Suite struct KeyboardNotificationTests {
    private final class Recorder: @unchecked Sendable {
        var names: [String] = []
        var endFrames: [CGRect] = []
        var durations: [Double] = []
        var tokens: [NSObjectProtocol] = []
        init() {
            let names: [Notification.Name] = [
                UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
            ]
            for name in names {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
                    self.names.append(note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
                        .replacingOccurrences(of: "Notification", with: ""))
                    if let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
                        self.endFrames.append(frame.cgRectValue)
                    }
                    if let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double {
                        self.durations.append(duration)
                    }
                })
            }
        }
        func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
    }

    @Test func focusingATextFieldShowsAndLeavingHidesAZeroHighKeyboard() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let second = UITextField(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
        let button = UIButton(type: .system)
        window.addSubview(first)
        window.addSubview(second)
        window.addSubview(button)
        let recorder = Recorder()
        defer { recorder.stop() }
        #expect(first.becomeFirstResponder())
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(recorder.endFrames.allSatisfy { $0 == CGRect(x: 0, y: 480, width: 320, height: 0) })
        #expect(recorder.durations.allSatisfy { $0 == 0 })
        recorder.names = []
        #expect(second.becomeFirstResponder())
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"], "moving between fields does not hide")
        recorder.names = []
        #expect(second.resignFirstResponder())
        #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    }

    @Test func aReadOnlyTextViewPostsNothing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        textView.isEditable = false
        window.addSubview(textView)
        let recorder = Recorder()
        defer { recorder.stop() }
        #expect(textView.becomeFirstResponder())
        textView.resignFirstResponder()
        #expect(recorder.names.isEmpty)
        textView.isEditable = true
        #expect(textView.becomeFirstResponder())
        #expect(recorder.names.last == "DidShow")
    }
}

@MainActor
@Suite struct ColorComponentTests {
    @Test func hueSaturationBrightnessRoundTrip() {
        let cases: [(CGFloat, CGFloat, CGFloat)] = [(0, 1, 1), (1.0 / 3, 1, 1), (2.0 / 3, 0.5, 0.8), (0.9, 0.25, 0.4), (0, 0, 0.5)]
        for (h, s, b) in cases {
            let color = UIColor(hue: h, saturation: s, brightness: b, alpha: 0.5)
            var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
            #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
            #expect(abs(hue - h) < 1e-9 && abs(saturation - s) < 1e-9 && abs(brightness - b) < 1e-9 && alpha == 0.5)
        }
    }

    @Test func knownHSBColoursHaveTheirRGB() {
        let green = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)
        #expect(abs(green.red) < 1e-9 && abs(green.green - 1) < 1e-9 && abs(green.blue) < 1e-9)
        let wrapped = UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)
        #expect(wrapped.red == 1 && wrapped.green == 0 && wrapped.blue == 0)
        var red: CGFloat = 0, g: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        UIColor(hue: 0.5, saturation: 0.5, brightness: 1, alpha: 1).getRed(&red, green: &g, blue: &blue, alpha: &alpha)
        #expect(red == 0.5 && g == 1 && blue == 1 && alpha == 1)
        var white: CGFloat = 0
        UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3).getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.4) < 1e-9 && alpha == 0.3)
        var hue: CGFloat = 0
        #expect(UIColor.orange.getHue(&hue, saturation: nil, brightness: nil, alpha: nil) && abs(hue - 1.0 / 12) < 1e-9)
    }

    @Test func offsetsAndBoxedGeometry() {
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        let offset = UIOffset(horizontal: 3, vertical: -2)
        #expect(NSValue(uiOffset: offset).uiOffsetValue == offset)
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        #expect(NSValue(cgPoint: CGPoint(x: 7, y: 8)).cgPointValue == CGPoint(x: 7, y: 8))
    }

    @Test func urlSessionIsVisibleThroughUIKit() {
        let session: URLSession = URLSession.shared
        let request = URLRequest(url: URL(string: "https://example.com")!)
        #expect(request.httpMethod == "GET")
        _ = session
    }
}
