import Foundation
import ParityHarness
import ParitySuiteKit
import Testing
import _ParityTestSupport

/// `parity-check validate` lints a clean file a slice of cases at a time (`VectorLoader.summarize(paths:reader:
/// start:slice:)` with `VectorValidation.FileDefects`), so that its memory does not grow with a file's number of
/// cases; what it finds must be what linting the whole file finds: the same defects, in the same order, at the
/// same places, whichever slice holds them, and a file a later slice breaks is read whole.
@Suite struct SlicedValidationTests {
  /// `javaHash.int` cases whose expected hash is the value's (right, for the core).
  func intCases(_ count: Int) -> [String] {
    (0..<count).map { #"{"id": "c\#($0)", "input": {"value": \#($0)}, "expected": {"hash": \#($0)}}"# }
  }

  func folders() -> [String: [String]] {
    var defects = intCases(130)
    defects[3] = #"{"id": "c3", "input": {"value": 3}, "expected": {"hash": "3"}}"#  // a string for an i32
    defects[47] = #"{"id": "c47", "bogus": 1, "input": {"value": 47}, "expected": {"hash": 47}}"#  // an unknown key
    defects[88] = #"{"id": "c88", "input": {"value": 88}, "expected": {"hash": 88, "extra": 1}}"#  // an unknown field
    defects[101] = #"{"id": "c101", "input": {"value": 1.5}, "expected": {"hash": 1}}"#  // an input that does not decode
    defects[129] = #"{"id": "c3", "input": {"value": 129}, "expected": {"hash": 129}}"#  // a duplicate id
    var missingComma = defects
    missingComma[100] += " " + missingComma.remove(at: 101)  // json-c rejects the file only in its third slice
    return ["clean": intCases(130), "defects": defects, "missing-comma": missingComma]
  }

  @Test func aFileLintedInSlicesHasTheWholeFilesDefects() throws {
    for (name, cases) in folders().sorted(by: { $0.key < $1.key }) {
      let vectors = try TemporaryVectors([layoutPath(suite: "javaHash.int"): vectorFile(suite: "javaHash.int", cases: cases)])
      defer { vectors.remove() }
      let sliced = VectorLoader.summarize(paths: [vectors.path], start: { (VectorValidation.FileDefects(), 0) }) { summary, file in
        summary.0.check(file)
        summary.1 += file.cases.count
      }
      let whole = VectorLoader.load(paths: [vectors.path])
      let slicedDefects = (sliced.defects + sliced.summaries.flatMap(\.0.defects)).map(\.description)
      // The whole set's lint starts with its load defects.
      let wholeDefects = VectorValidation.defects(in: whole).map(\.description)
      #expect(slicedDefects == wholeDefects, "\(name)")
      #expect(wholeDefects.count == ["clean": 0, "defects": 5, "missing-comma": 1][name], "\(name)")
      #expect(sliced.summaries.map(\.1) == whole.files.map(\.cases.count), "\(name)")
      #expect(sliced.digest == whole.digest, "\(name)")
    }
  }
}
