extension StringProtocol {
    /// Whether every character is one byte of UTF-8 (ASCII) and none is a carriage
    /// return: then characters and bytes coincide (`"\r\n"` is one character of two
    /// bytes), and the text can be counted and split by its bytes.
    var isPlainASCII: Bool {
        for byte in utf8 where byte >= 0x80 || byte == 0x0D { return false }
        return true
    }

    /// The number of characters, read off the bytes when the text is plain ASCII
    /// (counting characters finds the grapheme clusters' boundaries, several times the
    /// work).
    var characterCount: Int {
        isPlainASCII ? utf8.count : count
    }
}
