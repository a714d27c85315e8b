import GeoMath
import GeoModel
import OverlayIdentity
import ParitySuiteKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// projection.webMercator, geocell.hexId, zIndex.calculate: the marker and circle managers' plane coordinates,
// cell names and draw order (docs/contracts.md §19-21). Until 221a949+clickable the plane is a Compose Offset of two
// Floats, from 1569cc5 on a wrapped, clamped ProjectedPoint of two Doubles; the cells and the draw order stand on
// Kotlin's roundToInt. That is where a Swift port drifts without a trace.

extension SubjectFunctions {
  /// `projection.webMercator` until 221a949+clickable: Android's `WebMercator.project`, a Compose `Offset` of two
  /// Floats (no wrap, no clamp, half the world 20037508.34 m).
  public var webMercator: SubjectFunction<GeoPoint, (x: Float, y: Float)> { SubjectFunction("webMercator") }
  /// `projection.webMercator` from 1569cc5 on: Android's `WebMercator.project`, a `ProjectedPoint` of two Doubles
  /// (the point wrapped, the latitude clamped to ±85.05112878, half the world πa).
  public var webMercatorProjected: SubjectFunction<GeoPoint, (x: Double, y: Double)> { SubjectFunction("webMercatorProjected") }
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
          input: SuiteInput(
            "`point: GeoPoint`",
            decode: { reader in (point: try reader.required("point", CoreValueDecoding.geoPoint), plane: plane(at: reader.revision)) },
            random: { .record(["point": $0.projectionPoint()]) }),
          // Each revision's core has its own revision's function only, as each SDK has.
          functions: [
            CoreFunction(\.webMercator, .atRevisions { revision in
              guard plane(at: revision) == .floatOffset else { return nil }
              return { WebMercator.offset($0) }
            }),
            CoreFunction(\.webMercatorProjected, .atRevisions { revision in
              guard plane(at: revision) == .projectedPoint else { return nil }
              return { projected(WebMercator.project($0)) }
            }),
          ],
          expected: "`x: f32`, `y: f32` (metres; a Compose `Offset`) until 221a949+clickable; `x: f64`, `y: f64` (metres; a "
            + "`ProjectedPoint`) from 1569cc5 on",
          evaluate: { input, subject in
            switch input.plane {
            case .floatOffset:
              try subject.webMercator.map { function in
                let offset = try function(input.point)
                return .value(.record(["x": .float(offset.x), "y": .float(offset.y)]))
              }
            case .projectedPoint:
              try subject.webMercatorProjected.map { function in
                let point = try function(input.point)
                return .value(.record(["x": .double(point.x), "y": .double(point.y)]))
              }
            }
          },
          mutants: [
            Mutant("web-mercator-float-offset", field: "/x",
                   mistake: "narrows x and y to Float, as Android's Compose Offset did before the Double ProjectedPoint (Tokyo's x moves by half a metre)") {
              $0.webMercatorProjected = { point in
                let exact = WebMercator.project(point)
                return (Double(Float(exact.x)), Double(Float(exact.y)))
              }
            },
            Mutant("web-mercator-unwrapped", field: "/x",
                   mistake: "projects the point as given, neither wrapped nor clamped: longitude 180 lands on the east edge where Android wraps it to the west one, latitude 90 goes to infinity") {
              $0.webMercatorProjected = { point in
                (point.longitude * WebMercator.halfWorldMeters / 180,
                 log(tan((90 + point.latitude) * Double.pi / 360)) * WebMercator.halfWorldMeters / Double.pi)
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
          core: .perRevision { revision in
            { try HexGeocell.cellID(of: $0.point, zoom: $0.zoom, baseSideMeters: $0.baseSideMeters, plane: plane(at: revision)) }
          },
          expected: "`id: str`, or error `roundNaN`", output: { .value(.record(["id": .text($0)])) },
          mutants: [
            Mutant("hex-id-float-offset", field: "/id",
                   mistake: "rounds the cell from the Float Offset Android projected to before the Double ProjectedPoint, unwrapped and unclamped") {
              $0.hexCellID = { try HexGeocell.cellID(of: $0.point, zoom: $0.zoom, baseSideMeters: $0.baseSideMeters, plane: .floatOffset) }
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

  /// The plane the projection and the hex cells are computed on at `revision`.
  static func plane(at revision: AndroidCoreRevision) -> HexGeocell.Plane {
    revision >= .sdk1569cc5 ? .projectedPoint : .floatOffset
  }

  @Sendable static func projected(_ point: WebMercator.ProjectedPoint) -> (x: Double, y: Double) {
    (point.x, point.y)
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
