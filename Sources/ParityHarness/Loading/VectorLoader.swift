import Foundation
import OverlayIdentity
import ParitySuiteKit
import VectorJSON

/// The vector files found under some paths, loaded, with every defect found on the way.
package struct VectorSet: Sendable {
  package var files: [VectorFile]
  package var defects: [VectorDefect]
  package var digest: VectorSetDigest
  /// How many files were found (including those that did not load).
  package var fileCount: Int

  /// The vector files found through a symbolic link, and where each leads.
  package var links: [VectorFileEntry] = []

  /// Every case's global name, `suite/id`.
  package var caseNames: [String] { files.flatMap { file in file.cases.map { "\(file.suite)/\($0.id)" } } }
}

/// A vector file found on disk, before it is read.
package struct VectorFileEntry: Sendable {
  /// The path as reported to people: the root as given, then the path below it.
  package var display: String
  /// The path below its root, '/'-separated: what the digest covers.
  package var relative: String
  package var url: URL
  /// Where the path leads when it is a symbolic link (the resolved path), for the report.
  package var linkTarget: String?

  /// `path -> target` for a file found through a symbolic link.
  package var linkDescription: String? { linkTarget.map { "\(display) -> \($0)" } }
}

/// The files under some paths, each kept only as what a summary made of it while it was loaded.
package struct SummarizedVectorSet<Summary: Sendable>: Sendable {
  package var summaries: [Summary]
  package var defects: [VectorDefect]
  package var digest: VectorSetDigest
  /// How many files were found (including those that did not load).
  package var fileCount: Int
  /// The vector files found through a symbolic link, and where each leads.
  package var links: [VectorFileEntry]
}

/// What one file claims (its suite, for its revisions), kept to find a second file of a suite after the file
/// itself is released.
struct SuiteClaim: Sendable {
  var suite: String
  var revisions: [String]?
  var path: String
  var location: SourceLocation

  init(_ file: VectorFile) {
    self.init(suite: file.suite, revisions: file.revisions, path: file.path,
              location: file.location(of: JSONPointer.root.appending("suite")))
  }

  init(suite: String, revisions: [String]?, path: String, location: SourceLocation) {
    self.suite = suite
    self.revisions = revisions
    self.path = path
    self.location = location
  }

  init(_ file: SlicedVectorFile) {
    suite = file.header.suite
    revisions = file.header.revisions
    path = file.path
    location = file.headerDocument.location(of: JSONPointer.root.appending("suite"))
  }
}

/// One file's share of a summarized load.
struct SummarizedFile<Summary: Sendable>: Sendable {
  var entry: VectorFileEntry
  var sha256: String
  var defects: [VectorDefect]
  var suiteClaim: SuiteClaim? = nil
  var summary: Summary? = nil
}

/// A vector file read and parsed: its layout checked, its bytes hashed for the digest, the bytes themselves
/// not kept.
struct LoadedVectorFile: Sendable {
  var entry: VectorFileEntry
  var sha256: String
  var file: VectorFile?
  var defects: [VectorDefect]
}

/// Finds and loads vector files: a file, or every `*.json` below a folder (not `*.schema.json`, nor the folder's own
/// files: the alias map `aliases.json` and the Android revision manifest `android-revisions.json`), sorted.
package enum VectorLoader {
  /// The manifest of the android-sdk-core files each revision models (docs/vector-format.md "Android revisions"):
  /// it describes the corpus and travels with it, but holds no cases.
  package static let revisionManifestName = "android-revisions.json"

  /// Loads every file into memory, for commands that need the cases themselves afterwards (`explain`). A check
  /// streams instead (`Runner.run(paths:)`), and so do `validate` and `list` (`summarize(paths:_:)`). `reader`
  /// is json-c wherever it is linked.
  /// `displayedAs` names each path as reports show it (its files' paths start with that name instead): a folder of
  /// vectors copied into a test bundle is shown as the repository's folder it was copied from.
  package static func load(paths: [String], reader: JSONReader = .standard, displayedAs displays: [String]? = nil) -> VectorSet {
    let summarized = summarize(paths: paths, reader: reader, displayedAs: displays) { $0 }
    var set = VectorSet(files: summarized.summaries, defects: summarized.defects, digest: summarized.digest,
                        fileCount: summarized.fileCount)
    set.links = summarized.links
    return set
  }

  /// Loads the files under `paths`, one at a time per core, and keeps of each only what `summary` makes of it
  /// (computed in the worker, while the file is loaded): memory is bounded by the files in flight, not by the
  /// corpus. The summaries come in file order; a file that does not load, or that defines a suite again, has
  /// none (its defects say why).
  package static func summarize<Summary: Sendable>(
    paths: [String], reader: JSONReader = .standard, displayedAs displays: [String]? = nil,
    _ summary: @escaping @Sendable (VectorFile) -> Summary
  ) -> SummarizedVectorSet<Summary> {
    summarizeFiles(paths: paths, displayedAs: displays) { entry in
      let loaded = loadFile(entry, reader: reader)
      return SummarizedFile(entry: loaded.entry, sha256: loaded.sha256, defects: loaded.defects,
                            suiteClaim: loaded.file.map(SuiteClaim.init), summary: loaded.file.map(summary))
    }
  }

  /// Summarizes every file under `paths` with `summarize` (on every core, in `FileSchedule`'s order), then puts the
  /// summaries in file order with the digest and the defects of a suite defined twice.
  private static func summarizeFiles<Summary: Sendable>(
    paths: [String], displayedAs displays: [String]? = nil,
    _ summarize: @escaping @Sendable (VectorFileEntry) -> SummarizedFile<Summary>
  ) -> SummarizedVectorSet<Summary> {
    let (entries, discoveryDefects) = discover(paths: paths, displayedAs: displays)
    let slots = ResultSlots<SummarizedFile<Summary>>(count: entries.count)
    FileSchedule.perform(over: entries) { index in slots[index] = summarize(entries[index]) }
    var result = SummarizedVectorSet<Summary>(
      summaries: [], defects: discoveryDefects, digest: VectorSetDigest(fileDigests: []), fileCount: entries.count,
      links: entries.filter { $0.linkTarget != nil })
    var digests: [(relativePath: String, sha256: String)] = []
    var suiteFiles: [String: String] = [:]
    for index in entries.indices {
      guard let one = slots[index] else { continue }
      slots[index] = nil
      digests.append((one.entry.relative, one.sha256))
      result.defects += one.defects
      guard let claim = one.suiteClaim, let summary = one.summary else { continue }
      if let defect = duplicateSuiteDefect(claim, suiteFiles: &suiteFiles) {
        result.defects.append(defect)
        continue
      }
      result.summaries.append(summary)
    }
    result.digest = VectorSetDigest(fileDigests: digests)
    return result
  }

  /// `summarize(paths:reader:_:)` for a summary made a slice of cases at a time: a file whose top level is sound is
  /// read, handed to `slice` and freed a slice of cases at a time (`SlicedVectorFile`, as a check reads files), so
  /// that memory is bounded by a slice per core, not by a file's whole parse, which grows with its number of cases.
  /// Any other file is parsed whole and handed to `slice` as its one slice; either way the file's defects are the
  /// same, in the same order. A summary starts as `start` makes it.
  package static func summarize<Summary: Sendable>(
    paths: [String], reader: JSONReader = .standard, start: @escaping @Sendable () -> Summary,
    slice: @escaping @Sendable (inout Summary, VectorFile) -> Void
  ) -> SummarizedVectorSet<Summary> {
    summarizeFiles(paths: paths) { entry in
      let bytes: [UInt8]
      let sha256: String
      switch readFile(entry) {
      case .unreadable(let loaded): return SummarizedFile(entry: loaded.entry, sha256: loaded.sha256, defects: loaded.defects)
      case .read(let read, let hash): (bytes, sha256) = (read, hash)
      }
      if reader == .jsonC, var sliced = SlicedVectorFile.open(bytes, path: entry.display, layoutPath: layoutPath(of: entry)) {
        var summary = start()
        var defects: [VectorDefect] = []
        var whole = true
        for range in sliced.sliceRanges {
          guard let (file, found) = sliced.slice(range) else {
            whole = false  // json-c rejects a case: the whole-file path says how
            break
          }
          defects += found
          slice(&summary, file)
        }
        if whole {
          return SummarizedFile(entry: entry, sha256: sha256, defects: defects, suiteClaim: SuiteClaim(sliced), summary: summary)
        }
      }
      let loaded = parseFile(entry, bytes: bytes, sha256: sha256, reader: reader)
      return SummarizedFile(entry: loaded.entry, sha256: loaded.sha256, defects: loaded.defects,
                            suiteClaim: loaded.file.map(SuiteClaim.init),
                            summary: loaded.file.map { file in
                              var summary = start()
                              slice(&summary, file)
                              return summary
                            })
    }
  }

  /// The vector files under `paths`, sorted by their displayed path.
  package static func discover(paths: [String], displayedAs displays: [String]? = nil) -> (entries: [VectorFileEntry], defects: [VectorDefect]) {
    var found: [VectorFileEntry] = []
    var defects: [VectorDefect] = []
    for (index, path) in paths.enumerated() {
      let display = displays.flatMap { index < $0.count ? $0[index] : nil } ?? path
      let (entries, problems) = discover(path, display: display)
      found += entries
      defects += problems
    }
    found.sort { $0.display.utf8.lexicographicallyPrecedes($1.display.utf8) }
    return (found, defects)
  }

  /// Reads, hashes and parses one file.
  static func loadFile(_ entry: VectorFileEntry, reader: JSONReader = .standard, tally: PhaseTally? = nil) -> LoadedVectorFile {
    switch readFile(entry, tally: tally) {
    case .read(let bytes, let sha256): return parseFile(entry, bytes: bytes, sha256: sha256, reader: reader, tally: tally)
    case .unreadable(let loaded): return loaded
    }
  }

  /// A file's bytes and their hash, or the file as loaded when it cannot be read.
  enum ReadFile {
    case read(bytes: [UInt8], sha256: String)
    case unreadable(LoadedVectorFile)
  }

  static func readFile(_ entry: VectorFileEntry, tally: PhaseTally? = nil) -> ReadFile {
    let read = tally.measure(.read) {
      Result { () throws(FileReadFailure) -> [UInt8] in try DocumentReading.bytes(atPath: entry.url.path) }
    }
    switch read {
    case .success(let bytes): return .read(bytes: bytes, sha256: tally.measure(.hash) { SHA256Hex.of(bytes) })
    case .failure(let failure):
      return .unreadable(LoadedVectorFile(entry: entry, sha256: SHA256Hex.of([]), file: nil,
                                          defects: [ioDefect(entry.display, failure.message)]))
    }
  }

  /// Parses one file's bytes, read and hashed by `readFile`.
  static func parseFile(_ entry: VectorFileEntry, bytes: [UInt8], sha256: String, reader: JSONReader = .standard,
                        tally: PhaseTally? = nil) -> LoadedVectorFile {
    do {
      let document = try tally.measure(.parse) { try DocumentReading.parse(bytes, path: entry.display, reader: reader) }
      let parsed = tally.measure(.decodeFile) {
        VectorFileParser.parse(document, path: entry.display, layoutPath: layoutPath(of: entry))
      }
      return LoadedVectorFile(entry: entry, sha256: sha256, file: parsed.file, defects: parsed.defects)
    } catch let defect as VectorDefect {
      return LoadedVectorFile(entry: entry, sha256: sha256, file: nil, defects: [defect])
    } catch {
      return LoadedVectorFile(entry: entry, sha256: sha256, file: nil, defects: [ioDefect(entry.display, "\(error)")])
    }
  }

  /// `<folder>/<name>` of the path as found (a link's own name, not its target's): what the layout rule
  /// `vectors/<area>/<function>[@<revision>].json` checks, as the oracle does.
  static func layoutPath(of entry: VectorFileEntry) -> String {
    let url = entry.url.standardizedFileURL
    return url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
  }

  /// A defect when `file`'s suite already has a file for one of the revisions it holds for (a suite lives in one
  /// file per android-sdk-core revision, whatever revision a run checks); otherwise records it.
  static func duplicateSuiteDefect(_ file: VectorFile, suiteFiles: inout [String: String]) -> VectorDefect? {
    duplicateSuiteDefect(SuiteClaim(file), suiteFiles: &suiteFiles)
  }

  static func duplicateSuiteDefect(_ claim: SuiteClaim, suiteFiles: inout [String: String]) -> VectorDefect? {
    let keys = (claim.revisions ?? AndroidCoreRevision.allCases.map(\.rawValue)).map { "\(claim.suite)@\($0)" }
    if let other = keys.compactMap({ [suiteFiles] in suiteFiles[$0] }).first {
      return duplicateSuiteDefect(suite: claim.suite, path: claim.path, location: claim.location, firstDefinedBy: other)
    }
    for key in keys { suiteFiles[key] = claim.path }
    return nil
  }

  /// The defect of a second file for `suite`, located at its `suite` member.
  static func duplicateSuiteDefect(suite: String, path: String, location: SourceLocation, firstDefinedBy other: String) -> VectorDefect {
    VectorDefect(file: path, location: location, pointer: JSONPointer.root.appending("suite"),
                 message: "suite \"\(suite)\" is also defined by \(other)",
                 help: "a suite lives in one file: move these cases there")
  }

  /// The vector files of one path argument, and a defect for every `*.json` path that cannot be one: a FIFO,
  /// socket or device, a dangling or looping symbolic link, a link leading out of the folder or to a folder.
  /// Nothing named like a vector file is skipped without a word.
  private static func discover(_ path: String, display: String) -> ([VectorFileEntry], [VectorDefect]) {
    let rootURL = URL(fileURLWithPath: path)
    switch FileNode.kind(following: path) {
    case .missing(let reason):
      return ([], [ioDefect(path, reason)])
    case .regular:
      return ([VectorFileEntry(display: display, relative: rootURL.lastPathComponent, url: rootURL)], [])
    case .other(let what):
      return ([], [ioDefect(path, "not a regular file but \(what)")])
    case .directory:
      break
    }
    guard let rootReal = FileNode.realPath(path) else { return ([], [ioDefect(path, "cannot resolve the folder")]) }
    var listingProblems: [VectorDefect] = []
    let walker = FileManager.default.enumerator(at: rootURL, includingPropertiesForKeys: nil, options: []) { url, error in
      listingProblems.append(ioDefect(url.path, "cannot list: \(error.localizedDescription)"))
      return true
    }
    guard let walker else { return ([], [ioDefect(path, "cannot list the folder")]) }
    let displayRoot = display.hasSuffix("/") ? String(display.dropLast()) : display
    let rootComponents = rootURL.standardizedFileURL.pathComponents
    var result: [VectorFileEntry] = []
    var defects: [VectorDefect] = []
    for case let url as URL in walker {
      let name = url.lastPathComponent
      let relative = url.standardizedFileURL.pathComponents.dropFirst(rootComponents.count).joined(separator: "/")
      let display = displayRoot + "/" + relative
      let isVectorName = name.hasSuffix(".json") && !name.hasSuffix(".schema.json") && name != AliasMap.fileName
        && name != revisionManifestName
      switch FileNode.kind(of: url.path) {
      case .regular:
        if isVectorName { result.append(VectorFileEntry(display: display, relative: relative, url: url)) }
      case .directory:
        continue
      case .missing(let reason):
        if isVectorName { defects.append(ioDefect(display, reason)) }
      case .other(let what) where what != FileNode.symbolicLink:
        if isVectorName { defects.append(ioDefect(display, "not a regular file but \(what); remove it or replace it by the file")) }
      case .other:
        switch FileNode.linkTarget(url.path, inside: rootReal) {
        case .failure(let problem):
          // A link to a folder may hide vector files whatever its name.
          if isVectorName || problem.leadsToFolder { defects.append(ioDefect(display, problem.message)) }
        case .success(let target):
          if isVectorName {
            result.append(VectorFileEntry(display: display, relative: relative, url: url, linkTarget: target))
          }
        }
      }
    }
    return (result, listingProblems + defects)
  }

  private static func ioDefect(_ path: String, _ message: String) -> VectorDefect {
    VectorDefect(file: path, location: SourceLocation(line: 1, column: 1), pointer: .root,
                 message: message, help: "check the path; parity-check reads a vector file or a folder of them")
  }
}
