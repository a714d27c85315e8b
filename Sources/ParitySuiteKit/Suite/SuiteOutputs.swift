import GeoModel
import OverlayIdentity

// The output shapes several suites share.

extension SubjectOutcome {
  /// The `{"hash": i32}` output of most hash suites.
  public static func hash(_ value: Int32) -> SubjectOutcome { .value(.record(["hash": .int32(value)])) }

  /// A value when the subject could compute it; `notPortable` when the subject says Android's is not reproducible.
  public static func portable<Value>(_ result: Portability<Value>, _ render: (Value) -> ParityValue) -> SubjectOutcome {
    switch result {
    case .portable(let value): return .value(render(value))
    case .notPortable(let reason): return .notPortable(reason: reason)
    }
  }
}

extension ParityValue {
  /// A GeoPoint output: always `lat`, `lng` and `alt`.
  public static func geoPoint(_ point: GeoPoint) -> ParityValue {
    .record(["lat": .double(point.latitude), "lng": .double(point.longitude), "alt": .double(point.altitude)])
  }

  /// A fingerprint's `Int32` fields, in Android's order; a field the subject left nil is `null`.
  public static func fields(_ fields: [(name: String, value: Int32?)]) -> ParityValue {
    .object(fields.map { Field($0.name, $0.value.map(ParityValue.int32) ?? .null) })
  }

  /// The member named `name`, for objects.
  public subscript(name: String) -> ParityValue? {
    guard case .object(let fields) = self else { return nil }
    return fields.first { $0.name == name }?.value
  }
}
