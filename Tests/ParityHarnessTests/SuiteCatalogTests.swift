import Foundation
import ParitySuiteKit
import ParitySuites
import Testing
import VectorJSON
import _ParityTestSupport

/// The suite declarations are the one place a suite lives in Swift: these tests fail, saying what to add, when a
/// declaration is not wired up.
@Suite struct SuiteCatalogTests {
  /// Every `Suite("name", ...)` written in Sources/ParitySuites, by file.
  static func declaredSuites() throws -> [(name: String, file: String)] {
    let root = repositoryRoot.appendingPathComponent("Sources/ParitySuites")
    let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
    var declared: [(String, String)] = []
    let pattern = try Regex(#"Suite\(\s*"([A-Za-z0-9]+\.[A-Za-z0-9]+)""#)
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: pattern) { declared.append((String(match.output[1].substring!), file)) }
    }
    return declared
  }

  @Test func everyDeclaredSuiteIsRegistered() throws {
    let declared = try Self.declaredSuites()
    #expect(declared.count >= 39)
    let registered = Set(SuiteCatalog.all.map(\.name))
    for (name, file) in declared where !registered.contains(name) {
      Issue.record("suite \(name) is declared in Sources/ParitySuites/\(file) but not registered: add its group's `.all` to SuiteCatalog.all (Sources/ParitySuites/SuiteCatalog.swift)")
    }
    #expect(Set(declared.map(\.name)) == registered)
  }

  @Test func suiteNamesAndSubjectFunctionNamesAreUnique() {
    let names = SuiteCatalog.all.map(\.name)
    #expect(Set(names).count == names.count, "a suite name is declared twice")
    let functions = SuiteCatalog.all.flatMap { $0.coreFunctions.map(\.name) }
    #expect(Set(functions).count == functions.count, "two suites declare a subject function with the same name")
  }

  @Test func everySuiteHasAVectorFileAndAMutant() {
    for suite in SuiteCatalog.all {
      let parts = suite.name.split(separator: ".")
      let path = repositoryRoot.appendingPathComponent("vectors/\(parts[0])/\(parts[1]).json").path
      #expect(FileManager.default.fileExists(atPath: path),
              "suite \(suite.name) has no vectors: create vectors/\(parts[0])/\(parts[1]).json with `tools/jvm-parity/oracle scaffold \(suite.name)`")
      #expect(!suite.mutants.isEmpty, "suite \(suite.name) declares no Mutant: add one that makes a realistic porting mistake")
    }
  }

  @Test func theCoreSubjectFillsEveryFunctionAndAnEmptySubjectNone() throws {
    let empty = ParitySubject(name: "empty")
    for suite in SuiteCatalog.all {
      let input = try #require(Fuzzing.firstDecodedInput(of: suite))
      if case .unsupported = suite.binding.evaluate(input, with: empty) {} else {
        Issue.record("an empty subject should not run \(suite.name)")
      }
      if case .unsupported = suite.binding.evaluate(input, with: .core) {
        Issue.record("the core subject has no function for \(suite.name): give the Suite a `core:` implementation")
      }
    }
  }
}

/// Decodes a suite's own random input, as a case would hold it.
enum Fuzzing {
  static func firstDecodedInput(of suite: Suite) -> (any Sendable)? {
    var source = SplitMix64(seed: 1)
    for _ in 0..<50 {
      let text = suite.randomInput(&source).json
      guard let document = try? JSONDocument(bytes: Array(text.utf8)),
        let input = try? suite.binding.decode(document.root, at: .root)
      else { continue }
      return input
    }
    return nil
  }
}
