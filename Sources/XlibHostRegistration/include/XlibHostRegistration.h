// Registers the X11 host with UIKit before main runs (see registration.c).
#pragma once

// The descriptor that becomes readable when blocks are queued on the main dispatch
// queue (libdispatch's handle for run loops), for the host's wait.
int xlibhost_main_queue_descriptor(void);
