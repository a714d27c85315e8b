import GeoModel
import ParitySuiteKit
import VectorJSON

// What the bounds.* suites share: a GeoRectBounds read from a case (`{"southWest"?, "northEast"?}`, a missing or
// null corner making the box empty), written as an output, and drawn at random.

enum BoundsValues {
  /// `{"southWest": GeoPoint?, "northEast": GeoPoint?}`: absent or null corners are missing ones (an empty box).
  static func bounds(_ value: JSONValue, at pointer: JSONPointer) throws -> GeoRectBounds {
    try InputReader.read(value, at: pointer) { reader in
      GeoRectBounds(southWest: try reader.nullable("southWest", CoreValueDecoding.geoPoint),
                    northEast: try reader.nullable("northEast", CoreValueDecoding.geoPoint))
    }
  }

  /// A box as an output: both corners, `null` where missing (Android's nullable properties).
  static func output(_ bounds: GeoRectBounds) -> ParityValue {
    .record(["southWest": bounds.southWest.map(ParityValue.geoPoint) ?? .null,
             "northEast": bounds.northEast.map(ParityValue.geoPoint) ?? .null])
  }

  /// A random box: mostly two corners (ordinary, across the antimeridian, the world, inverted, special values),
  /// sometimes one corner or none.
  static func random(_ source: inout SplitMix64) -> ParityValue {
    switch source.below(20) {
    case 0: return .record([:])
    case 1: return .record(["southWest": source.geoPoint()])
    case 2: return .record(["northEast": source.geoPoint()])
    default:
      let (southWest, northEast) = source.boundsCorners()
      return .record(["southWest": southWest, "northEast": northEast])
    }
  }

  /// A point to test or add: near or inside a box, on the antimeridian, or anything.
  static func randomPoint(_ source: inout SplitMix64) -> ParityValue {
    source.chance(0.6) ? source.realisticGeoPoint() : source.geoPoint()
  }
}
