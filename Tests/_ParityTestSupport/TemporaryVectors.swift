import Foundation

/// A temporary folder of vector files written from strings, removed by `remove()`.
package struct TemporaryVectors {
  package let root: URL

  /// Writes each `relative path: contents` pair below a new temporary folder.
  package init(_ files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("parity-\(UUID().uuidString)")
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
  }

  package var path: String { root.path }

  package func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  package func write(_ relative: String, _ contents: String) throws {
    try Data(contents.utf8).write(to: root.appendingPathComponent(relative))
  }

  package func remove() { try? FileManager.default.removeItem(at: root) }
}

/// Where suite `area.function` lives below a vectors folder: `area/function.json` (the layout rule).
package func layoutPath(suite: String) -> String {
  suite.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/") + ".json"
}

/// A one-suite vector file around the given case lines, in the committed files' layout.
package func vectorFile(suite: String, defaults: String? = nil, cases: [String]) -> String {
  var text = "{\n  \"format\": \"parity-vectors/1\",\n  \"suite\": \"\(suite)\",\n"
  text += "  \"description\": \"fixture\",\n  \"source\": {\"generator\": \"fixture\", \"version\": \"1\"},\n"
  if let defaults { text += "  \"defaults\": \(defaults),\n" }
  text += "  \"cases\": [\n" + cases.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]\n}\n"
  return text
}

/// The folder of the repository this test runs from (for the committed corpus).
package let repositoryRoot: URL = {
  var url = URL(fileURLWithPath: #filePath)
  while url.pathComponents.count > 1 {
    url.deleteLastPathComponent()
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
  }
  return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}()

/// An open, already unlinked temporary file (a pass spool's descriptor): it goes when the descriptor is closed.
package func unlinkedTemporaryFile() throws -> Int32 {
  var template = Array((NSTemporaryDirectory() + "/parity-spool.XXXXXX").utf8CString)
  let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
  guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
  unlink(String(cString: template))
  return descriptor
}
