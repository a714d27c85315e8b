#if canImport(CJSONC)
import CJSONC
#endif
import PortableJSON

/// A parsed vector file: the tree its reader built, and the bytes it came from so that any value can be located.
///
/// Values (`JSONValue`) of a json-c tree point into it and retain the document, so the tree lives as long as any
/// of its values; a portable tree is plain Swift objects that live as long as they are referenced.
public final class JSONDocument: @unchecked Sendable {
  /// json-c's default limit is 32 levels; a vector file may nest deeper, up to this many.
  public static let maximumDepth = 256

  /// The file's bytes, exactly as read.
  public let bytes: [UInt8]
  /// The reader that built the tree.
  public let reader: JSONReader
  private let rootNode: Root
  /// Built on the first `location(of:)`: most documents are never asked, one that is is often asked many times.
  /// The documents of one file's slices share one (`CaseSlicedDocument`).
  private let locator: SourceLocator

  /// The tree's root, without a reference to this document (a json-c value made on demand holds one).
  private enum Root {
    #if canImport(CJSONC)
    case jsonC(OpaquePointer?)
    #endif
    case portable(PortableJSONNode)
  }

  /// Parses `bytes` strictly (RFC 8259: json-c's strict mode, or the portable reader, strict by construction),
  /// and rejects every construct json-c would read silently wrong or that strict mode still lets through
  /// (`FidelityScan`, the same for both readers, so both accept exactly the same files). When the reader and the
  /// scan both find a fault, the one earlier in the file is reported.
  /// `allowingWideIntegers`: read integers beyond 64 bits (clamped) instead of refusing the file, for a file whose
  /// reader never reads them (a report's `ulps`).
  public init(bytes: [UInt8], reader: JSONReader = .standard, allowingWideIntegers: Bool = false) throws(JSONLoadError) {
    self.bytes = bytes
    self.reader = reader
    locator = SourceLocator()
    let parsed: Result<Root, JSONLoadError> = bytes.withUnsafeBufferPointer { buffer in
      let finding = FidelityScan.firstFinding(in: buffer, allowingWideIntegers: allowingWideIntegers)
      let parsed: Result<Root, JSONLoadError>
      switch reader {
      case .jsonC:
        #if canImport(CJSONC)
        parsed = Self.parse(buffer).map(Root.jsonC)
        #else
        parsed = .failure(JSONLoadError(kind: .syntax("json-c is not linked into this build; use the portable reader"),
                                        offset: 0, location: SourceLocation(line: 1, column: 1)))
        #endif
      case .portable:
        parsed = Self.parsePortably(buffer).map(Root.portable)
      }
      guard let finding else { return parsed }
      if case .failure(let error) = parsed, error.offset < finding.offset { return parsed }
      #if canImport(CJSONC)
      if case .success(.jsonC(let object)) = parsed { json_object_put(object) }
      #endif
      return .failure(JSONLoadError(kind: finding.kind, offset: finding.offset,
                                    location: SourceLocation(offset: finding.offset, in: buffer)))
    }
    switch parsed {
    case .success(let root): rootNode = root
    case .failure(let error): throw error
    }
  }

  #if canImport(CJSONC)
  /// A document over `bytes` whose tree is `tree` (taken over: freed with the document), a part of the text that
  /// `CaseSlicedDocument` parsed; locations are still found in all of `bytes`, through `locator`.
  init(bytes: [UInt8], tree: OpaquePointer?, locator: SourceLocator) {
    self.bytes = bytes
    reader = .jsonC
    rootNode = .jsonC(tree)
    self.locator = locator
  }
  #endif

  deinit {
    #if canImport(CJSONC)
    if case .jsonC(let handle) = rootNode { json_object_put(handle) }
    #endif
  }

  /// The top-level value.
  public var root: JSONValue {
    switch rootNode {
    #if canImport(CJSONC)
    case .jsonC(let handle): return JSONValue(handle: handle, in: self)
    #endif
    case .portable(let node): return JSONValue(node: node)
    }
  }

  /// Where the value at `pointer` starts, or where its deepest existing ancestor starts; with `atKey`, where
  /// the member name starts when the pointer ends in one.
  public func location(of pointer: JSONPointer, atKey: Bool = false) -> SourceLocation {
    bytes.withUnsafeBufferPointer { locator.location(of: pointer, atKey: atKey, in: $0) }
  }

  private static func parsePortably(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<PortableJSONNode, JSONLoadError> {
    do throws(PortableJSONError) {
      return .success(try PortableJSONParser.parse(buffer, maximumDepth: maximumDepth))
    } catch {
      let kind: JSONLoadError.Kind
      switch error.kind {
      case .syntax(let detail): kind = .syntax(detail)
      case .unexpectedEnd: kind = .unexpectedEnd
      case .trailingContent: kind = .trailingContent
      case .tooDeep: kind = .tooDeep(limit: maximumDepth)
      }
      let offset = error.kind == .unexpectedEnd ? buffer.count : min(error.offset, max(buffer.count - 1, 0))
      return .failure(JSONLoadError(kind: kind, offset: offset, location: SourceLocation(offset: offset, in: buffer)))
    }
  }

  #if canImport(CJSONC)
  static func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<OpaquePointer?, JSONLoadError> {
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
  #endif
}
