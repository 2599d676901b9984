import Foundation

extension ImageCodec {
    /// The EXIF orientation tag (1…8, as TIFF defines it) of JPEG `data`, read from its
    /// APP1 `Exif` segment; nil when the data is not a JPEG or carries no valid tag.
    public static func exifOrientation(ofJPEG data: Data) -> Int? {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        // Markers up to the first scan: each FF xx, then a big-endian length that counts itself.
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            if marker == 0xE1, let value = orientation(inExif: bytes[(offset + 4)..<(offset + 2 + length)]) {
                return value
            }
            offset += 2 + length
        }
        return nil
    }

    /// The orientation entry of IFD0 in an APP1 payload (`Exif\0\0`, then a TIFF header).
    private static func orientation(inExif payload: ArraySlice<UInt8>) -> Int? {
        let segment = Array(payload)
        guard segment.count >= 14, segment.starts(with: Array("Exif".utf8) + [0, 0]) else { return nil }
        let tiff = Array(segment[6...])
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            var value = 0
            for index in 0..<size {
                let byte = Int(tiff[littleEndian ? at + size - 1 - index : at + index])
                value = value << 8 | byte
            }
            return value
        }
        guard read(2, 2) == 42, let ifd = read(4, 4), let count = read(ifd, 2) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = read(at, 2) else { return nil }
            // Tag 0x0112, type SHORT (3): the value sits in the entry's first two value bytes.
            if tag == 0x0112, read(at + 2, 2) == 3, let value = read(at + 8, 2), (1...8).contains(value) {
                return value
            }
        }
        return nil
    }
}
