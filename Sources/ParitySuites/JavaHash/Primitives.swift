import JavaHashing
import ParitySuiteKit

// javaHash.string, .int, .long, .float, .double, .boolean: the JVM's hashes of its primitive types (semantics §1).

extension SubjectFunctions {
  /// `javaHash.string`: `s.hashCode()` over UTF-16 code units.
  public var stringHash: SubjectFunction<JavaString, Int32> { SubjectFunction("stringHash") }
  /// `javaHash.int`: `value.hashCode()`.
  public var intHash: SubjectFunction<Int32, Int32> { SubjectFunction("intHash") }
  /// `javaHash.long`: `value.hashCode()`.
  public var longHash: SubjectFunction<Int64, Int32> { SubjectFunction("longHash") }
  /// `javaHash.float`: `value.hashCode()` (`floatToIntBits`).
  public var floatHash: SubjectFunction<Float, Int32> { SubjectFunction("floatHash") }
  /// `javaHash.double`, field `hash`: `value.hashCode()`.
  public var doubleHash: SubjectFunction<Double, Int32> { SubjectFunction("doubleHash") }
  /// `javaHash.double`, field `bits`: `java.lang.Double.doubleToLongBits(value)`.
  public var doubleToLongBits: SubjectFunction<Double, Int64> { SubjectFunction("doubleToLongBits") }
  /// `javaHash.boolean`: `value.hashCode()`.
  public var booleanHash: SubjectFunction<Bool, Int32> { SubjectFunction("booleanHash") }
}

enum JavaHashPrimitiveSuites {
  static let all: [Suite] = [
    Suite("javaHash.string",
          input: SuiteInput("`s: str`", decode: { try $0.required("s", CoreValueDecoding.javaString) },
                            random: { .record(["s": .string($0.anyJavaString())]) }),
          function: \.stringHash, core: .same { $0.javaHashCode }, expected: "`hash: i32`", output: SubjectOutcome.hash,
          mutants: [
            Mutant("string-over-scalars", field: "/hash",
                   mistake: "hashes Unicode scalars instead of UTF-16 code units (emoji differ)") {
              $0.stringHash = { string in
                let scalars = String(decoding: string.utf16, as: UTF16.self).unicodeScalars.map { Int32(bitPattern: $0.value) }
                return JavaHash.h31(seed: 0, scalars)
              }
            },
          ]),
    Suite("javaHash.int",
          input: SuiteInput("`value: i32`", decode: { try $0.required("value", ScalarDecoding.int32) },
                            random: { .record(["value": .int32($0.anyInt32())]) }),
          function: \.intHash, core: .same { JavaHash.int($0) }, expected: "`hash: i32`", output: SubjectOutcome.hash,
          mutants: [
            Mutant("int-as-long", field: "/hash", mistake: "widens a Kotlin Int to Long before hashing (negative values differ)") {
              $0.intHash = { JavaHash.long(Int64($0)) }
            },
          ]),
    Suite("javaHash.long",
          input: SuiteInput("`value: i64`", decode: { try $0.required("value", ScalarDecoding.int64) },
                            random: { .record(["value": .int64($0.anyInt64())]) }),
          function: \.longHash, core: .same { JavaHash.long($0) }, expected: "`hash: i32`", output: SubjectOutcome.hash,
          mutants: [
            Mutant("long-as-int", field: "/hash", mistake: "truncates a Kotlin Long to Int and hashes it as an Int") {
              $0.longHash = { Int32(truncatingIfNeeded: $0) }
            },
          ]),
    Suite("javaHash.float",
          input: SuiteInput("`value: f32`", decode: { try $0.required("value", ScalarDecoding.float) },
                            random: { .record(["value": .float($0.anyFloat())]) }),
          function: \.floatHash, core: .same { JavaHash.float($0) }, expected: "`hash: i32` (`floatToIntBits`)",
          output: SubjectOutcome.hash,
          mutants: [
            Mutant("float-as-double", field: "/hash", mistake: "hashes a Float as a Double") {
              $0.floatHash = { JavaHash.double(Double($0)) }
            },
          ]),
    Suite("javaHash.double",
          input: SuiteInput("`value: f64`", decode: { try $0.required("value", ScalarDecoding.double) },
                            random: { .record(["value": .double($0.anyDouble())]) }),
          functions: [CoreFunction(\.doubleHash, .same { JavaHash.double($0) }),
                      CoreFunction(\.doubleToLongBits, .same { JavaHash.doubleToLongBits($0) })],
          expected: "`hash: i32`, `bits: i64` (`doubleToLongBits`)",
          evaluate: { input, subject in
            guard let hash = subject.doubleHash, let bits = subject.doubleToLongBits else { return nil }
            return .value(.record(["hash": .int32(try hash(input)), "bits": .int64(try bits(input))]))
          },
          mutants: [
            Mutant("raw-nan-bits", field: "/bits", mistake: "uses the raw bit pattern, so NaN payloads are not canonicalised") {
              $0.doubleHash = { value in
                let bits = JavaHash.doubleToRawLongBits(value)
                return Int32(truncatingIfNeeded: bits ^ Int64(bitPattern: UInt64(bitPattern: bits) >> 32))
              }
              $0.doubleToLongBits = { JavaHash.doubleToRawLongBits($0) }
            },
          ]),
    Suite("javaHash.boolean",
          input: SuiteInput("`value: bool`", decode: { try $0.required("value", ScalarDecoding.bool) },
                            random: { .record(["value": .bool($0.chance(0.5))]) }),
          function: \.booleanHash, core: .same { JavaHash.boolean($0) }, expected: "`hash: i32`", output: SubjectOutcome.hash,
          mutants: [
            Mutant("boolean-as-string", field: "/hash", mistake: "hashes a Boolean as its text (\"true\".hashCode())") {
              $0.booleanHash = { JavaHash.string($0 ? "true" : "false") }
            },
          ]),
  ]
}
