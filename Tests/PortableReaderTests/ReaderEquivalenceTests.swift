import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites
import OverlayIdentity
import ParityFuzzing
import Testing
import VectorJSON
import _ParityTestSupport

/// The portable reader (what ParityTesting loads with on iOS) against json-c (what parity-check loads with), on
/// the whole committed corpus: the same trees, the same typed cases, the same digest, the same verdicts.
enum ReaderCorpus {
  static let vectorsPath = repositoryRoot.appendingPathComponent("vectors").path
  static let jsonC = VectorLoader.load(paths: [vectorsPath], reader: .jsonC)
  static let portable = VectorLoader.load(paths: [vectorsPath], reader: .portable)

  /// A streaming run reading with `reader` (the way parity-check and ParityTesting run).
  static func run(_ subject: ParitySubject, reader: JSONReader) -> RunReport {
    var runner = Runner(subject: subject)
    runner.reader = reader
    return runner.run(paths: [vectorsPath])
  }

  /// A run of one suite over the corpus as each reader loaded it.
  static func run(_ subject: ParitySubject, suite: String, reader: JSONReader) -> RunReport {
    Runner(subject: subject, selection: CaseSelection(suitePattern: suite)).run(reader == .jsonC ? jsonC : portable)
  }

  /// Everything a report shows of one case.
  static func fingerprint(_ result: CaseResult) -> String {
    ([result.name, result.file, "\(result.location)", result.input, result.outcome.label] + result.outcome.detailLines)
      .joined(separator: "\n")
  }
}

@Suite struct ReaderEquivalenceTests {
  @Test func bothReadersBuildTheSameTreeForEveryFile() throws {
    let (entries, defects) = VectorLoader.discover(paths: [ReaderCorpus.vectorsPath])
    #expect(defects.isEmpty)
    #expect(entries.count >= 45)
    var values = 0
    for entry in entries {
      let bytes = try [UInt8](Data(contentsOf: entry.url))
      let jsonC = try JSONDocument(bytes: bytes, reader: .jsonC)
      let portable = try JSONDocument(bytes: bytes, reader: .portable)
      #expect(jsonC.reader == .jsonC && portable.reader == .portable)
      let differences = TreeComparison.differences(jsonC.root, portable.root, at: entry.relative, count: &values)
      #expect(differences.isEmpty, "\(entry.relative): \(differences.prefix(5).joined(separator: "; "))")
      #expect(jsonC.root.compactText == portable.root.compactText, "\(entry.relative): compact text differs")
    }
    #expect(values > 100_000, "compared only \(values) values")
  }

  @Test func bothReadersGiveTheSameTypedCasesAndDigest() throws {
    let jsonC = ReaderCorpus.jsonC, portable = ReaderCorpus.portable
    #expect(jsonC.defects.isEmpty && portable.defects.isEmpty)
    #expect(jsonC.digest == portable.digest)
    #expect(jsonC.fileCount == portable.fileCount)
    try #require(jsonC.files.count == portable.files.count)
    var cases = 0
    for (left, right) in zip(jsonC.files, portable.files) {
      #expect(left.path == right.path && left.suite == right.suite && left.description == right.description)
      #expect(left.source == right.source && left.revisions == right.revisions)
      // A file's cases have the input fields of the revisions it holds for (densify.linear's differ by revision).
      let revision = left.revisions?.first.flatMap(AndroidCoreRevision.init(rawValue:)) ?? .newest
      let binding = try #require(SuiteCatalog.binding(for: left.suite)).at(revision)
      try #require(left.cases.count == right.cases.count, "\(left.path): case counts differ")
      for (a, b) in zip(left.cases, right.cases) {
        cases += 1
        #expect(a.id == b.id && a.tags == b.tags && a.comment == b.comment && a.tolerance == b.tolerance)
        #expect(a.expected.rendered == b.expected.rendered, "\(left.suite)/\(a.id): expected differs")
        // The typed input each suite hands a subject, printed with every float's exact bits.
        let typedA = try binding.decode(a.input, at: a.pointer.appending("input"))
        let typedB = try binding.decode(b.input, at: b.pointer.appending("input"))
        #expect(String(reflecting: typedA) == String(reflecting: typedB), "\(left.suite)/\(a.id): typed input differs")
      }
    }
    // Counted without either reader: a canonical vector file (`oracle generate`) has one case a line.
    let (entries, _) = VectorLoader.discover(paths: [ReaderCorpus.vectorsPath])
    let caseLines = try entries.reduce(0) { count, entry in
      count + (try String(contentsOf: entry.url, encoding: .utf8)).split(separator: "\n").filter { $0.hasPrefix("    {\"id\": ") }.count
    }
    #expect(caseLines > 8000)
    #expect(cases == caseLines, "the readers gave \(cases) cases, the files hold \(caseLines)")
  }

  @Test func theCoreGetsTheSameVerdictOnEveryCase() {
    expectSameVerdicts(.core, atLeast: 7000)
  }

  /// A mutant diverges on most cases of its suite: equal divergence details (field, expected, actual, ULPs)
  /// prove the expected values were read alike, not just that both sides pass.
  @Test(arguments: MutantCatalog.all.map(\.subject.name))
  func everyMutantGetsTheSameVerdictOnEveryCaseOfItsSuite(_ name: String) throws {
    let mutant = try #require(MutantCatalog.mutant(named: name))
    let divergences = expectSameVerdicts(mutant.subject, suite: mutant.suite, atLeast: 1)
    #expect(divergences > 0, "\(name) diverges nowhere: it proves nothing about the expected values")
  }

  @discardableResult
  private func expectSameVerdicts(_ subject: ParitySubject, suite: String? = nil, atLeast minimum: Int) -> Int {
    let jsonC = suite.map { ReaderCorpus.run(subject, suite: $0, reader: .jsonC) } ?? ReaderCorpus.run(subject, reader: .jsonC)
    let portable = suite.map { ReaderCorpus.run(subject, suite: $0, reader: .portable) }
      ?? ReaderCorpus.run(subject, reader: .portable)
    #expect(jsonC.digest == portable.digest)
    #expect(jsonC.exitCode == portable.exitCode)
    #expect(jsonC.total == portable.total)
    #expect(jsonC.results.count == portable.results.count)
    #expect(jsonC.results.count >= minimum)
    let left = jsonC.results.map(ReaderCorpus.fingerprint), right = portable.results.map(ReaderCorpus.fingerprint)
    let differing = zip(left, right).filter { $0 != $1 }
    #expect(differing.isEmpty, "\(subject.name): \(differing.count) cases differ, first: \(differing.first.map { "\($0)\n--- portable:\n\($1)" } ?? "")")
    return jsonC.total.diverged
  }
}

/// A walk of two trees that names every place where they differ.
enum TreeComparison {
  static func differences(_ a: JSONValue, _ b: JSONValue, at path: String, count: inout Int) -> [String] {
    count += 1
    guard a.kind == b.kind else { return ["\(path): \(a.kind) vs \(b.kind)"] }
    switch a.kind {
    case .null:
      return []
    case .boolean:
      return a.boolValue == b.boolValue ? [] : ["\(path): boolean"]
    case .integer:
      let same = a.integerValue == b.integerValue && a.numberValue?.bitPattern == b.numberValue?.bitPattern
      return same ? [] : ["\(path): \(a.integerValue!) vs \(b.integerValue!)"]
    case .double:
      return a.numberValue?.bitPattern == b.numberValue?.bitPattern ? [] : ["\(path): \(a.numberValue!) vs \(b.numberValue!)"]
    case .string:
      return a.stringValue == b.stringValue ? [] : ["\(path): string"]
    case .array:
      guard a.count == b.count else { return ["\(path): \(a.count) vs \(b.count) elements"] }
      return (0..<a.count).flatMap { differences(a[$0]!, b[$0]!, at: "\(path)/\($0)", count: &count) }
    case .object:
      guard a.keys == b.keys else { return ["\(path): members \(a.keys) vs \(b.keys)"] }
      return a.keys.flatMap { differences(a[$0]!, b[$0]!, at: "\(path)/\($0)", count: &count) }
    }
  }
}

/// Every kind of invalid vector file the gates reject (Tests/Fixtures/invalid-vectors): the portable reader
/// rejects it too, at the same place.
@Suite struct InvalidVectorEquivalenceTests {
  static let root = repositoryRoot.appendingPathComponent("Tests/Fixtures/invalid-vectors")
  static let folders: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
    .filter { !$0.contains(".") }.sorted()

  @Test func thereAreInvalidFixtures() { #expect(Self.folders.count >= 30) }

  @Test(arguments: folders)
  func bothReadersRejectItAtTheSamePlace(_ folder: String) {
    let path = Self.root.appendingPathComponent(folder).path
    let jsonC = VectorLoader.load(paths: [path], reader: .jsonC)
    let portable = VectorLoader.load(paths: [path], reader: .portable)
    let jsonCFaults = jsonC.defects + VectorValidation.defects(in: jsonC)
    let portableFaults = portable.defects + VectorValidation.defects(in: portable)
    #expect(!portableFaults.isEmpty, "the portable reader accepts \(folder)")
    #expect(portableFaults.map { "\($0.file):\($0.location)" } == jsonCFaults.map { "\($0.file):\($0.location)" },
            "\(folder): json-c \(jsonCFaults.map(\.description)) / portable \(portableFaults.map(\.description))")
  }
}
