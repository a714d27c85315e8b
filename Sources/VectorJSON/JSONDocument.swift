import CJSONC

/// A parsed vector file: the json-c tree, and the bytes it came from so that any value can be located.
///
/// Values (`JSONValue`) point into this document's json-c tree and retain the document, so the tree lives as
/// long as any of its values.
public final class JSONDocument: @unchecked Sendable {
  /// json-c's default limit is 32 levels; a vector file may nest deeper, up to this many.
  public static let maximumDepth = 256

  /// The file's bytes, exactly as read.
  public let bytes: [UInt8]
  private let rootObject: OpaquePointer?
  /// Built on the first `location(of:)`: most documents are never asked, one that is is often asked many times.
  private let locator = SourceLocator()

  /// Parses `bytes` strictly (RFC 8259, json-c's strict mode), and rejects every construct json-c would read
  /// silently wrong or that strict mode still lets through (`FidelityScan`). When both find a fault, the one
  /// earlier in the file is reported.
  public init(bytes: [UInt8]) throws(JSONLoadError) {
    self.bytes = bytes
    let parsed: Result<OpaquePointer?, JSONLoadError> = bytes.withUnsafeBufferPointer { buffer in
      let finding = FidelityScan.firstFinding(in: buffer)
      let parsed = Self.parse(buffer)
      guard let finding else { return parsed }
      if case .failure(let error) = parsed, error.offset < finding.offset { return parsed }
      if case .success(let object) = parsed { json_object_put(object) }
      return .failure(JSONLoadError(kind: finding.kind, offset: finding.offset,
                                    location: SourceLocation(offset: finding.offset, in: buffer)))
    }
    switch parsed {
    case .success(let root): rootObject = root
    case .failure(let error): throw error
    }
  }

  deinit { json_object_put(rootObject) }

  /// The top-level value.
  public var root: JSONValue { JSONValue(handle: rootObject, in: self) }

  /// Where the value at `pointer` starts, or where its deepest existing ancestor starts; with `atKey`, where
  /// the member name starts when the pointer ends in one.
  public func location(of pointer: JSONPointer, atKey: Bool = false) -> SourceLocation {
    bytes.withUnsafeBufferPointer { locator.location(of: pointer, atKey: atKey, in: $0) }
  }

  private static func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<OpaquePointer?, JSONLoadError> {
    guard let tokener = json_tokener_new_ex(Int32(maximumDepth)) else {
      return .failure(JSONLoadError(kind: .syntax("json-c could not allocate a tokener"), offset: 0,
                                    location: SourceLocation(line: 1, column: 1)))
    }
    defer { json_tokener_free(tokener) }
    // No comments, single quotes, trailing commas or stray characters (json-c 0.16 still accepts NaN, 1e400
    // and raw control characters here: FidelityScan rejects those). Text after the top-level value is left to
    // the check below, which names it.
    json_tokener_set_flags(tokener, JSON_TOKENER_STRICT | JSON_TOKENER_ALLOW_TRAILING_CHARS)
    let length = Int32(clamping: buffer.count)
    let object = buffer.baseAddress.map { base in
      base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { json_tokener_parse_ex(tokener, $0, length) }
    } ?? nil
    let end = json_tokener_get_parse_end(tokener)
    let status = json_tokener_get_error(tokener)
    func failure(_ kind: JSONLoadError.Kind, at offset: Int) -> Result<OpaquePointer?, JSONLoadError> {
      json_object_put(object)
      return .failure(JSONLoadError(kind: kind, offset: offset, location: SourceLocation(offset: offset, in: buffer)))
    }
    switch status {
    case json_tokener_success:
      break
    case json_tokener_continue:
      return failure(.unexpectedEnd, at: buffer.count)
    case json_tokener_error_depth:
      return failure(.tooDeep(limit: maximumDepth), at: end)
    default:
      let detail = String(cString: json_tokener_error_desc(status))
      return failure(.syntax(detail), at: min(end, max(buffer.count - 1, 0)))
    }
    var index = end
    while index < buffer.count, SourceIndex.isWhitespace(buffer[index]) { index += 1 }
    if index < buffer.count { return failure(.trailingContent, at: index) }
    return .success(object)
  }
}
