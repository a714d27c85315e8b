import JavaHashing
import ParitySuiteKit

// javaHash.value and javaHash.fold: hashes of nested JVM values and the 31-fold they are built from (semantics §1).

extension SubjectFunctions {
  /// `javaHash.value`: `value?.hashCode() ?: 0` of a JVM value (Int, Long, …, java.util.List, Map, data class).
  public var valueHash: SubjectFunction<JavaValue?, Int32> { SubjectFunction("valueHash") }
  /// `javaHash.fold`: `r = seed; for (x in elements) r = 31 * r + x`.
  public var fold31: SubjectFunction<(seed: Int32, elements: [Int32]), Int32> { SubjectFunction("fold31") }
}

enum JavaHashValueSuites {
  static let all: [Suite] = [
    Suite("javaHash.value",
          input: SuiteInput(
            "`value: JavaValue` (any encoding above, nested)",
            decode: { try $0.required("value", CoreValueDecoding.javaValue) },
            random: { source in
              .record(["value": source.chance(0.01) ? source.deeplyNestedJavaValue(levels: source.int(in: 20...120))
                                                     : source.anyJavaValue(depth: source.int(in: 0...4))])
            }),
          function: \.valueHash, core: .same { $0.javaHashCode }, expected: "`hash: i32`", output: SubjectOutcome.hash,
          mutants: [
            Mutant("list-seed-0", field: "/hash", mistake: "folds java.util.List hashes from seed 0 instead of 1") {
              $0.valueHash = { value in
                func hash(_ value: JavaValue?) -> Int32 {
                  guard case .list(let elements)? = value else { return value.javaHashCode }
                  return JavaHash.h31(seed: 0, elements.map(hash))
                }
                return hash(value)
              }
            },
          ]),
    Suite("javaHash.fold",
          input: SuiteInput(
            "`seed: i32`, `elements: [i32]`",
            decode: { reader in
              (seed: try reader.required("seed", ScalarDecoding.int32),
               elements: try reader.required("elements") { try InputReader.array($0, at: $1, ScalarDecoding.int32) })
            },
            random: { source in
              let count = source.chance(0.01) ? source.int(in: 500...3000) : source.int(in: 0...12)
              return .record(["seed": .int32(source.chance(0.5) ? source.pick([0, 1, 31, 17]) : source.anyInt32()),
                              "elements": .array((0..<count).map { _ in .int32(source.anyInt32()) })])
            }),
          function: \.fold31, core: .same { JavaHash.h31(seed: $0.seed, $0.elements) },
          expected: "`hash: i32` (`h31(seed, elements)`)", output: SubjectOutcome.hash,
          mutants: [
            Mutant("fold-ignores-seed", field: "/hash", mistake: "starts every fold at 0, ignoring the seed") {
              $0.fold31 = { JavaHash.h31(seed: 0, $0.elements) }
            },
          ]),
  ]
}
