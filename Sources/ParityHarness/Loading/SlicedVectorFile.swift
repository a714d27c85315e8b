import ParitySuiteKit
import VectorJSON

/// A vector file whose top level is sound, decoded a slice of cases at a time (`CaseSlicedDocument`), so that a
/// check parses, decodes, judges and frees a few cases at a time instead of holding the whole file's tree.
///
/// Only a file the whole-file path would read with no fault outside its cases is opened this way; a fault in a
/// case is reported from its slice exactly as from the whole file (the same message, pointer and place, the
/// same duplicate ids). Anything else (nil from `open` or `slice`) is left to the whole-file path.
struct SlicedVectorFile {
  /// Cases per slice: enough that the per-slice costs vanish, few enough that a slice's tree stays in cache.
  static let sliceSize = 40

  let path: String
  let header: VectorFileParser.Header
  /// The top-level document, for locating the `suite` member.
  let headerDocument: JSONDocument
  private let source: CaseSlicedDocument
  private var decoder: VectorFileParser.CaseDecoder

  var caseCount: Int { source.caseCount }

  /// The file read in slices, or nil when it must be read whole (see `CaseSlicedDocument.open`), or when its top
  /// level has a defect (the whole-file path reports it).
  static func open(_ bytes: [UInt8], path: String, layoutPath: String?) -> SlicedVectorFile? {
    guard let source = CaseSlicedDocument.open(bytes),
      let header = try? VectorFileParser.parseHeader(source.header.root, layoutPath: layoutPath).0
    else { return nil }
    return SlicedVectorFile(path: path, header: header, headerDocument: source.header, source: source,
                            decoder: VectorFileParser.CaseDecoder(suite: header.suite, defaultTolerance: header.defaultTolerance,
                                                                  expectedCount: source.caseCount))
  }

  /// The file's cases at `range` as a file of their own (the same path, suite and revisions; its document
  /// locates in the whole file), and the defects of those that are not cases; nil when json-c rejects one of them.
  mutating func slice(_ range: Range<Int>, tally: PhaseTally? = nil) -> (file: VectorFile, defects: [VectorDefect])? {
    guard let document = tally.measure(.parse, { source.cases(range) }) else { return nil }
    var defects: [VectorDefect] = []
    let decoded = tally.measure(.decodeFile) {
      try? decoder.decode(document.root, firstIndex: range.lowerBound, in: document, path: path, defects: &defects)
    }
    guard let cases = decoded else { return nil }
    let file = VectorFile(path: path, suite: header.suite, description: header.description, source: header.source,
                          cases: cases, revisions: header.revisions, document: document)
    return (file, defects)
  }

  /// The ranges of cases, one per slice, in file order.
  var sliceRanges: [Range<Int>] {
    stride(from: 0, to: caseCount, by: Self.sliceSize).map { $0..<min($0 + Self.sliceSize, caseCount) }
  }
}
