@testable import ParityFuzzing
import ParityHarness
import ParitySuiteKit
import ParitySuites
import VectorJSON

/// An oracle that needs no JVM: it answers like a mutant-free core, by running the core subject through the
/// suite's binding and writing its result in the vector format.
final class FuzzFakeOracle: OracleConnection {
  private var queue: [OracleRequest] = []
  private(set) var requestCount = 0

  func send(_ requests: [OracleRequest]) throws {
    queue += requests
    requestCount += requests.count
  }

  func receive(_ count: Int) throws -> [OracleAnswer] {
    let batch = queue.prefix(count)
    queue.removeFirst(batch.count)
    return batch.map(Self.answer)
  }

  static func answer(_ request: OracleRequest) -> OracleAnswer {
    guard let binding = SuiteCatalog.binding(for: request.suite),
      let document = try? JSONDocument(bytes: Array(request.input.utf8))
    else { return .failure("unknown suite or unreadable input") }
    return withExtendedLifetime(document) {
      guard let input = try? binding.decode(document.root, at: .root) else { return .failure("bad input") }
      switch binding.evaluate(input, with: .core) {
      case .value(let value): return .expected(fuzzValue(value).json)
      case .rejected(let code, let index):
        return .expected("{\"error\": \"\(code)\"" + (index.map { ", \"index\": \($0)" } ?? "") + "}")
      case .notPortable(let reason): return .expected(ParityValue.record(["notPortable": .text(oracleReason(request.suite) ?? reason)]).json)
      case .unsupported, .failed, .mismatchedInput: return .failure("the core cannot compute it")
      }
    }
  }

  /// What the oracle would say where the core says not portable: the suite's first declared reason, its numbers 0
  /// (the core words the fact its own way, which no reader takes as a vector's reason).
  private static func oracleReason(_ suite: String) -> String? {
    SuiteCatalog.suite(named: suite)?.notPortableReasons.first.map {
      $0.template.replacing(NotPortableReason.placeholder, with: "0")
    }
  }

  private static func fuzzValue(_ value: ParityValue) -> ParityValue {
    switch value {
    case .int32(let x): return .int32(x)
    case .int64(let x): return .int64(x)
    case .double(let x): return .double(x)
    case .float(let x): return .float(x)
    case .bool(let x): return .bool(x)
    case .string(let units): return .string(units)
    case .null: return .null
    case .array(let elements): return .array(elements.map(fuzzValue))
    case .object(let fields): return .object(fields.map { ParityValue.Field($0.name, fuzzValue($0.value)) })
    }
  }
}
