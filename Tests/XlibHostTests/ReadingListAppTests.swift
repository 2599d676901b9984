import Foundation
import Testing
import UIKitTestSupport

/// The `ReadingList` sample (an app written as for iOS: delegate, scene, a storyboard whose
/// initial scene is a navigation controller, a table, a sheet, an alert, tabs) run as a
/// user runs it: its own process, its window clicked and typed into, its callbacks read
/// from what it prints and its screen from the X server's pixels.
@Suite(.serialized)
@MainActor
struct ReadingListAppTests {
    /// The line that ends the launch: the list has appeared.
    private static func listAppeared(_ line: String) -> Bool {
        line.hasPrefix("reading-list: ArticlesViewController viewDidAppear")
    }

    @Test func headlessItLaunchesInUIKitsOrder() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        let result = try runTool(try RunningApp.builtExecutable("ReadingList"), [], environment: environment)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("running the app headless"))
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "reading-list: application willFinishLaunching",
            "reading-list: application didFinishLaunching",
            "reading-list: application configurationForConnecting",
            "reading-list: scene willConnect",
            "reading-list: ArticlesViewController viewDidLoad",
            "reading-list: ArticlesViewController viewWillAppear moving=false presented=false",
            "reading-list: scene willEnterForeground",
            "reading-list: scene didBecomeActive",
            // Under the translucent bar: the view fills the screen, the safe area starts below the bars.
            "reading-list: ArticlesViewController viewDidAppear frame=(0 0; 390 844) inWindow=(0 0; 390 844) safeArea={44, 0, 49, 0} rows=3",
            "reading-list: scene willResignActive",
            "reading-list: scene didDisconnect",
            "reading-list: application willTerminate",
        ])
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, noDisplayReason))
    func pushAlertPopSheetAndTabsInAWindow() throws {
        let executable = try RunningApp.builtExecutable("ReadingList")
        try DisplayLock.withDisplay {
            let app = try RunningApp(executable, environment: ["XLIBHOST_SCALE": "1", "XLIBHOST_SCREEN_SIZE": "390x844"])
            let launch = app.waitForLines(until: Self.listAppeared)
            #expect(launch.first == "reading-list: application willFinishLaunching", "\(launch)")
            #expect(launch.last?.contains("safeArea={44, 0, 49, 0} rows=3") == true, "\(launch)")
            try app.findWindow(named: "Reading List")
            usleep(300_000)
            var screen = try app.pixels()
            #expect(screen.width == 390 && screen.height == 844)
            #expect(screen.count(x: 150, y: 10, width: 90, height: 24, where: isDark) > 30, "the bar's title, Articles")
            #expect(screen.count(x: 355, y: 8, width: 30, height: 28, where: isTint) > 5, "the + button")
            #expect(screen.count(x: 16, y: 52, width: 200, height: 26, where: isDark) > 50, "the first row's text")
            #expect(screen.count(x: 50, y: 808, width: 95, height: 22, where: isTint) > 10, "the selected tab, Articles")
            #expect(screen.count(x: 245, y: 808, width: 95, height: 22, where: isTint) == 0, "the other tab, Settings")

            // A row pushes the article: prepare, then the push's callbacks in UIKit's order.
            try app.click(100, 66)
            let push = app.waitForLines { $0.hasPrefix("reading-list: ArticleViewController deleteButton") }
            #expect(push.dropLast() == [
                "reading-list: ArticlesViewController prepare showArticle",
                "reading-list: ArticleViewController viewDidLoad",
                "reading-list: ArticlesViewController viewWillDisappear moving=false dismissed=false",
                "reading-list: ArticleViewController viewWillAppear moving=true presented=false",
                "reading-list: ArticlesViewController viewDidDisappear",
                "reading-list: ArticleViewController viewDidAppear frame=(0 0; 390 844) inWindow=(0 0; 390 844) safeArea={44, 0, 49, 0}",
            ], "\(push)")
            usleep(500_000)
            screen = try app.pixels()
            #expect(screen.count(x: 4, y: 10, width: 75, height: 24, where: isTint) > 20, "the back button, ‹ Articles")
            #expect(screen.count(x: 20, y: 64, width: 300, height: 40, where: isDark) > 100, "the summary")

            // Delete asks in an alert (the screen behind it dims); Return takes its preferred action.
            let deleteButton = try #require(push.last.flatMap { Self.rectangle(in: $0) })
            try app.click(Int(deleteButton.midX), Int(deleteButton.midY))
            usleep(600_000)
            screen = try app.pixels()
            let behind = screen.pixel(10, 300)
            #expect(behind.red < 230 && behind.red > 120, "dimmed: \(behind)")
            #expect(screen.count(x: 60, y: 370, width: 270, height: 40, where: isDark) > 100, "the alert's title")
            try app.press("Return")
            let pop = app.waitForLines(until: Self.listAppeared)
            #expect(pop == [
                "reading-list: alert delete",
                "reading-list: ArticleViewController viewWillDisappear moving=true dismissed=false",
                "reading-list: ArticlesViewController viewWillAppear moving=false presented=false",
                "reading-list: ArticleViewController viewDidDisappear",
                "reading-list: ArticlesViewController viewDidAppear frame=(0 0; 390 844) inWindow=(0 0; 390 844) safeArea={44, 0, 49, 0} rows=2",
            ], "\(pop)")

            // + presents the add sheet; the list stays underneath and hears nothing.
            try app.click(370, 22)
            let sheet = app.waitForLines { $0.hasPrefix("reading-list: AddArticleViewController viewDidAppear") }
            #expect(sheet == [
                "reading-list: ArticlesViewController prepare addArticle",
                "reading-list: AddArticleViewController viewDidLoad",
                "reading-list: AddArticleViewController viewWillAppear moving=false presented=false",
                "reading-list: AddArticleViewController viewDidAppear frame=(0 0; 390 834) inWindow=(0 10; 390 834) safeArea={44, 0, 0, 0}",
            ], "\(sheet)")
            usleep(500_000)
            screen = try app.pixels()
            #expect(screen.count(x: 130, y: 20, width: 130, height: 24, where: isDark) > 40, "the sheet's title, New Article")
            try app.type("Swift on Linux")
            usleep(300_000)
            try app.click(358, 32)
            let saved = app.waitForLines { $0.hasPrefix("reading-list: AddArticleViewController viewDidDisappear") }
            #expect(saved == [
                "reading-list: add saved 'Swift on Linux'",
                "reading-list: AddArticleViewController viewWillDisappear moving=false dismissed=false",
                "reading-list: AddArticleViewController viewDidDisappear",
            ], "\(saved)")
            usleep(600_000)
            screen = try app.pixels()
            #expect(screen.count(x: 16, y: 140, width: 200, height: 26, where: isDark) > 50, "the third row, the new article")

            // The second tab: a navigation controller with an opaque bar, so its view starts below it.
            try app.click(292, 820)
            let tab = app.waitForLines { $0.hasPrefix("reading-list: SettingsViewController viewDidAppear") }
            #expect(tab == [
                "reading-list: ArticlesViewController viewWillDisappear moving=false dismissed=false",
                "reading-list: SettingsViewController viewDidLoad",
                "reading-list: SettingsViewController viewWillAppear moving=false presented=false",
                "reading-list: ArticlesViewController viewDidDisappear",
                "reading-list: SettingsViewController viewDidAppear frame=(0 44; 390 800) inWindow=(0 44; 390 800) safeArea={0, 0, 49, 0}",
            ], "\(tab)")
            usleep(500_000)
            screen = try app.pixels()
            #expect(screen.count(x: 245, y: 808, width: 95, height: 22, where: isTint) > 10, "the selected tab, Settings")
            #expect(screen.count(x: 50, y: 808, width: 95, height: 22, where: isTint) == 0, "the other tab, Articles")
            #expect(screen.count(x: 150, y: 10, width: 90, height: 24, where: isDark) > 30, "the bar's title, Settings")

            // Closing the window ends the scene, then the app.
            let status = try app.closeAndWait()
            #expect(status == 0)
            let end = app.waitForLines { $0 == "reading-list: application willTerminate" }
            #expect(end.suffix(2) == ["reading-list: scene didDisconnect", "reading-list: application willTerminate"], "\(end)")
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, noDisplayReason))
    func f12OpensTheInspectorBesideTheAppAndF11PrintsTheTrace() throws {
        let executable = try RunningApp.builtExecutable("ReadingList")
        try DisplayLock.withDisplay {
            let app = try RunningApp(executable, environment: ["XLIBHOST_SCALE": "1", "XLIBHOST_SCREEN_SIZE": "390x844"])
            _ = app.waitForLines(until: Self.listAppeared)
            try app.findWindow(named: "Reading List")
            usleep(300_000)

            // F11 prints the window's hierarchy trace, the tab bar controller's view first under the window.
            try app.press("F11")
            let trace = app.waitForLines { $0.contains("UITabBar") }
            #expect(trace.first?.hasPrefix("UIWindow") == true, "\(trace)")
            #expect(trace.contains { $0.contains("UINavigationBar") && $0.contains("frame = (0 0; 390 44)") }, "\(trace)")

            // F12 opens the inspector in a window of its own; F12 in the app closes it again.
            try app.press("F12")
            #expect(try app.waitForWindows(named: "^Inspector", count: 1), "the inspector window did not open")
            try app.press("F12")
            #expect(try app.waitForWindows(named: "^Inspector", count: 0), "the inspector window did not close")

            // Ctrl+I opens it; closing the app's window closes the inspector and ends the app.
            try app.press("ctrl+i")
            #expect(try app.waitForWindows(named: "^Inspector", count: 1), "Ctrl+I did not open the inspector")
            let status = try app.closeAndWait()
            #expect(status == 0)
        }
    }

    /// The `inWindow=(x y; w h)` rectangle of a trace line.
    private static func rectangle(in line: String) -> CGRect? {
        guard let start = line.range(of: "inWindow=(")?.upperBound, let end = line[start...].firstIndex(of: ")") else { return nil }
        let numbers = line[start..<end].split(whereSeparator: { $0 == " " || $0 == ";" }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
