import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// `UIScreen.main` under X: the X screen's size in points, the Xft scale.
    @Suite(.serialized)
    @MainActor
    struct ScreenTests {
        @Test func theMainScreenIsTheXScreen() throws {
            try TestHost.with { app in
                let screen = UIScreen.main
                #expect(screen.bounds == app.display.screenBounds)
                #expect(screen.bounds.width > 0 && screen.bounds.height > 0)
                #expect(screen.scale == app.display.scale)
                #expect(screen.nativeBounds.width == screen.bounds.width * screen.scale)
            }
        }
    }
}
