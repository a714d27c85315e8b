/// Finds where a JSON Pointer's value starts in the raw text.
///
/// json-c keeps no positions, so locating is a second, plain scan of the bytes. It runs only when an error is
/// reported, never on the hot path, and assumes text that json-c has already accepted.
enum SourceIndex {
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// The offset of the value at `pointer`, or of its deepest ancestor that exists. With `atKey`, when the
  /// pointer ends in a member name, the offset of that name instead (where an unknown field is best shown).
  static func offset(of pointer: JSONPointer, atKey: Bool = false, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var noMemory: [Int: [Int]] = [:]
    return offset(of: pointer, atKey: atKey, in: bytes, elementStarts: &noMemory)
  }

  /// As `offset(of:atKey:in:)`, remembering in `elementStarts` where the elements of every array walked start
  /// (by the offset of the array's `[`), and using what an earlier call remembered.
  static func offset(of pointer: JSONPointer, atKey: Bool, in bytes: UnsafeBufferPointer<UInt8>,
                     elementStarts: inout [Int: [Int]]) -> Int {
    var scanner = Scanner(bytes: bytes)
    scanner.skipWhitespace()
    for token in pointer.tokens {
      let valueStart = scanner.position
      let found: Bool
      switch token {
      case .key(let key): found = scanner.enterMember(named: key)
      case .index(let index): found = scanner.enterElement(at: index, elementStarts: &elementStarts)
      }
      if !found { return valueStart }
    }
    return atKey && scanner.lastKeyStart != nil ? scanner.lastKeyStart! : scanner.position
  }

  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Where the name of the member last entered starts.
    var lastKeyStart: Int?

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
      while let byte = current, SourceIndex.isWhitespace(byte) { position += 1 }
    }

    /// Moves to the value of member `key` of the object here; on failure, stays at the object.
    mutating func enterMember(named key: String) -> Bool {
      var utf8 = key
      return utf8.withUTF8 { enterMember(named: key, utf8: $0) }
    }

    private mutating func enterMember(named key: String, utf8: UnsafeBufferPointer<UInt8>) -> Bool {
      let start = position
      guard current == UInt8(ascii: "{") else { return false }
      position += 1
      skipWhitespace()
      while let byte = current, byte == UInt8(ascii: "\"") {
        let keyStart = position
        let matches = readName(matching: key, utf8: utf8)
        skipWhitespace()
        position += 1  // ':'
        skipWhitespace()
        if matches {
          lastKeyStart = keyStart
          return true
        }
        skipValue()
        skipWhitespace()
        if current == UInt8(ascii: ",") { position += 1; skipWhitespace() }
      }
      position = start
      return false
    }

    /// Moves to element `index` of the array here; on failure, stays at the array. The first visit of an array
    /// records where all its elements start, so later visits jump.
    mutating func enterElement(at index: Int, elementStarts: inout [Int: [Int]]) -> Bool {
      guard current == UInt8(ascii: "[") else { return false }
      let starts = elementStarts[position] ?? recordElementStarts()
      elementStarts[position] = starts
      guard index >= 0, index < starts.count else { return false }
      lastKeyStart = nil
      position = starts[index]
      return true
    }

    /// The start of every element of the array here; the position is left unchanged.
    private mutating func recordElementStarts() -> [Int] {
      let start = position
      defer { position = start }
      var starts: [Int] = []
      position += 1
      skipWhitespace()
      while let byte = current, byte != UInt8(ascii: "]") {
        starts.append(position)
        skipValue()
        skipWhitespace()
        if current == UInt8(ascii: ",") { position += 1; skipWhitespace() }
      }
      return starts
    }

    /// Whether the member name here is `key`, moving past it. A run that diverges everywhere locates every case
    /// through the names before `cases`, so a name without escapes is compared as bytes, with nothing allocated.
    private mutating func readName(matching key: String, utf8: UnsafeBufferPointer<UInt8>) -> Bool {
      let nameStart = position
      var end = position + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
      if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
        position = end + 1
        let name = UnsafeBufferPointer(rebasing: bytes[(nameStart + 1)..<end])
        return name.elementsEqual(utf8)
      }
      return readString().utf8.elementsEqual(key.utf8)
    }

    /// Reads the string here (escapes decoded enough to compare member names) and moves past it.
    private mutating func readString() -> String {
      position += 1
      var units: [UInt16] = []
      while let byte = current, byte != UInt8(ascii: "\"") {
        if byte == UInt8(ascii: "\\"), position + 1 < bytes.count {
          let escaped = bytes[position + 1]
          if escaped == UInt8(ascii: "u"), position + 5 < bytes.count,
            let unit = UInt16(String(decoding: bytes[(position + 2)..<(position + 6)], as: UTF8.self), radix: 16)
          {
            units.append(unit)
            position += 6
            continue
          }
          let simple: [UInt8: UInt8] = [UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
                                        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C]
          units.append(UInt16(simple[escaped] ?? escaped))
          position += 2
          continue
        }
        units.append(UInt16(byte))
        position += 1
      }
      position += 1
      return String(decoding: units, as: UTF16.self)
    }

    /// Moves past the string here without decoding it.
    mutating func skipString() {
      position += 1
      while let byte = current, byte != UInt8(ascii: "\"") {
        position += byte == UInt8(ascii: "\\") ? 2 : 1
      }
      position += 1
    }

    /// Moves past the value here.
    mutating func skipValue() {
      guard let byte = current else { return }
      if byte == UInt8(ascii: "\"") {
        skipString()
        return
      }
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        var depth = 0
        while let byte = current {
          if byte == UInt8(ascii: "\"") {
            skipString()
            continue
          }
          if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
          if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
            depth -= 1
            if depth == 0 {
              position += 1
              return
            }
          }
          position += 1
        }
        return
      }
      while let byte = current, !SourceIndex.isWhitespace(byte), byte != UInt8(ascii: ","),
        byte != UInt8(ascii: "}"), byte != UInt8(ascii: "]")
      {
        position += 1
      }
    }
  }
}
