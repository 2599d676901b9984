// libpng's simplified API, for writing window screenshots and reading them back.
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#include <png.h>
#include <string.h>

/// Writes 8-bit RGB rows (`stride` bytes apart) to `path` with libpng's simplified
/// write API (no setjmp needed). Returns 1 on success; on failure 0 and copies libpng's
/// message into `message` (`capacity` bytes).
static inline int cpng_write_rgb(const char *path, unsigned width, unsigned height,
                                 const unsigned char *rows, int stride,
                                 char *message, size_t capacity) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGB;
    int ok = png_image_write_to_file(&image, path, 0, rows, stride, NULL);
    if (!ok && message && capacity > 0) {
        strncpy(message, image.message, capacity - 1);
        message[capacity - 1] = 0;
    }
    png_image_free(&image);
    return ok;
}

/// Reads `path` as 8-bit RGB with libpng's simplified read API: first call with
/// `pixels == NULL` to learn the size (`*width`, `*height`), then with a buffer of
/// `width * height * 3` bytes. Returns 1 on success; on failure 0 and libpng's message.
static inline int cpng_read_rgb(const char *path, unsigned *width, unsigned *height,
                                unsigned char *pixels, char *message, size_t capacity) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    int ok = png_image_begin_read_from_file(&image, path);
    if (ok) {
        *width = image.width;
        *height = image.height;
        if (pixels) {
            image.format = PNG_FORMAT_RGB;
            ok = png_image_finish_read(&image, NULL, pixels, (png_int_32)(image.width * 3), NULL);
        }
    }
    if (!ok && message && capacity > 0) {
        strncpy(message, image.message, capacity - 1);
        message[capacity - 1] = 0;
    }
    png_image_free(&image);
    return ok;
}
#endif
