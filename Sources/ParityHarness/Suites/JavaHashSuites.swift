import JavaHashing

/// `javaHash.*`: the JVM's primitive, collection, Color and Dp hashes (semantics §1).
enum JavaHashSuites {
  static let all: [SuiteBinding] = [
    SuiteBinding("javaHash.string", decode: { try $0.required("s", CoreValueDecoding.javaString) }) { input, subject in
      try subject.stringHash.map { .hash(try $0(input)) }
    },
    SuiteBinding("javaHash.int", decode: { try $0.required("value", ScalarDecoding.int32) }) { input, subject in
      try subject.intHash.map { .hash(try $0(input)) }
    },
    SuiteBinding("javaHash.long", decode: { try $0.required("value", ScalarDecoding.int64) }) { input, subject in
      try subject.longHash.map { .hash(try $0(input)) }
    },
    SuiteBinding("javaHash.float", decode: { try $0.required("value", ScalarDecoding.float) }) { input, subject in
      try subject.floatHash.map { .hash(try $0(input)) }
    },
    SuiteBinding("javaHash.double", decode: { try $0.required("value", ScalarDecoding.double) }) { input, subject in
      guard let hash = subject.doubleHash, let bits = subject.doubleToLongBits else { return nil }
      return .value(.record(["hash": .int32(try hash(input)), "bits": .int64(try bits(input))]))
    },
    SuiteBinding("javaHash.boolean", decode: { try $0.required("value", ScalarDecoding.bool) }) { input, subject in
      try subject.booleanHash.map { .hash(try $0(input)) }
    },
    SuiteBinding("javaHash.value", decode: { try $0.required("value", CoreValueDecoding.javaValue) }) { input, subject in
      try subject.valueHash.map { .hash(try $0(input)) }
    },
    SuiteBinding("javaHash.fold", decode: { reader in
      (seed: try reader.required("seed", ScalarDecoding.int32),
       elements: try reader.required("elements") { try InputReader.array($0, at: $1, ScalarDecoding.int32) })
    }) { input, subject in
      try subject.fold31.map { .hash(try $0(input)) }
    },
    SuiteBinding("javaHash.color", decode: decodeColor) { input, subject in
      guard let make = subject.color, let hash = subject.colorHash else { return nil }
      let color = try make(input)
      return .value(.record(["argb": .int32(color.argb), "hash": .int32(try hash(color))]))
    },
    SuiteBinding("javaHash.dp", decode: { Dp(try $0.required("dp", ScalarDecoding.float)) }) { input, subject in
      try subject.dpHash.map { .hash(try $0(input)) }
    },
  ]

  private static func decodeColor(_ reader: inout InputReader) throws -> ColorInput {
    let argb = try reader.nullable("argb", ScalarDecoding.int32)
    let rgba = try reader.nullable("rgba") { try InputReader.array($0, at: $1, ScalarDecoding.int32) }
    let rgbaFloat = try reader.nullable("rgbaFloat") { try InputReader.array($0, at: $1, ScalarDecoding.float) }
    switch (argb, rgba, rgbaFloat) {
    case (let argb?, nil, nil):
      return .argb(argb)
    case (nil, let channels?, nil) where channels.count == 4:
      return .rgba(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
    case (nil, nil, let channels?) where channels.count == 4:
      return .rgbaFloat(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
    default:
      throw DefectReason(at: reader.pointer, "give exactly one of \"argb\", \"rgba\" (4 ints) or \"rgbaFloat\" (4 floats)")
    }
  }
}

extension SubjectOutcome {
  /// The `{"hash": i32}` output shared by most hash suites.
  static func hash(_ value: Int32) -> SubjectOutcome { .value(.record(["hash": .int32(value)])) }
}
