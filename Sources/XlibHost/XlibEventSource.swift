internal import CX11
internal import XlibHostRegistration
import Foundation
import UIKit

/// UIKit's ``RunLoopEventSource`` over the X connection: `handlePendingEvents` drains every
/// queued event, then applies the coalesced resizes; `waitForEvents` flushes, returns at
/// once when Xlib already holds events, and otherwise `poll`s the connection's descriptor
/// and a self-pipe (the wake-up) with the run loop's timer timeout.
///
/// All calls happen on the main thread; only ``PipeWakeUp`` is used from other threads,
/// and it only writes a byte to a pipe.
@preconcurrency @MainActor
final class XlibEventSource: RunLoopEventSource {
    private unowned let application: XlibApplication
    private let pipe: (read: Int32, write: Int32)?
    let wakeUp: any RunLoopWakeUp

    init(application: XlibApplication) {
        self.application = application
        pipe = Platform.makePipe()
        wakeUp = PipeWakeUp(fd: pipe?.write ?? -1)
    }

    func handlePendingEvents() -> Int {
        application.drainEvents()
    }

    /// Waits; it does not paint (the update cycle presents through the window's presenter).
    func waitForEvents(timeout: Double?) {
        let display = application.display
        display.flush()
        // Painting or layout may have done a round trip that pulled events into Xlib's
        // queue; then the descriptor will not become readable again (st: "existing events
        // might not set xfd").
        if display.pendingEventCount > 0 { return }
        var descriptors = [display.connectionNumber]
        if let pipe { descriptors.append(pipe.read) }
        // Work queued on the main dispatch queue wakes the wait; the next turn runs it
        // through Foundation's run loop (``UIRunLoop/drivesFoundationRunLoop``).
        if UIRunLoop.main.drivesFoundationRunLoop { descriptors.append(xlibhost_main_queue_descriptor()) }
        let ready = Platform.waitReadable(descriptors, timeout: timeout)
        if let pipe, ready.contains(pipe.read) { Platform.drain(pipe.read) }
    }

    /// Closes the pipe.
    func close() {
        if let pipe {
            Platform.close(pipe.read)
            Platform.close(pipe.write)
        }
    }
}

/// Wakes a blocked ``XlibEventSource/waitForEvents(timeout:)`` from any thread by writing a
/// byte to its self-pipe.
struct PipeWakeUp: RunLoopWakeUp {
    let fd: Int32

    func wakeUp() {
        guard fd >= 0 else { return }
        Platform.writeByte(fd)
    }
}
