import GeoModel

/// `geoPoint.*`: GeoPoint's hash, equality, wrapping and validity (semantics §2).
enum GeoPointSuites {
  static let all: [SuiteBinding] = [
    SuiteBinding("geoPoint.hash", decode: point) { input, subject in
      try subject.geoPointHash.map { .hash(try $0(input)) }
    },
    SuiteBinding("geoPoint.equals", decode: { reader in
      (try reader.required("a", CoreValueDecoding.geoPoint), try reader.required("b", CoreValueDecoding.geoPoint))
    }) { input, subject in
      try subject.geoPointEquals.map { .value(.record(["equal": .bool(try $0(input))])) }
    },
    SuiteBinding("geoPoint.wrap", decode: point) { input, subject in
      try subject.geoPointWrap.map { .value(.record(["point": .geoPoint(try $0(input))])) }
    },
    SuiteBinding("geoPoint.normalizeLng", decode: { try $0.required("lng", ScalarDecoding.double) }) { input, subject in
      try subject.normalizeLng.map { .value(.record(["lng": .double(try $0(input))])) }
    },
    SuiteBinding("geoPoint.normalize", decode: point) { input, subject in
      try subject.geoPointNormalize.map { .value(.record(["point": .geoPoint(try $0(input))])) }
    },
    SuiteBinding("geoPoint.isValid", decode: point) { input, subject in
      try subject.geoPointIsValid.map { .value(.record(["valid": .bool(try $0(input))])) }
    },
  ]

  private static func point(_ reader: inout InputReader) throws -> GeoPoint {
    try reader.required("point", CoreValueDecoding.geoPoint)
  }
}

extension ParityValue {
  /// A GeoPoint output: always `lat`, `lng` and `alt`.
  public static func geoPoint(_ point: GeoPoint) -> ParityValue {
    .record(["lat": .double(point.latitude), "lng": .double(point.longitude), "alt": .double(point.altitude)])
  }
}
