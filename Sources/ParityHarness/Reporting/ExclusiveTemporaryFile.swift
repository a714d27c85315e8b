#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file a report is written to before it is renamed into place: created with
/// `mkstemp` (`O_CREAT | O_EXCL`) under a name no other file has, `.NAME.XXXXXX` beside the report, so a symbolic
/// link planted at a predictable name is never written through. parity-check's reports and ParityTesting's
/// session reports are both written through it.
package enum ExclusiveTemporaryFile {
  /// Creates the file beside `path`, readable as a report is (0644 under the umask): its descriptor and name, or
  /// nil with `errno` saying why.
  package static func create(beside path: String) -> (descriptor: Int32, path: String)? {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array((folder + "." + name + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return nil }
    let mask = umask(0o022)
    umask(mask)
    fchmod(descriptor, 0o644 & ~mask)
    return (descriptor, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
  }

  /// Writes the file `path` whole or not at all: `write` fills a temporary file made by `create(beside:)`, which
  /// is renamed onto `path` once everything was written. On any failure the temporary file is removed and the
  /// error says why (the system's reason); `path` is then left as it was.
  package static func replace(_ path: String, _ write: (ReportSink) -> Void) throws(WriteFailure) {
    guard let (descriptor, temporary) = create(beside: path) else { throw WriteFailure(path: path, reason: systemReason()) }
    var renamed = false
    defer { if !renamed { unlink(temporary) } }
    let sink = ReportSink(descriptor: descriptor)
    write(sink)
    let flushed = sink.flush()
    let closed = close(descriptor) == 0
    guard flushed else { throw WriteFailure(path: path, reason: sink.failure ?? "a write failed") }
    guard closed else { throw WriteFailure(path: path, reason: systemReason()) }
    guard rename(temporary, path) == 0 else { throw WriteFailure(path: path, reason: systemReason()) }
    renamed = true
  }

  /// A file that could not be written, and why.
  package struct WriteFailure: Error, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "cannot write \(path): \(reason)" }
  }

  private static func systemReason() -> String { String(cString: strerror(errno)) }
}
