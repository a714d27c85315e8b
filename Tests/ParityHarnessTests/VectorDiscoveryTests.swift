import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// Which paths of a vectors folder are vector files (issue 17, items 13, 20, 21): nothing named `*.json` is
/// dropped without a word, links are followed only to regular files inside the folder, and every file lives
/// where its suite says.
@Suite struct VectorDiscoveryTests {
  static let passing = vectorFile(suite: "javaHash.string", cases: [
    #"{"id": "aa", "input": {"s": "Aa"}, "expected": {"hash": 2112}}"#,
  ])
  static let wrong = vectorFile(suite: "javaHash.int", cases: [
    #"{"id": "one", "input": {"value": 1}, "expected": {"hash": 2}}"#,
  ])

  func defects(_ vectors: TemporaryVectors) -> [String] {
    VectorLoader.load(paths: [vectors.path]).defects.map(\.description)
  }

  @Test func aFIFONamedLikeAVectorFileIsAnErrorNotSkipped() throws {
    let vectors = try TemporaryVectors(["javaHash/string.json": Self.passing])
    defer { vectors.remove() }
    #expect(mkfifo(vectors.path("javaHash/int.json"), 0o644) == 0)
    let found = defects(vectors)
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("\(vectors.path)/javaHash/int.json:1:1: error: vector error: not a regular file but a FIFO") == true,
            "\(found)")
    // The streaming run (the CLI's check) fails closed too, without opening the FIFO (which would block).
    #expect(Runner().run(paths: [vectors.path]).exitCode == 2)
    // Named directly, it is refused the same way.
    #expect(VectorLoader.load(paths: [vectors.path("javaHash/int.json")]).defects.first?.message.contains("FIFO") == true)
  }

  @Test func aLinkToAFileInTheFolderIsFollowedAndReported() throws {
    // A file of wrong expected values, reached only through a link (before: skipped, and the run passed).
    let vectors = try TemporaryVectors(["javaHash/string.json": Self.passing, "elsewhere/one.txt": Self.wrong])
    defer { vectors.remove() }
    try FileManager.default.createSymbolicLink(atPath: vectors.path("javaHash/int.json"), withDestinationPath: "../elsewhere/one.txt")
    let linked = VectorLoader.load(paths: [vectors.path])
    #expect(linked.defects.isEmpty, "\(linked.defects)")
    #expect(linked.files.count == 2)
    let target = URL(fileURLWithPath: vectors.path("elsewhere/one.txt")).resolvingSymlinksInPath().path
    #expect(linked.links.compactMap(\.linkDescription) == ["\(vectors.path)/javaHash/int.json -> \(target)"])
    let report = Runner().run(paths: [vectors.path])
    #expect(report.exitCode == 1)
    #expect(report.results.map(\.name).contains("javaHash.int/one"))
    #expect(report.links == ["\(vectors.path)/javaHash/int.json -> \(target)"])
  }

  @Test(arguments: [
    ("dangling", "nowhere.json", "a dangling symbolic link (to nowhere.json, which does not exist)"),
    ("looping", "string.json", "a symbolic link that loops"),
    ("leaving the folder", "/etc/hostname", "a symbolic link leading out of the vectors folder"),
  ])
  func aBrokenOrEscapingLinkIsAnError(kind: String, destination: String, message: String) throws {
    let vectors = try TemporaryVectors(["geoPoint/hash.json": vectorFile(suite: "geoPoint.hash", cases: [
      #"{"id": "zero", "input": {"point": {"lat": 0.0, "lng": 0.0}}, "expected": {"hash": 0}}"#,
    ])])
    defer { vectors.remove() }
    try FileManager.default.createDirectory(atPath: vectors.path("javaHash"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: vectors.path("javaHash/string.json"), withDestinationPath: destination)
    let found = defects(vectors)
    #expect(found.count == 1, "\(kind): \(found)")
    #expect(found.first?.hasPrefix("\(vectors.path)/javaHash/string.json:1:1: error: vector error: \(message)") == true,
            "\(kind): \(found)")
    #expect(Runner().run(paths: [vectors.path]).exitCode == 2)
  }

  @Test func aLinkToAFolderIsAnErrorWhateverItsName() throws {
    let vectors = try TemporaryVectors(["javaHash/string.json": Self.passing])
    defer { vectors.remove() }
    try FileManager.default.createSymbolicLink(atPath: vectors.path("more"), withDestinationPath: "javaHash")
    let found = defects(vectors)
    #expect(found.count == 1)
    #expect(found.first?.contains("more:1:1: error: vector error: a symbolic link to a folder") == true, "\(found)")
  }

  @Test func aFileLivesWhereItsSuiteSays() throws {
    let vectors = try TemporaryVectors(["hashes/string.json": Self.passing])
    defer { vectors.remove() }
    let found = defects(vectors)
    #expect(found.count == 1)
    #expect(found.first?.contains(
      "hashes/string.json:3:12: error: vector error: suite javaHash.string lives in <vectors>/javaHash/string.json, not .../hashes/string.json")
      == true, "\(found)")
    // A revision file is allowed for a revision the file names, and only then.
    let revisionFile = { (revisions: String) in
      vectorFile(suite: "javaHash.string", cases: [#"{"id": "aa", "input": {"s": "Aa"}, "expected": {"hash": 2112}}"#])
        .replacingOccurrences(of: #""version": "1"}"#, with: #""version": "1", "android": {"revisions": \#(revisions)}}"#)
    }
    let named = try TemporaryVectors(["javaHash/string@221a949+clickable.json": revisionFile(#"["221a949+clickable"]"#)])
    defer { named.remove() }
    #expect(defects(named).isEmpty)
    let unnamed = try TemporaryVectors(["javaHash/string@221a949+clickable.json": revisionFile(#"["221a949"]"#)])
    defer { unnamed.remove() }
    #expect(defects(unnamed).first?.contains(
      "lives in <vectors>/javaHash/string.json or javaHash/string@221a949.json, not .../javaHash/string@221a949+clickable.json") == true,
            "\(defects(unnamed))")
  }
}
