// libpng's simplified API, for writing window screenshots and reading them back.
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#include <png.h>
#include <string.h>
#include <stdlib.h>

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

static inline void cpng_copy_message(const png_image *image, char *message, size_t capacity) {
    if (!message || capacity == 0) return;
    strncpy(message, image->message, capacity - 1);
    message[capacity - 1] = 0;
}

/// Decodes a PNG held in memory to 8-bit sRGB RGBA rows, not premultiplied. On success
/// returns 1 with `*width`, `*height` and `*pixels` (malloc'd, `width * height * 4` bytes;
/// the caller frees it); on failure 0 and libpng's message.
static inline int cpng_decode_rgba(const unsigned char *data, size_t size, unsigned *width, unsigned *height,
                                   unsigned char **pixels, char *message, size_t capacity) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    *pixels = NULL;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        cpng_copy_message(&image, message, capacity);
        png_image_free(&image);
        return 0;
    }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *buffer = malloc(PNG_IMAGE_SIZE(image));
    if (!buffer) {
        png_image_free(&image);
        return 0;
    }
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        cpng_copy_message(&image, message, capacity);
        png_image_free(&image);
        free(buffer);
        return 0;
    }
    *width = image.width;
    *height = image.height;
    *pixels = buffer;
    png_image_free(&image);
    return 1;
}

/// Encodes 8-bit RGBA rows (not premultiplied) as a PNG in memory. On success returns 1
/// with `*output` (malloc'd; the caller frees it) and `*size`.
static inline int cpng_encode_rgba(const unsigned char *rgba, unsigned width, unsigned height,
                                   unsigned char **output, size_t *size, char *message, size_t capacity) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t bytes = 0;
    *output = NULL;
    if (!png_image_write_get_memory_size(image, bytes, 0, rgba, 0, NULL)) {
        cpng_copy_message(&image, message, capacity);
        png_image_free(&image);
        return 0;
    }
    unsigned char *buffer = malloc(bytes);
    if (!buffer) return 0;
    if (!png_image_write_to_memory(&image, buffer, &bytes, 0, rgba, 0, NULL)) {
        cpng_copy_message(&image, message, capacity);
        png_image_free(&image);
        free(buffer);
        return 0;
    }
    *output = buffer;
    *size = bytes;
    png_image_free(&image);
    return 1;
}
#endif
