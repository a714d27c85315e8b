import ArgumentParser
import ParitySuiteKit
import ParitySuites
import VectorJSON

/// `parity-check catalog`: what the suite declarations say, in the forms derived from them (docs/suites.md's
/// tables, the JSON Schema's per-suite fields). tools/generate-catalog writes both and checks they are current.
struct Catalog: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the suite catalogue derived from the suite declarations (docs tables or schema definitions).")

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case markdown, schema, adapters
  }

  @Option(help: """
    markdown: docs/suites.md's generated block; schema: the per-suite definitions of the JSON Schema; adapters: \
    each suite's subject functions as an adapter writes them, the error codes' origins and the not-portable \
    reasons' constants, as JSON (docs/adapter-reference.md is generated from it).
    """)
  var format: Format = .markdown

  func run() throws {
    switch format {
    case .markdown: print(CatalogMarkdown.render(SuiteCatalog.all), terminator: "")
    case .schema:
      var rendered: [(suite: Suite, expected: [String])] = []
      for suite in SuiteCatalog.all {
        guard let expected = ExpectedFields.derive(for: suite) else {
          printToStandardError("error: suite \(suite.name): no random input gave the core a value in "
                               + "\(ExpectedFields.attempts) tries, so its expected fields cannot be derived; "
                               + "check its randomInput and core functions in Sources/ParitySuites")
          throw ExitCode(2)
        }
        rendered.append((suite, expected))
      }
      print(CatalogSchema.render(rendered))
    case .adapters:
      let missing = ContractErrorCodes.all.filter { ContractErrorCodes.origins[$0] == nil }
      if !missing.isEmpty {
        printToStandardError("error: error codes without an origin: \(missing.joined(separator: ", ")); "
                             + "add them to ContractErrorCodes.origins (Sources/ParitySuiteKit/Subject/ErrorOrigin.swift)")
        throw ExitCode(2)
      }
      print(CatalogAdapters.render(SuiteCatalog.all))
    }
  }
}

/// The Swift half of docs/adapter-reference.md: what an adapter binds for each suite, in `Parity` names, with the
/// error codes' origins and the public constants of the not-portable reasons (tools/lib/adapter_reference.py
/// merges it with the JVM kit's keys and the web runner's suites).
enum CatalogAdapters {
  static func render(_ suites: [Suite]) -> String {
    let suiteEntries = suites.map { suite in
      let functions = suite.adapterFunctions.map {
        "{\"key\": \(quoted($0.key)), \"input\": \(quoted($0.input)), \"output\": \(quoted($0.output))}"
      }
      return "{\"suite\": \(quoted(suite.name)), \"input\": \(quoted(suite.documentation.input)), "
        + "\"expected\": \(quoted(suite.documentation.expected)), \"functions\": [\(functions.joined(separator: ", "))]}"
    }
    let codes = ContractErrorCodes.all.compactMap { code in
      ContractErrorCodes.origins[code].map {
        "{\"code\": \(quoted(code)), \"origin\": \(quoted($0.origin.rawValue)), \"meaning\": \(quoted($0.meaning))}"
      }
    }
    let reasons = NotPortableReasons.constants.flatMap { constant in
      constant.suites.map { "{\"suite\": \(quoted($0)), \"swift\": \(quoted(constant.spelling))}" }
    }
    let sections: [(name: String, entries: [String])] = [
      ("suites", suiteEntries), ("errorCodes", codes), ("notPortableReasons", reasons),
    ]
    let rendered = sections.map { "\(quoted($0.name)): [\n" + $0.entries.joined(separator: ",\n") + "\n]" }
    return "{" + rendered.joined(separator: ",\n") + "}"
  }

  private static func quoted(_ text: String) -> String { Escaping.json(text) }
}

/// docs/suites.md's tables: one section a family (the part of the suite name before the dot).
enum CatalogMarkdown {
  static func render(_ suites: [Suite]) -> String {
    var families: [(name: String, suites: [Suite])] = []
    for suite in suites {
      let family = String(suite.name.prefix { $0 != "." })
      if let index = families.firstIndex(where: { $0.name == family }) {
        families[index].suites.append(suite)
      } else {
        families.append((family, [suite]))
      }
    }
    var text = ""
    for family in families {
      text += "\n## `\(family.name).*`\n\n"
      let inputs = Set(family.suites.map(\.documentation.input))
      if inputs.count == 1, family.suites.count > 1, let input = inputs.first {
        // One input for the whole family (the overlays): said once, not once a row.
        text += "Input of every `\(family.name).*` suite: \(input)\n\n| suite | expected |\n|---|---|\n"
        for suite in family.suites { text += "| `\(suite.name)` | \(cell(suite.documentation.expected)) |\n" }
      } else {
        text += "| suite | input | expected |\n|---|---|---|\n"
        for suite in family.suites {
          text += "| `\(suite.name)` | \(cell(suite.documentation.input)) | \(cell(suite.documentation.expected)) |\n"
        }
      }
      let notes = family.suites.compactMap { suite in suite.documentation.notes.map { "`\(suite.name)`: \($0)" } }
      if !notes.isEmpty { text += "\n" + notes.joined(separator: "\n\n") + "\n" }
    }
    return text
  }

  /// A table cell: a `|` would end it.
  private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}

/// The expected value's top-level fields, as the core writes them for the suite's own random inputs.
enum ExpectedFields {
  static let attempts = 1000

  static func derive(for suite: Suite) -> [String]? {
    var source = SplitMix64.stream(seed: 1, name: suite.name)
    for _ in 0..<attempts {
      let text = suite.randomInput(&source).json
      guard let document = try? JSONDocument(bytes: Array(text.utf8)),
        let input = try? suite.binding.decode(document.root, at: .root)
      else { continue }
      if case .value(.object(let fields)) = suite.binding.evaluate(input, with: .core) { return fields.map(\.name) }
    }
    return nil
  }
}

/// The schema's per-suite definitions: `$defs` entries for each suite's input and expected value, and an
/// `allOf` of if/then rules applying them by the file's `suite`. tools/generate-catalog merges them in.
enum CatalogSchema {
  static func render(_ suites: [(suite: Suite, expected: [String])]) -> String {
    var definitions: [String] = []
    var rules: [String] = []
    for (suite, expected) in suites {
      let input = SuiteFields(notation: suite.documentation.input)
      definitions.append("""
        \(quoted("suite-input:" + suite.name)): {"description": \(quoted("The input of " + suite.name + ": " + suite.documentation.input)), \
        "type": "object", "additionalProperties": false, "required": \(list(input.required)), \
        "properties": {\(input.names.map { "\(quoted($0)): true" }.joined(separator: ", "))}}
        """)
      definitions.append("""
        \(quoted("suite-expected:" + suite.name)): {"description": \(quoted("The expected value of " + suite.name + ": " + suite.documentation.expected)), \
        "anyOf": [{"required": ["error"]}, {"required": ["notPortable"]}, \
        {"additionalProperties": false, "required": \(list(expected)), \
        "properties": {\(expected.map { "\(quoted($0)): true" }.joined(separator: ", "))}}]}
        """)
      rules.append("""
        {"if": {"required": ["suite"], "properties": {"suite": {"const": \(quoted(suite.name))}}}, \
        "then": {"properties": {"cases": {"items": {"properties": {\
        "input": {"$ref": \(quoted("#/$defs/suite-input:" + suite.name))}, \
        "expected": {"$ref": \(quoted("#/$defs/suite-expected:" + suite.name))}}}}}}}
        """)
    }
    return "{\"$defs\": {\n" + definitions.joined(separator: ",\n") + "\n},\n\"allOf\": [\n"
      + rules.joined(separator: ",\n") + "\n]}"
  }

  private static func list(_ names: [String]) -> String { "[" + names.map(quoted).joined(separator: ", ") + "]" }

  /// A JSON string literal, ASCII only, as every report writes them.
  private static func quoted(_ text: String) -> String { Escaping.json(text) }
}
