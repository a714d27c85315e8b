import Foundation
import ParitySuiteKit
import VectorJSON

/// Reads a JSON file through the one json-c reader, turning every failure into a located `VectorDefect`.
enum DocumentReading {
  static func read(path: String, help: String) throws -> JSONDocument {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw VectorDefect(file: path, location: SourceLocation(line: 1, column: 1), pointer: .root,
                         message: "cannot read the file", help: help)
    }
    return try parse([UInt8](data), path: path)
  }

  static func parse(_ bytes: [UInt8], path: String, reader: JSONReader = .standard) throws -> JSONDocument {
    let parsed = Result { () throws(JSONLoadError) -> JSONDocument in try JSONDocument(bytes: bytes, reader: reader) }
    switch parsed {
    case .success(let document): return document
    case .failure(let error):
      throw VectorDefect(file: path, location: error.location, pointer: .root, message: error.message, help: error.help)
    }
  }
}
