import ParitySuiteKit

/// How reports write a cause group (docs/report-format.md, "Causes"): the JSON report's `groups` entries, and the
/// text report's closing blocks.
extension CauseGroup {
  /// The group as the JSON report's `groups` array writes it: `id`, `cause` (the signature in words), `signature`,
  /// `count`, `suites`, `representative`, `examples` and every case (`cases`, in run order).
  package var json: String {
    let names = { (cases: [CaseCause]) in "[" + cases.map { Escaping.json($0.name) }.joined(separator: ", ") + "]" }
    return "{\"id\": \(Escaping.json(id)), \"cause\": \(Escaping.json(signature.words)), "
      + "\"signature\": \(signature.json), \"count\": \(cases.count), "
      + "\"suites\": [\(suites.map(Escaping.json).joined(separator: ", "))], "
      + "\"representative\": \(Escaping.json(representative.name)), \"examples\": \(names(examples)), "
      + "\"cases\": \(names(cases))}"
  }
}

extension CauseSignature {
  /// The signature as a JSON object, its members in the canonical text's order, each only where it applies:
  /// `kind`, `suite`, `fields` [{`field`, `kind`}], `expectedError`, `actualError`, `message`, `frame` {`function`,
  /// `file`}.
  package var json: String {
    var members = ["\"kind\": \(Escaping.json(kind.rawValue))"]
    if let suite { members.append("\"suite\": \(Escaping.json(suite))") }
    if kind == .diverged {
      members.append("\"fields\": [" + fields.map {
        "{\"field\": \(Escaping.json($0.field)), \"kind\": \(Escaping.json($0.kind))}"
      }.joined(separator: ", ") + "]")
    }
    if let expectedError { members.append("\"expectedError\": \(Escaping.json(expectedError))") }
    if let actualError { members.append("\"actualError\": \(Escaping.json(actualError))") }
    if let message { members.append("\"message\": \(Escaping.json(message))") }
    if let frameFunction {
      members.append("\"frame\": {\"function\": \(Escaping.json(frameFunction))"
                     + (frameFile.map { ", \"file\": \(Escaping.json($0))" } ?? "") + "}")
    }
    return "{" + members.joined(separator: ", ") + "}"
  }
}
