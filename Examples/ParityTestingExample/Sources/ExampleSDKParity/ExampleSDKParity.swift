import ExampleSDK
import Foundation
import ParityTestingCore

/// The SDK's functions as a parity subject: each suite's input mapped to the SDK's types exactly (Kotlin Int →
/// Int32, Long → Int64, Float → Float), each output passed on as the SDK returns it (a nil stays nil).
public enum ExampleSDKParity {
  public static let sdk: ParitySubject = {
    var subject = ParitySubject(name: "example-sdk")
    subject.intHash = { JavaHashes.int($0) }
    subject.longHash = { JavaHashes.long($0) }
    subject.floatHash = { JavaHashes.float($0) }
    subject.booleanHash = { JavaHashes.boolean($0) }
    subject.stringHash = { JavaHashes.string(utf16: $0.utf16) }
    subject.valueHash = { value in value.map(extra)?.javaHashCode ?? 0 }
    subject.geoPointHash = { point($0).javaHashCode }
    subject.markerFingerprint = { state in
      guard let fingerprint = marker(state).fingerprint else { return .notPortable(reason: "animated marker") }
      return .portable(MarkerFingerprintOutput(
        id: fingerprint.id, icon: fingerprint.icon, clickable: fingerprint.clickable, draggable: fingerprint.draggable,
        latitude: fingerprint.latitude, longitude: fingerprint.longitude, animation: fingerprint.animation,
        zIndex: fingerprint.zIndex))
    }
    return subject
  }()

  /// The subject the tests check: the SDK; or, for this package's own tests of ParityTesting, the core
  /// (`PARITY_EXAMPLE_SUBJECT=core`: the same tests pass on a correct implementation) or an SDK whose
  /// `javaHash.int` never returns for Int.MAX_VALUE (`=hang`). The child process reads the same variable.
  public static var subject: ParitySubject {
    switch ProcessInfo.processInfo.environment["PARITY_EXAMPLE_SUBJECT"] {
    case "core": return .core
    case "hang":
      var hanging = sdk
      hanging.intHash = { value in
        while value == .max { Thread.sleep(forTimeInterval: 3600) }
        return JavaHashes.int(value)
      }
      return hanging
    default: return sdk
    }
  }

  /// The suites the SDK implements (`PARITY_EXAMPLE_SUITES=a,b` runs fewer).
  public static var suites: [String] {
    if let list = ProcessInfo.processInfo.environment["PARITY_EXAMPLE_SUITES"] { return list.split(separator: ",").map(String.init) }
    return [
      "javaHash.int", "javaHash.long", "javaHash.float", "javaHash.boolean", "javaHash.string", "javaHash.value",
      "geoPoint.hash", "marker.fingerprint",
    ]
  }

  /// Seconds a case may take (`PARITY_EXAMPLE_CASE_TIMEOUT`, default 30).
  public static var caseTimeout: Double {
    ProcessInfo.processInfo.environment["PARITY_EXAMPLE_CASE_TIMEOUT"].flatMap(Double.init) ?? 30
  }

  static func point(_ point: GeoPoint) -> MapPoint {
    MapPoint(latitude: point.latitude, longitude: point.longitude, altitude: point.altitude)
  }

  static func extra(_ value: JavaValue) -> Extra {
    switch value {
    case .int(let value): return .int(value)
    case .long(let value): return .long(value)
    case .float(let value): return .float(value)
    case .double(let value): return .double(value)
    case .boolean(let value): return .boolean(value)
    case .string(let value): return .string(value.utf16)
    case .list(let elements): return .list(elements.map { $0.map(extra) })
    case .map(let entries): return .map(entries.map { (key: $0.key.map(extra), value: $0.value.map(extra)) })
    case .dataClass(let fields): return .dataClass(fields.map { $0.map(extra) })
    }
  }

  static func marker(_ state: MarkerState) -> Marker {
    var marker = Marker(position: point(state.position))
    marker.id = state.id.map { String(decoding: $0.utf16, as: UTF16.self) }
    marker.extra = state.extra.map(extra)
    marker.icon = state.iconHash
    marker.clickable = state.clickable
    marker.draggable = state.draggable
    marker.zIndex = state.zIndex
    marker.isAnimated = state.animation != nil
    return marker
  }
}
