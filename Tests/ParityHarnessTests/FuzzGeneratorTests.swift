@testable import ParityFuzzing
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing

/// The fuzzer's input generator: one per suite, deterministic per seed, every input a valid case input.
@Suite struct FuzzGeneratorTests {
  @Test func everySuiteGeneratesInputs() {
    for suite in SuiteCatalog.all.map(\.name) {
      #expect(Fuzzer.inputs(suite: suite, seed: 42, count: 3).count == 3, "suite \(suite)")
    }
  }

  @Test func theSameSeedGivesTheSameInputs() {
    for suite in SuiteCatalog.all.map(\.name) {
      let first = Fuzzer.inputs(suite: suite, seed: 42, count: 40).map(\.json)
      let second = Fuzzer.inputs(suite: suite, seed: 42, count: 40).map(\.json)
      #expect(first == second, "suite \(suite)")
    }
  }

  @Test func anotherSeedGivesOtherInputs() {
    for suite in SuiteCatalog.all.map(\.name) where suite != "javaHash.boolean" {
      let first = Fuzzer.inputs(suite: suite, seed: 1, count: 40).map(\.json)
      let second = Fuzzer.inputs(suite: suite, seed: 2, count: 40).map(\.json)
      #expect(first != second, "suite \(suite)")
    }
  }

  @Test func theSplitMixStreamIsPinned() {
    // A change of the generator's arithmetic would silently change every seed's inputs.
    var source = SplitMix64(seed: 0)
    #expect(source.next() == 0xE220_A839_7B1D_CDAF)
    #expect(source.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test(arguments: SuiteCatalog.all.map(\.name))
  func everyInputDecodesWithTheSuiteBinding(suite: String) throws {
    let check = try #require(DifferentialCheck(suite: suite, subject: .core, tolerance: .exact))
    for input in Fuzzer.inputs(suite: suite, seed: 7, count: 400) {
      let text = input.json
      #expect(text.utf8.allSatisfy { $0 < 0x80 }, "non-ASCII input: \(text.prefix(200))")
      #expect(check.decodes(text), "vector defect in a generated input: \(text.prefix(300))")
    }
  }

  @Test func theEdgeValuesComeUp() {
    let doubles = Fuzzer.inputs(suite: "javaHash.double", seed: 3, count: 3000).map(\.json)
    for needle in ["\"NaN\"", "\"0x", "\"Infinity\"", "\"-Infinity\"", "-0.0", "5e-324", "1.7976931348623157e+308"] {
      #expect(doubles.contains { $0.contains(needle) }, "no \(needle)")
    }
    let strings = Fuzzer.inputs(suite: "javaHash.string", seed: 3, count: 3000).map(\.json)
    #expect(strings.contains { $0.contains("utf16") })
    #expect(strings.contains { $0 == #"{"s": ""}"# })
    let routes = Fuzzer.inputs(suite: "route.cumulativeDistance", seed: 3, count: 3000).map(\.json)
    #expect(routes.contains { $0 == #"{"route": []}"# })
    #expect(routes.contains { $0.utf8.count > 30_000 }, "no long route")
  }
}
