// The C surface of Xlib, Xft, XRender, fontconfig and pangoxft (text drawn with the layouts
// UIKit's text engine measured) that XlibHost uses, plus fixed-arity
// wrappers for the variadic functions and function-like macros Swift cannot import.
#ifndef CX11_SHIM_H
#define CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/Xresource.h>
#include <X11/extensions/Xrender.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangoxft.h>
#include <locale.h>
#include <langinfo.h>
#include <poll.h>

/// XCreateIC is variadic: an input context with no pre-edit or status area.
static inline XIC cx_create_ic(XIM im, Window win) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, win, XNFocusWindow, win, (void *)0);
}

/// IsModifierKey is a macro with no function twin.
static inline int cx_is_modifier_key(KeySym ks) { return IsModifierKey(ks); }

/// Sets the display's Xft default so closed fonts are freed at once (X11NOTES §3.17).
static inline void cx_xft_disable_unref_cache(Display *dpy) {
    FcPattern *p = FcPatternCreate();
    if (!p) return;
    FcPatternAddInteger(p, XFT_MAX_UNREF_FONTS, 0);
    XftDefaultSet(dpy, p);
}

/// XGetPixel and XDestroyImage are macros calling through the image's function table.
static inline unsigned long cx_get_pixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }
static inline void cx_destroy_image(XImage *image) { XDestroyImage(image); }

#endif
