/// Rules without a number (a length, character sets): a text the driver is sure to take, told without it.
extension RulePlan {
    /// Whether this plan, which has no number, takes the text of the three segments as it stands: true only where
    /// the driver would say complete. False says nothing: the driver decides, and every refusal's reason and
    /// offset come from it alone.
    ///
    /// What settles it without clusters: a cluster holds at least one scalar, so a text of no more scalars than
    /// the length limit is within it (of no more bytes, without counting). Character sets are decided where every
    /// byte is an ASCII scalar other than CR: each is then a cluster of its own (CR LF is the one cluster of two
    /// ASCII scalars), looked up in the sets' ASCII maps. Anything else, a non-ASCII character under character
    /// sets included, is the driver's.
    ///
    /// - Complexity: O(*n*) in the bytes, eight a step when the length alone is checked.
    @inline(__always)
    func takesTextAsIs(_ prefix: UnsafeBufferPointer<UInt8>, _ middle: UnsafeBufferPointer<UInt8>,
                       _ suffix: UnsafeBufferPointer<UInt8>) -> Bool
    {
        let byteCount = prefix.count &+ middle.count &+ suffix.count
        if checksCharacters {
            guard byteCount <= maxLength else { return false }
            let maps = characterMaps
            return Self.takesAlone(prefix, maps) && Self.takesAlone(middle, maps) && Self.takesAlone(suffix, maps)
        }
        if byteCount <= maxLength { return true }
        return UTF8Bytes.scalarCount(prefix) &+ UTF8Bytes.scalarCount(middle) &+ UTF8Bytes.scalarCount(suffix)
            <= maxLength
    }

    /// Whether every byte of `bytes` is one the maps take alone (``CharacterCheck/Maps/takesAlone(_:)``).
    @inline(__always)
    private static func takesAlone(_ bytes: UnsafeBufferPointer<UInt8>, _ maps: CharacterCheck.Maps) -> Bool {
        for byte in bytes where !maps.takesAlone(byte) { return false }
        return true
    }
}
