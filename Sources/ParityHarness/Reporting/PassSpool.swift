import Foundation
import ParitySuiteKit

/// Where the JSON and JUnit entries of passing cases go while a run goes, so that a passing case is a counter
/// and a few bytes on disk, not a record in memory.
///
/// The JSON and JUnit reports list every case. With a spool, `Runner.run(paths:)` writes each passing case's
/// entry (byte for byte the one the report renders for a kept result) to the spool's files as the case is judged,
/// and keeps, per suite, where each run of consecutive passes lies (`RunReport.passRuns`). The report is then
/// written around those ranges, in case order, identical to the report of a run that kept every result.
///
/// The files are the caller's (parity-check creates them with unique names and unlinks them at once, so they
/// vanish with the process however it ends); either may be absent when its report is not asked for.
public final class PassSpool: @unchecked Sendable {
  /// A stretch of one spool file.
  public struct Extent: Sendable, Equatable {
    public var offset: Int64
    public var length: Int
  }

  /// The consecutive passing cases of one suite between two kept results (or before the first, after the last).
  public struct Run: Sendable, Equatable {
    public var count = 0
    public var json: [Extent] = []
    public var junit: [Extent] = []
  }

  /// A spool that could not be written: the run's JSON or JUnit report cannot be made.
  public struct Failure: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { "error: cannot write the reports' spool of passing cases: \(reason)" }
  }

  let jsonDescriptor: Int32?
  let junitDescriptor: Int32?
  private let lock = NSLock()
  private var jsonEnd: Int64 = 0
  private var junitEnd: Int64 = 0
  private var failure: String?

  /// `jsonDescriptor` and `junitDescriptor`: open for reading and writing, empty; nil for a report not asked for.
  public init(jsonDescriptor: Int32?, junitDescriptor: Int32?) {
    self.jsonDescriptor = jsonDescriptor
    self.junitDescriptor = junitDescriptor
  }

  /// The first write that failed, if any: the reports cannot be written whole.
  public var failed: Failure? { lock.withLock { failure.map(Failure.init) } }

  /// Appends `bytes` to the JSON (or JUnit) file; where they went.
  func append(_ bytes: [UInt8], junit: Bool) -> Extent? {
    guard !bytes.isEmpty, let descriptor = junit ? junitDescriptor : jsonDescriptor else { return nil }
    return lock.withLock {
      let offset = junit ? junitEnd : jsonEnd
      var written = 0
      while written < bytes.count {
        let count = bytes.withUnsafeBufferPointer {
          pwrite(descriptor, $0.baseAddress! + written, $0.count - written, off_t(offset) + off_t(written))
        }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 {
          if failure == nil { failure = String(cString: strerror(errno)) }
          return nil
        }
        written += count
      }
      if junit { junitEnd += Int64(bytes.count) } else { jsonEnd += Int64(bytes.count) }
      return Extent(offset: offset, length: bytes.count)
    }
  }

  /// Copies `extents` of the JSON (or JUnit) file to `sink`, less `dropLast` bytes at the end.
  func copy(_ extents: [Extent], junit: Bool, dropLast: Int = 0, to sink: ReportSink) {
    guard let descriptor = junit ? junitDescriptor : jsonDescriptor else { return }
    var remaining = extents.reduce(0) { $0 + $1.length } - dropLast
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    for extent in extents where remaining > 0 {
      var done = 0
      let length = min(extent.length, remaining)
      while done < length {
        let count = buffer.withUnsafeMutableBufferPointer {
          pread(descriptor, $0.baseAddress!, min($0.count, length - done), off_t(extent.offset) + off_t(done))
        }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 {
          sink.fail(count < 0 ? String(cString: strerror(errno)) : "the spool of passing cases is shorter than written")
          return
        }
        sink.write(bytes: buffer[0..<count])
        done += count
      }
      remaining -= length
    }
  }

  /// Collects one file's runs of passing cases as the cases are judged (one worker, one file).
  struct Collector {
    let spool: PassSpool
    let suite: String
    private(set) var runs: [Run] = [Run()]
    private var json: [UInt8] = []
    private var junit: [UInt8] = []
    /// Bytes buffered before they go to the spool: a file's passes are not held whole.
    private static let flushSize = 1 << 16

    init(spool: PassSpool, suite: String) {
      self.spool = spool
      self.suite = suite
    }

    mutating func passed(id: String) {
      runs[runs.count - 1].count += 1
      if spool.jsonDescriptor != nil { json += Array(("    " + JSONReport.passedEntry(suite: suite, id: id) + ",\n").utf8) }
      if spool.junitDescriptor != nil { junit += Array(JUnitReport.passedTestcase(suite: suite, id: id).utf8) }
      if json.count >= Self.flushSize || junit.count >= Self.flushSize { flush() }
    }

    /// A kept result follows: the current run ends.
    mutating func kept() {
      flush()
      runs.append(Run())
    }

    /// Every run, the last one flushed.
    mutating func finish() -> [Run] {
      flush()
      return runs
    }

    private mutating func flush() {
      if let extent = spool.append(json, junit: false) { runs[runs.count - 1].json.append(extent) }
      if let extent = spool.append(junit, junit: true) { runs[runs.count - 1].junit.append(extent) }
      json.removeAll(keepingCapacity: true)
      junit.removeAll(keepingCapacity: true)
    }
  }
}
