import Foundation
import ParitySuiteKit
import VectorJSON

#if canImport(Glibc)
import Glibc
private let readFile = Glibc.read  // `read` alone names `DocumentReading.read(path:help:)` inside the type
#elseif canImport(Darwin)
import Darwin
private let readFile = Darwin.read
#endif

/// Reads a JSON file through the one json-c reader, turning every failure into a located `VectorDefect`.
enum DocumentReading {
  static func read(path: String, help: String) throws -> JSONDocument {
    guard let bytes = bytes(atPath: path) else {
      throw VectorDefect(file: path, location: SourceLocation(line: 1, column: 1), pointer: .root,
                         message: "cannot read the file", help: help)
    }
    return try parse(bytes, path: path)
  }

  /// The file's bytes, read straight into the array the parser reads (through `Data` they would be copied once
  /// more, and held twice); nil when the file cannot be read.
  static func bytes(atPath path: String) -> [UInt8]? {
    // Non-blocking, so that opening a FIFO without a writer does not hang; only a regular file is read.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, Int(status.st_mode) & Int(S_IFMT) == Int(S_IFREG) else { return nil }
    // One byte more than the size: filling it means the file grew while being read, and is read again whole.
    var filled = false
    let bytes = try? [UInt8](unsafeUninitializedCapacity: max(Int(status.st_size), 0) + 1) { buffer, count in
      count = 0
      while count < buffer.count {
        let got = readFile(descriptor, buffer.baseAddress! + count, buffer.count - count)
        if got > 0 {
          count += got
        } else if got == 0 {
          return
        } else if errno != EINTR {
          throw CocoaError(.fileReadUnknown)
        }
      }
      filled = true
    }
    guard let bytes else { return nil }
    return filled ? FileManager.default.contents(atPath: path).map { [UInt8]($0) } : bytes
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
