// The C surface of cairo that UIKit's Core Graphics (`CGContext`, `CGImage`, paths,
// gradients, shadows) draws with: image and PDF surfaces, paths, patterns, clips, operators.
#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>

#endif
