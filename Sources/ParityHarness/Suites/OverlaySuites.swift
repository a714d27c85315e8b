import JavaHashing
import OverlayIdentity

/// `marker.*`, `circle.*`, `polyline.*`, `polygon.*`: auto IDs, hash codes and fingerprints (semantics §3–§6).
enum OverlaySuites {
  static let all: [SuiteBinding] = [
    SuiteBinding("marker.id", decode: marker) { input, subject in
      try subject.markerID.map { .portable(try $0(input)) { .record(["id": .string($0.utf16)]) } }
    },
    SuiteBinding("marker.hash", decode: marker) { input, subject in
      try subject.markerHash.map { .hash(try $0(input)) }
    },
    SuiteBinding("marker.fingerprint", decode: marker) { input, subject in
      try subject.markerFingerprint.map { .portable(try $0(input)) { .fields($0.fields) } }
    },
    SuiteBinding("circle.id", decode: circle) { input, subject in
      try subject.circleID.map { .value(.record(["id": .string(try $0(input).utf16)])) }
    },
    SuiteBinding("circle.hash", decode: circle) { input, subject in
      try subject.circleHash.map { .hash(try $0(input)) }
    },
    SuiteBinding("circle.fingerprint", decode: circle) { input, subject in
      try subject.circleFingerprint.map { .value(.fields(try $0(input).fields)) }
    },
    SuiteBinding("polyline.id", decode: polyline) { input, subject in
      try subject.polylineID.map { .value(.record(["id": .string(try $0(input).utf16)])) }
    },
    SuiteBinding("polyline.hash", decode: polyline) { input, subject in
      try subject.polylineHash.map { .hash(try $0(input)) }
    },
    SuiteBinding("polyline.fingerprint", decode: polyline) { input, subject in
      try subject.polylineFingerprint.map { .value(.fields(try $0(input).fields)) }
    },
    SuiteBinding("polygon.id", decode: polygon) { input, subject in
      try subject.polygonID.map { .value(.record(["id": .string(try $0(input).utf16)])) }
    },
    SuiteBinding("polygon.hash", decode: polygon) { input, subject in
      try subject.polygonHash.map { .hash(try $0(input)) }
    },
    SuiteBinding("polygon.fingerprint", decode: polygon) { input, subject in
      try subject.polygonFingerprint.map { .value(.fields(try $0(input).fields)) }
    },
  ]

  private static func marker(_ reader: inout InputReader) throws -> MarkerState {
    MarkerState(
      position: try reader.required("position", CoreValueDecoding.geoPoint),
      id: try reader.nullable("id", CoreValueDecoding.javaString),
      extra: try reader.nullable("extra", CoreValueDecoding.javaValue) ?? nil,
      iconHash: try reader.nullable("icon", ScalarDecoding.int32),
      clickable: try reader.optional("clickable", default: true, ScalarDecoding.bool),
      draggable: try reader.optional("draggable", default: false, ScalarDecoding.bool),
      zIndex: try reader.nullable("zIndex", ScalarDecoding.int32),
      animation: try reader.nullable("animation", ScalarDecoding.string).map(MarkerAnimation.init(name:)))
  }

  private static func circle(_ reader: inout InputReader) throws -> CircleState {
    CircleState(
      center: try reader.required("center", CoreValueDecoding.geoPoint),
      radiusMeters: try reader.required("radiusMeters", ScalarDecoding.double),
      id: try reader.nullable("id", CoreValueDecoding.javaString),
      clickable: try reader.optional("clickable", default: true, ScalarDecoding.bool),
      geodesic: try reader.optional("geodesic", default: true, ScalarDecoding.bool),
      strokeColor: Color(argb: try reader.optional("strokeColor", default: Color.red.argb, ScalarDecoding.int32)),
      strokeWidth: Dp(try reader.optional("strokeWidth", default: 1, ScalarDecoding.float)),
      fillColor: Color(argb: try reader.optional("fillColor", default: CircleState.defaultFillColor.argb, ScalarDecoding.int32)),
      zIndex: try reader.nullable("zIndex", ScalarDecoding.int32),
      extra: try reader.nullable("extra", CoreValueDecoding.javaValue) ?? nil)
  }

  private static func polyline(_ reader: inout InputReader) throws -> PolylineState {
    PolylineState(
      points: try reader.required("points", CoreValueDecoding.geoPoints),
      id: try reader.nullable("id", CoreValueDecoding.javaString),
      strokeColor: Color(argb: try reader.optional("strokeColor", default: Color.black.argb, ScalarDecoding.int32)),
      strokeWidth: Dp(try reader.optional("strokeWidth", default: 1, ScalarDecoding.float)),
      geodesic: try reader.optional("geodesic", default: false, ScalarDecoding.bool),
      clickable: try reader.optional("clickable", default: true, ScalarDecoding.bool),
      zIndex: try reader.optional("zIndex", default: 0, ScalarDecoding.int32),
      extra: try reader.nullable("extra", CoreValueDecoding.javaValue) ?? nil)
  }

  private static func polygon(_ reader: inout InputReader) throws -> PolygonState {
    PolygonState(
      points: try reader.required("points", CoreValueDecoding.geoPoints),
      holes: try reader.optional("holes", default: []) { try InputReader.array($0, at: $1, CoreValueDecoding.geoPoints) },
      id: try reader.nullable("id", CoreValueDecoding.javaString),
      strokeColor: Color(argb: try reader.optional("strokeColor", default: Color.black.argb, ScalarDecoding.int32)),
      strokeWidth: Dp(try reader.optional("strokeWidth", default: 2, ScalarDecoding.float)),
      fillColor: Color(argb: try reader.optional("fillColor", default: Color.transparent.argb, ScalarDecoding.int32)),
      geodesic: try reader.optional("geodesic", default: false, ScalarDecoding.bool),
      clickable: try reader.optional("clickable", default: true, ScalarDecoding.bool),
      zIndex: try reader.optional("zIndex", default: 0, ScalarDecoding.int32),
      extra: try reader.nullable("extra", CoreValueDecoding.javaValue) ?? nil)
  }
}

extension SubjectOutcome {
  /// A value when the subject could compute it; `notPortable` when the subject says Android's is not reproducible.
  static func portable<Value>(_ result: Portability<Value>, _ render: (Value) -> ParityValue) -> SubjectOutcome {
    switch result {
    case .portable(let value): return .value(render(value))
    case .notPortable(let reason): return .notPortable(reason: reason)
    }
  }
}

extension ParityValue {
  /// A fingerprint's `Int32` fields, in Android's order; a field the subject left nil is `null`.
  static func fields(_ fields: [(name: String, value: Int32?)]) -> ParityValue {
    .object(fields.map { Field($0.name, $0.value.map(ParityValue.int32) ?? .null) })
  }
}
