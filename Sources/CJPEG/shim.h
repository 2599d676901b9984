// libjpeg(-turbo) decoding and encoding from memory, with libjpeg's fatal errors turned
// into return codes (its default handler calls exit(), and setjmp cannot be used from Swift).
#ifndef CJPEG_SHIM_H
#define CJPEG_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

struct cjpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    int premature_end;
    char message[JMSG_LENGTH_MAX];
};

static void cjpeg_error_exit(j_common_ptr info) {
    struct cjpeg_error *error = (struct cjpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void cjpeg_emit_message(j_common_ptr info, int level) {
    struct cjpeg_error *error = (struct cjpeg_error *)info->err;
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) {
        error->premature_end = 1;
        (*info->err->format_message)(info, error->message);
    }
}

static void cjpeg_copy_message(const char *from, char *message, size_t capacity) {
    if (!message || capacity == 0) return;
    strncpy(message, from, capacity - 1);
    message[capacity - 1] = 0;
}

/// Decodes a JPEG held in memory to 8-bit RGBA rows (alpha 255). On success returns 1,
/// sets `*width`, `*height` and `*pixels` (malloc'd, `width * height * 4` bytes; the caller
/// frees it). On failure (not a JPEG, truncated, unsupported) returns 0 and libjpeg's message.
static inline int cjpeg_decode_rgba(const unsigned char *data, unsigned long size,
                                    unsigned *width, unsigned *height, unsigned char **pixels,
                                    char *message, size_t capacity) {
    struct jpeg_decompress_struct info;
    struct cjpeg_error error;
    unsigned char *volatile buffer = NULL;
    memset(&error, 0, sizeof error);
    *pixels = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = cjpeg_error_exit;
    error.manager.emit_message = cjpeg_emit_message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        cjpeg_copy_message(error.message, message, capacity);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = malloc(stride * info.output_height);
    if (!buffer) {
        jpeg_destroy_decompress(&info);
        cjpeg_copy_message("out of memory", message, capacity);
        return 0;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    int premature = error.premature_end;
    jpeg_destroy_decompress(&info);
    if (premature) {
        free(buffer);
        cjpeg_copy_message(error.message, message, capacity);
        return 0;
    }
    *width = info.output_width;
    *height = info.output_height;
    *pixels = buffer;
    return 1;
}

/// Encodes 8-bit RGBA rows (alpha ignored) as a JPEG of `quality` 0–100. On success
/// returns 1 with `*output` (malloc'd by libjpeg; the caller frees it) and `*size`.
static inline int cjpeg_encode_rgba(const unsigned char *rgba, unsigned width, unsigned height, int quality,
                                    unsigned char **output, unsigned long *size,
                                    char *message, size_t capacity) {
    struct jpeg_compress_struct info;
    struct cjpeg_error error;
    memset(&error, 0, sizeof error);
    *output = NULL;
    *size = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = cjpeg_error_exit;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(*output);
        *output = NULL;
        cjpeg_copy_message(error.message, message, capacity);
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, output, size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)width * 4 * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 1;
}
#endif
