// Linking XlibHost makes it UIKit's application host with no code in the app: this
// constructor runs before main and calls XlibHost's `xlibhost_register_application_host`
// (a Swift function exported with @_cdecl), which hands UIKit a factory for the host.
// UIApplicationMain calls the factory; nothing else runs until then.

#include "XlibHostRegistration.h"

extern void xlibhost_register_application_host(void);

__attribute__((constructor))
static void xlibhost_registration(void) {
    xlibhost_register_application_host();
}

extern int _dispatch_get_main_queue_handle_4CF(void);

int xlibhost_main_queue_descriptor(void) {
    return _dispatch_get_main_queue_handle_4CF();
}
