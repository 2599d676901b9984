// The C surface of Pango that UIKit's text engine lays out with: layouts, attributes,
// font descriptions and the cairo font map that measures (and draws into image
// contexts) without a display. The X11 host draws the same layouts through pangoxft.
#ifndef CPANGO_SHIM_H
#define CPANGO_SHIM_H

#include <pango/pango.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#endif
