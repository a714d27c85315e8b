import GeoMath
import GeoModel
import ParitySuiteKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// projection.webMercator, geocell.hexId, zIndex.calculate: the marker and circle managers' plane coordinates,
// cell names and draw order (docs/contracts.md §19-21). All three stand on Kotlin's Float narrowing and
// roundToInt, which is where a Swift port drifts without a trace.

extension SubjectFunctions {
  /// `projection.webMercator`: Android's `WebMercator.project`, a Compose `Offset` of two Floats.
  public var webMercator: SubjectFunction<GeoPoint, (x: Float, y: Float)> { SubjectFunction("webMercator") }
  /// `geocell.hexId`: the hex geocell's cell ID `H<q>_<r>_Z<zoom>`; rejects what Android throws on (`roundNaN`).
  public var hexCellID: SubjectFunction<(point: GeoPoint, zoom: Double, baseSideMeters: Int32), String> {
    SubjectFunction("hexCellID")
  }
  /// `zIndex.calculate`: `calculateZIndex(point)`, the circles' default draw order; rejects NaN (`roundNaN`).
  public var calculateZIndex: SubjectFunction<GeoPoint, Int32> { SubjectFunction("calculateZIndex") }
}

enum ProjectionSuites {
  static let all: [Suite] = [
    Suite("projection.webMercator",
          input: SuiteInput("`point: GeoPoint`", decode: { try $0.required("point", CoreValueDecoding.geoPoint) },
                            random: { .record(["point": $0.projectionPoint()]) }),
          function: \.webMercator, core: .same { WebMercator.project($0) },
          expected: "`x: f32`, `y: f32` (metres; Compose `Offset`)",
          output: { .value(.record(["x": .float($0.x), "y": .float($0.y)])) },
          mutants: [
            Mutant("web-mercator-wraps-and-clamps", field: "/x",
                   mistake: "wraps the longitude into [-180, 180) and clamps the latitude to ±85.05112878, as the iOS core does") {
              $0.webMercator = { point in
                var wrapped = point
                wrapped.longitude = GeoPoint.normalizeLng(point.longitude)
                wrapped.latitude = max(-85.05112878, min(85.05112878, point.latitude))
                return WebMercator.project(wrapped)
              }
            },
          ]),
    Suite("geocell.hexId",
          input: SuiteInput(
            "`point: GeoPoint`, `zoom: f64 = 20.0` (the marker manager's), `baseSideMeters: i32 = 100000` (the default geocell's side at zoom 0)",
            decode: { reader in
              (point: try reader.required("point", CoreValueDecoding.geoPoint),
               zoom: try reader.optional("zoom", default: 20, ScalarDecoding.double),
               baseSideMeters: try reader.optional("baseSideMeters", default: HexGeocell.defaultBaseSideMeters, ScalarDecoding.int32))
            },
            random: randomHexInput),
          function: \.hexCellID,
          core: .same { try HexGeocell.cellID(of: $0.point, zoom: $0.zoom, baseSideMeters: $0.baseSideMeters) },
          expected: "`id: str`, or error `roundNaN`", output: { .value(.record(["id": .text($0)])) },
          mutants: [
            Mutant("hex-id-double-projection", field: "/id",
                   mistake: "rounds the cell from the projection's doubles instead of Android's Float offset, as the iOS core does") {
              $0.hexCellID = { try doubleProjectionCellID($0) }
            },
            Mutant("hex-id-zoom-rounded", field: "/id", mistake: "names the zoom rounded (20.7 → Z21) where Android cuts it (Z20)") {
              $0.hexCellID = { input in
                let cell = try HexGeocell.coordinate(of: input.point, zoom: input.zoom, baseSideMeters: input.baseSideMeters)
                return HexGeocell.cellID(cell, zoom: input.zoom.rounded())
              }
            },
          ]),
    Suite("zIndex.calculate",
          input: SuiteInput("`point: GeoPoint`", decode: { try $0.required("point", CoreValueDecoding.geoPoint) },
                            random: { .record(["point": $0.zIndexPoint()]) }),
          function: \.calculateZIndex, core: .same { try ZIndex.calculate(for: $0) },
          expected: "`zIndex: i32`, or error `roundNaN`", output: { .value(.record(["zIndex": .int32($0)])) },
          mutants: [
            Mutant("zindex-ties-away-from-zero", field: "/zIndex",
                   mistake: "rounds with Swift's rounded() (ties away from zero: -2.5 → -3), as the iOS core does, where Kotlin's roundToInt sends ties up") {
              $0.calculateZIndex = { point in
                let value = -point.latitude * 1_000_000 - point.longitude
                guard !value.isNaN else { throw AndroidException.roundNaN }
                return Int32(clamping: Int64(max(-3e9, min(3e9, value.rounded()))))
              }
            },
          ]),
  ]

  /// The cell ID as the iOS core computes it today: Android's rule on the projection's doubles, never narrowed to
  /// Float (for the mutant; the rest is §20 as the core does it).
  @Sendable static func doubleProjectionCellID(_ input: (point: GeoPoint, zoom: Double, baseSideMeters: Int32)) throws -> String {
    let point = input.point
    let x = point.longitude * WebMercator.halfWorldMeters / 180
    let y = log(tan((90 + point.latitude) * Double.pi / 360)) * WebMercator.halfWorldMeters / Double.pi
    let latitudeScale = max(cos(point.latitude * Double.pi / 180), 0.01)
    let side = Double(input.baseSideMeters) * (1.0 / pow(2.0, input.zoom)) / latitudeScale
    let q = 2.0 / 3.0 * x / side
    let r = (-1.0 / 3.0 * x + 3.0.squareRoot() / 3.0 * y) / side
    let s = -q - r
    var rq = try KotlinMath.roundToInt(q)
    var rr = try KotlinMath.roundToInt(r)
    let rs = try KotlinMath.roundToInt(s)
    let dq = abs(Double(rq) - q), dr = abs(Double(rr) - r), ds = abs(Double(rs) - s)
    if dq > dr && dq > ds { rq = 0 &- rr &- rs } else if dr > ds { rr = 0 &- rq &- rs }
    return "H\(rq)_\(rr)_Z\(KotlinMath.toInt(input.zoom))"
  }

  /// A point (mostly where markers are), a zoom (mostly the marker manager's 20) and now and then a side length.
  @Sendable private static func randomHexInput(_ source: inout SplitMix64) -> ParityValue {
    var fields = [ParityValue.Field("point", source.projectionPoint())]
    switch source.below(10) {
    case 0...4: break  // the default, 20
    case 5: fields.append(ParityValue.Field("zoom", .double(source.zoom())))
    case 6: fields.append(ParityValue.Field("zoom", .double(source.pick([0, 20.7, -3.5, 40, 64, .nan, .infinity, -.infinity]))))
    default: fields.append(ParityValue.Field("zoom", .double(Double(source.int(in: 0...22)))))
    }
    if source.chance(0.2) {
      let base: Int32 = source.chance(0.7) ? source.pick([100_000, 1000, 1, 0, -100_000, 50_000]) : source.anyInt32()
      fields.append(ParityValue.Field("baseSideMeters", .int32(base)))
    }
    return .object(fields)
  }
}

extension SplitMix64 {
  /// A point to project: mostly a valid position with realistic precision, sometimes the poles, beyond them, a
  /// longitude beyond ±180, or anything.
  fileprivate mutating func projectionPoint() -> ParityValue {
    chance(0.6) ? realisticGeoPoint() : geoPoint()
  }

  /// A point whose `-lat * 1e6 - lng` is often a tie (.5) or beyond the Int range.
  fileprivate mutating func zIndexPoint() -> ParityValue {
    switch below(6) {
    case 0: return Self.geoPoint(decimal(double(in: -90, 90), digits: 6), Double(int(in: -360...360)) + 0.5, nil)
    case 1: return Self.geoPoint(pick([0, -0.0, 2147.483647, -2147.483648, 3000, -3000]), pick([0, 0.5, -0.5, 2.5, -2.5]), nil)
    case 2: return geoPoint()
    default: return realisticGeoPoint()
    }
  }
}
