import GeoModel
import JavaHashing
import VectorJSON

/// Reads the shared encodings of docs/suites.md (GeoPoint, JavaValue, Java strings) into core types.
public enum CoreValueDecoding {
  /// `{"lat": f64, "lng": f64, "alt": f64 = 0.0}`.
  public static func geoPoint(_ value: JSONValue, at pointer: JSONPointer) throws -> GeoPoint {
    try InputReader.read(value, at: pointer) { reader in
      GeoPoint(
        latitude: try reader.required("lat", ScalarDecoding.double),
        longitude: try reader.required("lng", ScalarDecoding.double),
        altitude: try reader.optional("alt", default: 0.0, ScalarDecoding.double))
    }
  }

  public static func geoPoints(_ value: JSONValue, at pointer: JSONPointer) throws -> [GeoPoint] {
    try InputReader.array(value, at: pointer, geoPoint)
  }

  public static func javaString(_ value: JSONValue, at pointer: JSONPointer) throws -> JavaString {
    JavaString(utf16: try ScalarDecoding.utf16(value, at: pointer))
  }

  /// A typed JVM value: a one-key object naming its type, or `null`.
  public static func javaValue(_ value: JSONValue, at pointer: JSONPointer) throws -> JavaValue? {
    if value.isNull { return nil }
    guard value.kind == .object, value.count == 1, let type = value.keys.first, let payload = value[type] else {
      throw DefectReason(at: pointer, "a JavaValue is null or a one-key object such as {\"long\": \"5\"}",
                         help: "see \"JavaValue\" in docs/suites.md")
    }
    let inner = pointer.appending(type)
    switch type {
    case "int": return .int(try ScalarDecoding.int32(payload, at: inner))
    case "long": return .long(try ScalarDecoding.int64(payload, at: inner))
    case "float": return .float(try ScalarDecoding.float(payload, at: inner))
    case "double": return .double(try ScalarDecoding.double(payload, at: inner))
    case "boolean": return .boolean(try ScalarDecoding.bool(payload, at: inner))
    case "string": return .string(try javaString(payload, at: inner))
    case "list": return .list(try InputReader.array(payload, at: inner, javaValue))
    case "dataClass":
      let fields = try InputReader.array(payload, at: inner, javaValue)
      guard !fields.isEmpty else { throw DefectReason(at: inner, "a data class has at least one field") }
      return .dataClass(fields)
    case "map":
      return .map(try InputReader.array(payload, at: inner) { entry, entryPointer in
        guard entry.kind == .array, entry.count == 2 else {
          throw DefectReason(at: entryPointer, "a map entry is a two-element array [key, value]")
        }
        return (key: try javaValue(entry[0]!, at: entryPointer.appending(0)),
                value: try javaValue(entry[1]!, at: entryPointer.appending(1)))
      })
    default:
      throw DefectReason(at: inner, "unknown JavaValue type \"\(type)\"",
                         help: "use int, long, float, double, boolean, string, list, map or dataClass")
    }
  }
}
