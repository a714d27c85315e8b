import GeoModel
import ParitySuiteKit

// bounds.extend, bounds.union, bounds.expandedByDegrees: how Android's GeoRectBounds grows and pads a box
// (docs/contracts.md, "GeoRectBounds").

extension SubjectFunctions {
  /// `bounds.extend`: the box after `extend(point)` for each point in order (Android's `extend` changes the box).
  public var boundsExtend: SubjectFunction<(bounds: GeoRectBounds, points: [GeoPoint]), GeoRectBounds> {
    SubjectFunction("boundsExtend")
  }
  /// `bounds.union`: `bounds.union(other)`.
  public var boundsUnion: SubjectFunction<(bounds: GeoRectBounds, other: GeoRectBounds), GeoRectBounds> {
    SubjectFunction("boundsUnion")
  }
  /// `bounds.expandedByDegrees`: `bounds.expandedByDegrees(latPad, lonPad)`.
  public var boundsExpandedByDegrees:
    SubjectFunction<(bounds: GeoRectBounds, latPad: Double, lonPad: Double), GeoRectBounds>
  {
    SubjectFunction("boundsExpandedByDegrees")
  }
}

enum RectBoundsBuildingSuites {
  static let all: [Suite] = [
    Suite("bounds.extend",
          input: SuiteInput(
            "`bounds: Bounds`, `points: [GeoPoint]` (extended by in order)",
            decode: { reader in
              (bounds: try reader.required("bounds", BoundsValues.bounds),
               points: try reader.required("points", CoreValueDecoding.geoPoints))
            },
            random: { source in
              let count = source.pick([0, 1, 1, 2, 3, 5])
              var points: [ParityValue] = []
              for _ in 0..<count { points.append(BoundsValues.randomPoint(&source)) }
              return .record(["bounds": BoundsValues.random(&source), "points": .array(points)])
            }),
          function: \.boundsExtend,
          core: .same { input in
            var bounds = input.bounds
            for point in input.points { bounds.extend(point) }
            return bounds
          },
          expected: "`southWest: GeoPoint?`, `northEast: GeoPoint?`", output: { .value(BoundsValues.output($0)) },
          mutants: [
            Mutant("extend-without-minimal-arc", field: "/southWest/lng",
                   mistake: "grows the longitudes with plain minOf/maxOf: no crossing-box branch, no swap to go the short way round ±180") {
              $0.boundsExtend = { input in
                var bounds = input.bounds
                for point in input.points {
                  let before = bounds
                  bounds.extend(point)
                  guard let southWest = before.southWest, let northEast = before.northEast else { continue }
                  let longitude = point.wrap().longitude
                  bounds.southWest?.longitude = KotlinMath.minOf(longitude, southWest.longitude)
                  bounds.northEast?.longitude = KotlinMath.maxOf(longitude, northEast.longitude)
                }
                return bounds
              }
            },
          ]),
    Suite("bounds.union",
          input: SuiteInput(
            "`bounds: Bounds`, `other: Bounds`",
            decode: { reader in
              (bounds: try reader.required("bounds", BoundsValues.bounds),
               other: try reader.required("other", BoundsValues.bounds))
            },
            random: { .record(["bounds": BoundsValues.random(&$0), "other": BoundsValues.random(&$0)]) }),
          function: \.boundsUnion, core: .same { $0.bounds.union($0.other) },
          expected: "`southWest: GeoPoint?`, `northEast: GeoPoint?`", output: { .value(BoundsValues.output($0)) },
          mutants: [
            Mutant("union-wraps-empty-receiver", field: "/southWest/lat",
                   mistake: "wraps the other box's corners also when the receiver is empty (Android takes them as stored)") {
              let core = $0.boundsUnion!
              $0.boundsUnion = { input in
                var union = try core(input)
                if input.bounds.isEmpty {
                  union.southWest = union.southWest?.wrap()
                  union.northEast = union.northEast?.wrap()
                }
                return union
              }
            },
          ]),
    Suite("bounds.expandedByDegrees",
          input: SuiteInput(
            "`bounds: Bounds`, `latPad: f64`, `lonPad: f64`",
            decode: { reader in
              (bounds: try reader.required("bounds", BoundsValues.bounds),
               latPad: try reader.required("latPad", ScalarDecoding.double),
               lonPad: try reader.required("lonPad", ScalarDecoding.double))
            },
            random: { source in
              .record(["bounds": BoundsValues.random(&source), "latPad": .double(randomPad(&source)),
                       "lonPad": .double(randomPad(&source))])
            }),
          function: \.boundsExpandedByDegrees,
          core: .same { $0.bounds.expandedByDegrees(latitudePadding: $0.latPad, longitudePadding: $0.lonPad) },
          expected: "`southWest: GeoPoint?`, `northEast: GeoPoint?`", output: { .value(BoundsValues.output($0)) },
          mutants: [
            Mutant("expand-one-sided-clamp", field: "/southWest/lat",
                   mistake: "the iOS core's clamp: south = max(-90, south - pad), north = min(90, north + pad), so a NaN edge becomes ±90 and a pad beyond a pole leaves south above 90") {
              let core = $0.boundsExpandedByDegrees!
              $0.boundsExpandedByDegrees = { input in
                var expanded = try core(input)
                guard let southWest = input.bounds.southWest?.wrap(), let northEast = input.bounds.northEast?.wrap() else {
                  return expanded
                }
                expanded.southWest?.latitude = Swift.max(-90, southWest.latitude - input.latPad)
                expanded.northEast?.latitude = Swift.min(90, northEast.latitude + input.latPad)
                return expanded
              }
            },
          ]),
  ]

  /// A padding in degrees: small, zero, negative (beyond the box), huge, or anything.
  static func randomPad(_ source: inout SplitMix64) -> Double {
    switch source.below(10) {
    case 0: return source.anyDouble()
    case 1: return source.pick([0, -0.0, -1, -10, -100, 90, 180, 360, .nan, .infinity, -.infinity])
    case 2: return -source.decimal(source.double(in: 0, 30), digits: 3)
    default: return source.decimal(source.double(in: 0, source.pick([0.01, 1, 10, 100])), digits: source.int(in: 0...6))
    }
  }
}
