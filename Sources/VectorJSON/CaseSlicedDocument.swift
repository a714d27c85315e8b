#if canImport(CJSONC)
import CJSONC
#endif

/// A clean vector file read a few cases at a time: its top level without the cases (`header`), then any run of
/// its `cases` on demand (`cases(_:)`), each a tree of its own that goes when its last value goes.
///
/// json-c's tree of a whole file is many times larger than the caches, and a case's nodes were first touched
/// cold when the case was judged, long after the parse wrote them: never holding more than a slice of cases
/// keeps them in cache from parse to judgement. Only a file the strict scan finds nothing in is read
/// this way, and any fault json-c finds in a part (`header`, or nil from `cases(_:)`) is left to the whole-file
/// `JSONDocument(bytes:)`, which reports it exactly as it always did: a part is only ever read when the whole
/// file parses into the same values.
///
/// Every document made here holds all the file's bytes (shared, not copied) and one `SourceLocator`, so a
/// pointer such as `/cases/7/expected` is located in the file exactly as in the whole-file document, in time
/// proportional to the file however many cases are located.
public final class CaseSlicedDocument: @unchecked Sendable {
  /// The top-level object, its `cases` an empty array.
  public let header: JSONDocument
  /// How many elements the file's `cases` array holds.
  public let caseCount: Int
  private let bytes: [UInt8]
  /// The `[`, the `,` between elements and the `]` of the `cases` array: element `i` lies between delimiters `i`
  /// and `i + 1`.
  private let delimiters: [Int]
  private let locator: SourceLocator

  private init(bytes: [UInt8], header: JSONDocument, delimiters: [Int], locator: SourceLocator) {
    self.bytes = bytes
    self.header = header
    self.delimiters = delimiters
    self.locator = locator
    caseCount = delimiters.count - 1
  }

  /// The file read in slices, or nil when it must be read whole: the strict scan finds a fault, json-c is not
  /// linked, there is no non-empty top-level `cases` array, or json-c rejects the text around it.
  public static func open(_ bytes: [UInt8]) -> CaseSlicedDocument? {
    #if canImport(CJSONC)
    let scanned = bytes.withUnsafeBufferPointer { FidelityScan.scan($0) }
    guard scanned.finding == nil, let delimiters = scanned.caseDelimiters, delimiters.count >= 2,
      let open = delimiters.first, let close = delimiters.last
    else { return nil }
    // `[]` has no element, though the text between the brackets counts as one: the whole-file path names that.
    if delimiters.count == 2, bytes[(open + 1)..<close].allSatisfy(SourceIndex.isWhitespace) { return nil }
    // The text with the cases left out: `..."cases": [` then `]...`.
    var headerText = [UInt8]()
    headerText.reserveCapacity(open + 1 + bytes.count - close)
    headerText += bytes[...open]
    headerText += bytes[close...]
    guard case .success(let tree) = headerText.withUnsafeBufferPointer({ JSONDocument.parse($0) }) else { return nil }
    let locator = SourceLocator()
    let header = JSONDocument(bytes: bytes, tree: tree, locator: locator)
    // The bracket found must be the top-level `cases` member's, which the header then holds as an empty array.
    guard let cases = header.root["cases"], cases.kind == .array, cases.count == 0 else { return nil }
    return CaseSlicedDocument(bytes: bytes, header: header, delimiters: delimiters, locator: locator)
    #else
    return nil
    #endif
  }

  /// A document whose root is an array of the cases at `range` of the file's `cases` (element 0 is case
  /// `range.lowerBound`), or nil when json-c rejects one of them or it nests too deep: then only the whole-file
  /// path reports the fault as it is reported today.
  public func cases(_ range: Range<Int>) -> JSONDocument? {
    #if canImport(CJSONC)
    precondition(range.lowerBound >= 0 && range.upperBound <= caseCount, "cases \(range) of \(caseCount)")
    // A case sits two levels down in its file (the top-level object, then `cases`): parsed on its own, it may
    // nest two levels less, so that exactly the files json-c reads whole are read in slices.
    guard let tokener = json_tokener_new_ex(Int32(JSONDocument.maximumDepth - 2)) else { return nil }
    defer { json_tokener_free(tokener) }
    json_tokener_set_flags(tokener, JSON_TOKENER_STRICT | JSON_TOKENER_ALLOW_TRAILING_CHARS)
    guard let array = json_object_new_array_ext(Int32(range.count)) else { return nil }
    let parsed = bytes.withUnsafeBufferPointer { buffer -> Bool in
      for index in range {
        guard let element = Self.parseElement(buffer, from: delimiters[index] + 1, through: delimiters[index + 1],
                                              tokener: tokener) else { return false }
        json_object_array_add(array, element)
      }
      return true
    }
    guard parsed else {
      json_object_put(array)
      return nil
    }
    return JSONDocument(bytes: bytes, tree: array, locator: locator)
    #else
    return nil
    #endif
  }

  #if canImport(CJSONC)
  /// The one value between `start` and the delimiter at `delimiter`, with nothing but whitespace around it; nil
  /// otherwise. The delimiter is part of the text json-c is given, so that a number ends before it. A JSON `null`
  /// element is a json-c NULL, which cannot be told from a failure here: it is left to the whole-file path too.
  private static func parseElement(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, through delimiter: Int,
                                   tokener: UnsafeMutablePointer<json_tokener>) -> OpaquePointer? {
    json_tokener_reset(tokener)
    let length = delimiter + 1 - start
    let element = (buffer.baseAddress! + start).withMemoryRebound(to: CChar.self, capacity: length) {
      json_tokener_parse_ex(tokener, $0, Int32(length))
    }
    guard json_tokener_get_error(tokener) == json_tokener_success, let element else {
      json_object_put(element)
      return nil
    }
    var index = start + json_tokener_get_parse_end(tokener)
    while index < delimiter, SourceIndex.isWhitespace(buffer[index]) { index += 1 }
    guard index == delimiter else {
      json_object_put(element)
      return nil
    }
    return element
  }
  #endif
}
