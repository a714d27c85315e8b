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

/// Why a file's bytes could not be read.
enum FileReadFailure: Error {
  /// Not there, not a regular file, no permission, or an I/O error.
  case unreadable
  /// Larger than `VectorFileSizeLimit.maximumBytes` (its size in bytes).
  case tooLarge(Int)
  /// Still growing after several reads.
  case growing

  var message: String {
    switch self {
    case .unreadable: return "cannot read the file"
    case .tooLarge(let size): return VectorFileSizeLimit.message(size: size)
    case .growing: return "the file grew while it was read (is something writing it?); run again once it is complete"
    }
  }
}

/// Reads a JSON file through the one json-c reader, turning every failure into a located `VectorDefect`.
enum DocumentReading {
  /// `allowingWideIntegers`: see `JSONDocument.init(bytes:reader:allowingWideIntegers:)`.
  static func read(path: String, help: String, allowingWideIntegers: Bool = false) throws -> JSONDocument {
    let bytes: [UInt8]
    do {
      bytes = try Self.bytes(atPath: path)
    } catch {
      throw VectorDefect(file: path, location: SourceLocation(line: 1, column: 1), pointer: .root,
                         message: error.message, help: help)
    }
    return try parse(bytes, path: path, allowingWideIntegers: allowingWideIntegers)
  }

  /// The file's bytes, read straight into the array the parser reads (through `Data` they would be copied once
  /// more, and held twice). Only a regular file, and only up to the size limit, checked on the open file before a
  /// byte is read.
  static func bytes(atPath path: String) throws(FileReadFailure) -> [UInt8] {
    // A file that grows while being read is read again; one that keeps growing is not waited for.
    for _ in 0..<3 {
      if let bytes = try bytesUnlessGrown(atPath: path) { return bytes }
    }
    throw .growing
  }

  /// The bytes, or nil when the file grew while being read.
  private static func bytesUnlessGrown(atPath path: String) throws(FileReadFailure) -> [UInt8]? {
    // Non-blocking, so that opening a FIFO without a writer does not hang; only a regular file is read.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw .unreadable }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, Int(status.st_mode) & Int(S_IFMT) == Int(S_IFREG) else { throw .unreadable }
    let size = max(Int(status.st_size), 0)
    guard size <= VectorFileSizeLimit.maximumBytes else { throw .tooLarge(size) }
    // One byte more than the size: filling it means the file grew while being read.
    var filled = false
    let bytes = try? [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
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
    guard let bytes else { throw .unreadable }
    return filled ? nil : bytes
  }

  static func parse(_ bytes: [UInt8], path: String, reader: JSONReader = .standard,
                    allowingWideIntegers: Bool = false) throws -> JSONDocument {
    let parsed = Result { () throws(JSONLoadError) -> JSONDocument in
      try JSONDocument(bytes: bytes, reader: reader, allowingWideIntegers: allowingWideIntegers)
    }
    switch parsed {
    case .success(let document): return document
    case .failure(let error):
      throw VectorDefect(file: path, location: error.location, pointer: .root, message: error.message, help: error.help)
    }
  }
}
