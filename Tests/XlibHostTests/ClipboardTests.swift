import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// ``UIPasteboard/general`` is X's CLIPBOARD selection: text set here reaches another
    /// program (xclip), and text another program owns is read here.
    @Suite(.serialized)
    @MainActor
    struct ClipboardTests {
        @Test func textCopiedHerePastesElsewhereAndTheOtherWayRound() throws {
            try TestHost.with { app in
                _ = app
                UIPasteboard.general.string = "Auto Layout 布局"
                let output = Pipe()
                let reader = try startTool("xclip", ["-selection", "clipboard", "-o"], output: output)
                // Answer xclip's request while it waits.
                #expect(app.run(until: { !reader.isRunning }, timeout: 5))
                if reader.isRunning { reader.terminate() }
                let pasted = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                #expect(pasted == "Auto Layout 布局")

                // xclip stays behind to serve the selection: one request (-loops 1), and
                // no inherited output that would keep the test runner waiting.
                let input = Pipe()
                let writer = try startTool("xclip", ["-selection", "clipboard", "-i", "-loops", "1", "-quiet"], input: input,
                                           output: nil, silenced: true)
                input.fileHandleForWriting.write(Data("from xclip".utf8))
                try input.fileHandleForWriting.close()
                var read: String?
                #expect(app.run(until: {
                    read = UIPasteboard.general.string
                    return read == "from xclip"
                }, timeout: 5), "\(read.debugDescription)")
                #expect(app.run(until: { !writer.isRunning }, timeout: 5))
                if writer.isRunning { writer.terminate() }
            }
        }
    }
}
