import ParitySuiteKit
import VectorJSON

/// Old case names that now live under new ones (`suite/old-id` → `suite/new-id`), so that renaming a case
/// does not orphan what refers to it (known-divergence entries, `explain`).
///
/// File format: `{"format": "parity-aliases/1", "aliases": {"old/name": "new/name", ...}}`.
package struct AliasMap: Sendable {
  package private(set) var newNameByOldName: [String: String]

  package init(_ newNameByOldName: [String: String] = [:]) {
    self.newNameByOldName = newNameByOldName
  }

  package static let format = "parity-aliases/1"
  /// The alias map's name at the root of a vector folder, where the runner finds it.
  package static let fileName = "aliases.json"

  /// Reads an alias file; throws a located `VectorDefect`.
  package static func load(path: String) throws -> AliasMap {
    let (document, root) = try ConfigFile.read(path: path, format: format, listKey: "aliases")
    guard let aliases = root["aliases"], aliases.kind == .object else {
      throw ConfigFile.defect(path, document, JSONPointer.root.appending("aliases"), "\"aliases\" must be an object of old name to new name")
    }
    var map: [String: String] = [:]
    for old in aliases.keys {
      guard let new = aliases[old]?.stringValue else {
        throw ConfigFile.defect(path, document, JSONPointer.root.appending("aliases").appending(old), "the new name must be a string")
      }
      map[old] = new
    }
    return AliasMap(map)
  }

  /// The current name of `name`, following renames (a chain of them, too).
  package func resolve(_ name: String) -> String {
    var current = name
    var seen: Set<String> = [name]
    while let next = newNameByOldName[current], seen.insert(next).inserted { current = next }
    return current
  }

  /// Every name that leads to `name`, itself included.
  package func names(resolvingTo name: String) -> [String] {
    [name] + newNameByOldName.keys.filter { $0 != name && resolve($0) == name }.sorted()
  }

  /// Every case name `defects(existing:)` asks about (each old name and where it leads): what a caller streaming
  /// a corpus keeps of its case names, instead of all of them.
  package var namesChecked: Set<String> {
    Set(newNameByOldName.keys).union(newNameByOldName.keys.map(resolve))
  }

  /// Aliases that point at a case that does not exist, or whose old name is still a live case.
  package func defects(existing names: Set<String>, path: String) -> [String] {
    newNameByOldName.keys.sorted().compactMap { old in
      let target = resolve(old)
      if names.contains(old) { return "\(path): alias \(old) -> \(target): the old name is still a case; remove the alias or the case" }
      if !names.contains(target) { return "\(path): alias \(old) -> \(target): no such case; a removed id is still referenced" }
      return nil
    }
  }
}

/// The small JSON configuration files next to the vectors, read with the same reader and located errors.
enum ConfigFile {
  static func read(path: String, format: String, listKey: String) throws -> (JSONDocument, JSONValue) {
    let document = try DocumentReading.read(path: path, help: "check the path")
    let root = document.root
    guard root.kind == .object, root["format"]?.stringValue == format else {
      throw defect(path, document, JSONPointer.root.appending("format"), "expected \"format\": \"\(format)\"")
    }
    for key in root.keys where key != "format" && key != listKey {
      throw defect(path, document, JSONPointer.root.appending(key), "unknown field \"\(key)\"")
    }
    return (document, root)
  }

  static func defect(_ path: String, _ document: JSONDocument, _ pointer: JSONPointer, _ message: String) -> VectorDefect {
    VectorDefect(file: path, location: document.location(of: pointer), pointer: pointer, message: message,
                 help: "see docs/known-divergences.md")
  }
}
