// gallery: the articles' Auto Layout examples in X11 windows, with a layout inspector.
//
//   gallery                       the launcher window (click a sample to open it)
//   gallery NAME                  one sample
//   gallery --list                the samples, their explanations and action names
//   gallery NAME --size 428x600 --script "changeMiddleWidth;resize:600x400" --dump --screenshot out.png
//   gallery anchors --explain red
//   gallery anchors --dump-json layout.json
//
// Without $DISPLAY it starts a private Xvfb when one is installed.

import Foundation
import GallerySamples
import UIKit
import XlibHost

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

@MainActor
func runGallery() -> Int32 {
    // Help, usage errors and completion scripts exit here, as swift-argument-parser does.
    let options = GalleryOptions.parseOrExit()
    if options.list {
        for sample in GallerySample.all { Output.line(sample.listLine) }
        return 0
    }
    var sample: GallerySample?
    if let name = options.sampleName {
        guard let found = GallerySample.named(name) else { fail(GalleryError.unknownSample(name).message, status: 64) }
        sample = found
    }

    // A display: $DISPLAY, or a private Xvfb.
    var privateDisplay: PrivateDisplay?
    var dumpInstead = false
    if (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty {
        do { privateDisplay = try PrivateDisplay.start() } catch { fail("gallery: \(error.description)", status: 2) }
        if !options.exitsWhenDone {
            FileHandle.standardError.write(Data("gallery: $DISPLAY is not set; using a private Xvfb (\(privateDisplay!.name)) that nobody can see, so printing the hierarchy instead. Use --screenshot FILE.png for a picture.\n".utf8))
            dumpInstead = true
        }
    }
    defer { privateDisplay?.stop() }

    let application: XlibApplication
    do { application = try XlibApplication() } catch { fail("gallery: \(error.description)", status: 2) }
    let host = GalleryHost(application: application)
    host.showsExplanation = options.screenshotPath == nil && !dumpInstead

    let session: WindowSession
    do {
        if let sample {
            session = try host.open(sample, size: options.size)
        } else {
            session = try host.openLauncher(size: options.size)
        }
    } catch {
        fail("gallery: \(error.description)", status: 2)
    }
    host.settle(session)
    if options.inspect { host.openInspector(of: session) }

    let dumps = options.dump || dumpInstead
    if dumps { Output.line(session.dump) }
    if !options.script.isEmpty {
        let unknown = host.runScript(options.script, in: session)
        if !unknown.isEmpty {
            let known = sample.map { $0.actions.joined(separator: ", ") } ?? ""
            FileHandle.standardError.write(Data("gallery: unknown action(s) \(unknown.joined(separator: ", ")); this sample knows: \(known), resize:WxH\n".utf8))
        }
        if dumps { Output.line(session.dump) }
        if !unknown.isEmpty && (options.exitsWhenDone || dumpInstead) {
            application.shutDown()
            return 1
        }
    }
    if let name = options.explainedView {
        guard let view = GalleryHost.view(named: name, in: session.window) else {
            application.shutDown()
            fail("gallery: no view named '\(name)' in this sample (--dump lists the names)", status: 1)
        }
        Output.line(view.layoutExplanation())
    }
    if let path = options.jsonPath {
        do {
            let data = try session.window.layoutSnapshot(excluding: session.overlays).jsonData()
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            application.shutDown()
            fail("gallery: cannot write \(path): \(error.localizedDescription)", status: 1)
        }
    }
    if let path = options.screenshotPath {
        // With the inspector open, settle its window too and write it beside the sample's.
        if let inspectorWindow = session.inspectorWindow {
            application.run(until: { application.hasPainted(inspectorWindow) }, timeout: 5)
            for _ in 0..<3 { UIRunLoop.main.runOnce(timeout: 0.05) }
        }
        var shots = [(session.window, path)]
        if let inspectorWindow = session.inspectorWindow {
            let url = URL(fileURLWithPath: path)
            let base = url.deletingPathExtension().path
            shots.append((inspectorWindow, base + ".inspector." + (url.pathExtension.isEmpty ? "png" : url.pathExtension)))
        }
        for (window, file) in shots {
            application.repaint(window)
            do { try application.writeScreenshot(of: window, to: file) } catch {
                application.shutDown()
                fail("gallery: \(error.description)", status: 1)
            }
        }
    }
    if options.exitsWhenDone || dumpInstead {
        application.shutDown()
        return 0
    }
    application.run()
    application.shutDown()
    return 0
}

let status = MainActor.assumeIsolated { runGallery() }
exit(status)
