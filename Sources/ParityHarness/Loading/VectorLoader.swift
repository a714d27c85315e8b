import Foundation
import OverlayIdentity
import VectorJSON

/// The vector files found under some paths, loaded, with every defect found on the way.
public struct VectorSet: Sendable {
  public var files: [VectorFile]
  public var defects: [VectorDefect]
  public var digest: VectorSetDigest
  /// How many files were found (including those that did not load).
  public var fileCount: Int

  /// Every case's global name, `suite/id`.
  public var caseNames: [String] { files.flatMap { file in file.cases.map { "\(file.suite)/\($0.id)" } } }
}

/// A vector file found on disk, before it is read.
public struct VectorFileEntry: Sendable {
  /// The path as reported to people: the root as given, then the path below it.
  public var display: String
  /// The path below its root, '/'-separated: what the digest covers.
  public var relative: String
  public var url: URL
}

/// A vector file read and parsed: its layout checked, its bytes hashed for the digest, the bytes themselves
/// not kept.
struct LoadedVectorFile: Sendable {
  var entry: VectorFileEntry
  var sha256: String
  var file: VectorFile?
  var defects: [VectorDefect]
}

/// Finds and loads vector files: a file, or every `*.json` below a folder (not `*.schema.json`, nor the alias
/// map `aliases.json`), sorted.
public enum VectorLoader {
  /// Loads every file into memory, for commands that look at the corpus as a whole (`validate`, `explain`,
  /// `list`). A check streams instead: see `Runner.run(paths:)`.
  public static func load(paths: [String]) -> VectorSet {
    let (entries, discoveryDefects) = discover(paths: paths)
    let slots = ResultSlots<LoadedVectorFile>(count: entries.count)
    DispatchQueue.concurrentPerform(iterations: entries.count) { index in
      slots[index] = loadFile(entries[index])
    }
    let loaded = entries.indices.compactMap { slots[$0] }
    var defects = discoveryDefects
    var files: [VectorFile] = []
    var suiteFiles: [String: String] = [:]
    for one in loaded {
      defects += one.defects
      guard let file = one.file else { continue }
      if let defect = duplicateSuiteDefect(file, suiteFiles: &suiteFiles) {
        defects.append(defect)
        continue
      }
      files.append(file)
    }
    let digest = VectorSetDigest(fileDigests: loaded.map { ($0.entry.relative, $0.sha256) })
    return VectorSet(files: files, defects: defects, digest: digest, fileCount: entries.count)
  }

  /// The vector files under `paths`, sorted by their displayed path.
  public static func discover(paths: [String]) -> (entries: [VectorFileEntry], defects: [VectorDefect]) {
    var found: [VectorFileEntry] = []
    var defects: [VectorDefect] = []
    for path in paths {
      do {
        found += try discover(path)
      } catch let defect as VectorDefect {
        defects.append(defect)
      } catch {
        defects.append(ioDefect(path, "\(error)"))
      }
    }
    found.sort { $0.display.utf8.lexicographicallyPrecedes($1.display.utf8) }
    return (found, defects)
  }

  /// Reads, hashes and parses one file.
  static func loadFile(_ entry: VectorFileEntry) -> LoadedVectorFile {
    guard let data = FileManager.default.contents(atPath: entry.url.path) else {
      return LoadedVectorFile(entry: entry, sha256: SHA256.hexDigest(of: [UInt8]()), file: nil,
                              defects: [ioDefect(entry.display, "cannot read the file")])
    }
    let bytes = [UInt8](data)
    let sha256 = SHA256.hexDigest(of: bytes)
    do {
      let parsed = VectorFileParser.parse(try DocumentReading.parse(bytes, path: entry.display), path: entry.display)
      return LoadedVectorFile(entry: entry, sha256: sha256, file: parsed.file, defects: parsed.defects)
    } catch let defect as VectorDefect {
      return LoadedVectorFile(entry: entry, sha256: sha256, file: nil, defects: [defect])
    } catch {
      return LoadedVectorFile(entry: entry, sha256: sha256, file: nil, defects: [ioDefect(entry.display, "\(error)")])
    }
  }

  /// A defect when `file`'s suite already has a file for one of the revisions it holds for (a suite lives in one
  /// file per android-sdk-core revision); otherwise records it.
  static func duplicateSuiteDefect(_ file: VectorFile, suiteFiles: inout [String: String]) -> VectorDefect? {
    let keys = (file.revisions ?? AndroidCoreRevision.allCases.map(\.rawValue)).map { "\(file.suite)@\($0)" }
    if let other = keys.compactMap({ [suiteFiles] in suiteFiles[$0] }).first {
      return duplicateSuiteDefect(suite: file.suite, path: file.path,
                                  location: file.location(of: JSONPointer.root.appending("suite")), firstDefinedBy: other)
    }
    for key in keys { suiteFiles[key] = file.path }
    return nil
  }

  /// The defect of a second file for `suite`, located at its `suite` member.
  static func duplicateSuiteDefect(suite: String, path: String, location: SourceLocation, firstDefinedBy other: String) -> VectorDefect {
    VectorDefect(file: path, location: location, pointer: JSONPointer.root.appending("suite"),
                 message: "suite \"\(suite)\" is also defined by \(other)",
                 help: "a suite lives in one file: move these cases there")
  }

  private static func discover(_ path: String) throws -> [VectorFileEntry] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ioDefect(path, "no such file or folder")
    }
    let rootURL = URL(fileURLWithPath: path)
    if !isDirectory.boolValue {
      return [VectorFileEntry(display: path, relative: rootURL.lastPathComponent, url: rootURL)]
    }
    guard let walker = FileManager.default.enumerator(at: rootURL, includingPropertiesForKeys: [.isRegularFileKey]) else {
      throw ioDefect(path, "cannot list the folder")
    }
    let displayRoot = path.hasSuffix("/") ? String(path.dropLast()) : path
    let rootComponents = rootURL.standardizedFileURL.pathComponents
    var result: [VectorFileEntry] = []
    for case let url as URL in walker {
      let name = url.lastPathComponent
      guard name.hasSuffix(".json"), !name.hasSuffix(".schema.json"), name != AliasMap.fileName,
        (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
      else { continue }
      let relative = url.standardizedFileURL.pathComponents.dropFirst(rootComponents.count).joined(separator: "/")
      result.append(VectorFileEntry(display: displayRoot + "/" + relative, relative: relative, url: url))
    }
    return result
  }

  private static func ioDefect(_ path: String, _ message: String) -> VectorDefect {
    VectorDefect(file: path, location: SourceLocation(line: 1, column: 1), pointer: .root,
                 message: message, help: "check the path; parity-check reads a vector file or a folder of them")
  }
}

/// Fixed slots that concurrent workers fill, one slot each.
final class ResultSlots<Element>: @unchecked Sendable {
  private var storage: [Element?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  subscript(index: Int) -> Element? {
    get { lock.withLock { storage[index] } }
    set { lock.withLock { storage[index] = newValue } }
  }
}
