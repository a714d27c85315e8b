import Foundation
import GeoModel
import ParitySuiteKit
import ParitySuites

/// Wraps the core's functions so that they trap, as a naive port's `Int64(x * 1e7)` traps on NaN, on a fixed
/// subset of the inputs: those whose first latitude, longitude or double (in the input's order) hashes into
/// 1 of 10 buckets. The same input traps in every run; about one case in ten of the 17 suites that
/// take a GeoPoint or a Double.
enum DeliberateTraps {
  static func install(into subject: inout ParitySubject) {
    subject.geoPointHash = trapping(subject.geoPointHash) { [$0.latitude, $0.longitude] }
    subject.geoPointEquals = trapping(subject.geoPointEquals) { [$0.0.latitude, $0.1.longitude] }
    subject.geoPointWrap = trapping(subject.geoPointWrap) { [$0.latitude, $0.longitude] }
    subject.geoPointNormalize = trapping(subject.geoPointNormalize) { [$0.latitude, $0.longitude] }
    subject.geoPointIsValid = trapping(subject.geoPointIsValid) { [$0.latitude, $0.longitude] }
    subject.normalizeLng = trapping(subject.normalizeLng) { [$0] }
    subject.doubleHash = trapping(subject.doubleHash) { [$0] }
    subject.doubleToLongBits = trapping(subject.doubleToLongBits) { [$0] }
    subject.distance = trapping(subject.distance) { [$0.from.latitude, $0.to.longitude] }
    subject.heading = trapping(subject.heading) { [$0.from.latitude, $0.to.longitude] }
    subject.metersPerPixel = trapping(subject.metersPerPixel) { [$0.latitude, $0.zoom] }
    subject.zoomInterval = trapping(subject.zoomInterval) { [$0] }
    subject.markerFingerprint = trapping(subject.markerFingerprint) { [$0.position.latitude, $0.position.longitude] }
    subject.markerHash = trapping(subject.markerHash) { [$0.position.latitude, $0.position.longitude] }
    subject.markerID = trapping(subject.markerID) { [$0.position.latitude, $0.position.longitude] }
    subject.circleHash = trapping(subject.circleHash) { [$0.center.latitude, $0.radiusMeters] }
    subject.circleFingerprint = trapping(subject.circleFingerprint) { [$0.center.latitude, $0.radiusMeters] }
    subject.circleID = trapping(subject.circleID) { [$0.center.latitude, $0.radiusMeters] }
    subject.cameraPositionHash = trapping(subject.cameraPositionHash) { [$0.position.latitude, $0.zoom] }
  }

  /// Whether the input with these doubles traps: its bits hashed into 1 of 10 buckets.
  static func traps(_ values: [Double]) -> Bool {
    var hash: UInt64 = 0xcbf29ce484222325
    for value in values { hash = (hash ^ value.bitPattern) &* 0x100000001b3 }
    return (hash >> 29) % 10 == 7
  }

  private static func trapping<Input, Output>(
    _ function: ParitySubject.Function<Input, Output>?, _ doubles: @escaping @Sendable (Input) -> [Double]
  ) -> ParitySubject.Function<Input, Output>? {
    guard let function else { return nil }
    return { input in
      if traps(doubles(input)) {
        FileHandle.standardError.write(Data("port: converting to fixed point\n".utf8))
        _ = Int64(Double.nan * Double(doubles(input).count))
      }
      return try function(input)
    }
  }
}
