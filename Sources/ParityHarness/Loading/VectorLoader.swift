import Foundation
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

/// Finds and loads vector files: a file, or every `*.json` below a folder (not `*.schema.json`, nor the alias
/// map `aliases.json`), sorted.
public enum VectorLoader {
  public static func load(paths: [String]) -> VectorSet {
    var found: [(display: String, relative: String, absolute: URL)] = []
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
    let entries = found

    // Files parse independently; json-c is thread-safe per tokener, so both cores share the work.
    let slots = ResultSlots<(bytes: [UInt8], parsed: VectorFileParser.Parsed)>(count: found.count)
    DispatchQueue.concurrentPerform(iterations: found.count) { index in
      let entry = entries[index]
      guard let data = FileManager.default.contents(atPath: entry.absolute.path) else {
        slots[index] = ([], VectorFileParser.Parsed(file: nil, defects: [ioDefect(entry.display, "cannot read the file")]))
        return
      }
      let bytes = [UInt8](data)
      do {
        let document = try JSONDocument(bytes: bytes)
        slots[index] = (bytes, VectorFileParser.parse(document, path: entry.display))
      } catch let error as JSONLoadError {
        let defect = VectorDefect(file: entry.display, location: error.location, pointer: .root,
                                  message: error.message, help: error.help)
        slots[index] = (bytes, VectorFileParser.Parsed(file: nil, defects: [defect]))
      } catch {
        slots[index] = (bytes, VectorFileParser.Parsed(file: nil, defects: [ioDefect(entry.display, "\(error)")]))
      }
    }

    var files: [VectorFile] = []
    var digestInput: [(relativePath: String, bytes: [UInt8])] = []
    var suiteFiles: [String: String] = [:]
    for (index, entry) in found.enumerated() {
      guard let result = slots[index] else { continue }
      digestInput.append((entry.relative, result.bytes))
      defects += result.parsed.defects
      guard let file = result.parsed.file else { continue }
      if let other = suiteFiles[file.suite] {
        defects.append(VectorDefect(
          file: file.path, location: file.location(of: JSONPointer.root.appending("suite")),
          pointer: JSONPointer.root.appending("suite"),
          message: "suite \"\(file.suite)\" is also defined by \(other)",
          help: "a suite lives in one file: move these cases there"))
        continue
      }
      suiteFiles[file.suite] = file.path
      files.append(file)
    }
    return VectorSet(files: files, defects: defects, digest: VectorSetDigest(files: digestInput), fileCount: found.count)
  }

  private static func discover(_ path: String) throws -> [(display: String, relative: String, absolute: URL)] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ioDefect(path, "no such file or folder")
    }
    let rootURL = URL(fileURLWithPath: path)
    if !isDirectory.boolValue {
      return [(path, rootURL.lastPathComponent, rootURL)]
    }
    guard let walker = FileManager.default.enumerator(at: rootURL, includingPropertiesForKeys: [.isRegularFileKey]) else {
      throw ioDefect(path, "cannot list the folder")
    }
    let displayRoot = path.hasSuffix("/") ? String(path.dropLast()) : path
    let rootComponents = rootURL.standardizedFileURL.pathComponents
    var result: [(display: String, relative: String, absolute: URL)] = []
    for case let url as URL in walker {
      let name = url.lastPathComponent
      guard name.hasSuffix(".json"), !name.hasSuffix(".schema.json"), name != AliasMap.fileName,
        (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
      else { continue }
      let relative = url.standardizedFileURL.pathComponents.dropFirst(rootComponents.count).joined(separator: "/")
      result.append((displayRoot + "/" + relative, relative, url))
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
