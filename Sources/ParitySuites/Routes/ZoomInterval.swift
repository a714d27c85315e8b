import GeoMath
import ParitySuiteKit

// zoom.interval: the distance between intermediate route markers at a zoom (docs/contracts.md).

extension SubjectFunctions {
  /// `zoom.interval`: km between markers, or nil for no intermediate markers.
  public var zoomInterval: SubjectFunction<Double, Int?> { SubjectFunction("zoomInterval") }
}

enum ZoomIntervalSuites {
  static let all: [Suite] = [
    Suite("zoom.interval",
          input: SuiteInput("`zoom: f64`", decode: { try $0.required("zoom", ScalarDecoding.double) },
                            random: { .record(["zoom": .double($0.zoom())]) }),
          function: \.zoomInterval, core: .same { ZoomInterval.km(forZoom: $0) },
          expected: "`km: i32?` (`null` = no intermediate markers)",
          output: { .value(.record(["km": $0.map { .int32(Int32(clamping: $0)) } ?? .null])) },
          mutants: [
            Mutant("zoom-rounded-up", field: "/km", mistake: "rounds a fractional zoom up before looking up the interval") {
              $0.zoomInterval = { ZoomInterval.km(forZoom: $0.rounded(.up)) }
            },
          ]),
  ]
}
