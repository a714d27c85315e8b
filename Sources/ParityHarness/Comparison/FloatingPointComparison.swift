import ParitySuiteKit
import VectorJSON

/// The floating-point rules: exact or within tolerance; NaN equals NaN unless bits are asked for, and a number
/// only when the tolerance says so; −0.0 ≠ 0.0 unless the tolerance says otherwise; infinities equal only
/// themselves.
enum FloatingPointComparison {
  /// `field` is built only for a divergence.
  static func double(expected: Double, actual: Double, tolerance: Tolerance, field: @autoclosure () -> JSONPointer) -> FieldDivergence? {
    compare(expected, actual, tolerance: tolerance, field: field, ulpDistance: ULPDistance.between, render: FloatingPointText.double)
  }

  static func float(expected: Float, actual: Float, tolerance: Tolerance, field: @autoclosure () -> JSONPointer) -> FieldDivergence? {
    compare(expected, actual, tolerance: tolerance, field: field, ulpDistance: ULPDistance.between, render: FloatingPointText.float)
  }

  private static func compare<Value: BinaryFloatingPoint>(
    _ expected: Value, _ actual: Value, tolerance: Tolerance, field: () -> JSONPointer,
    ulpDistance: (Value, Value) -> UInt64, render: (Value) -> String
  ) -> FieldDivergence? where Value.RawSignificand: FixedWidthInteger {
    let diverged: Bool
    var ulps: UInt64?
    var absoluteError: Double?
    if expected.isNaN || actual.isNaN {
      let sameBits = expected.bitPatternDescription == actual.bitPatternDescription
      if expected.isNaN && actual.isNaN {
        diverged = tolerance.nanBits && !sameBits
      } else {
        diverged = !tolerance.nanMatchesNumber
      }
    } else if expected.isInfinite || actual.isInfinite {
      diverged = expected != actual
    } else if expected == actual {
      diverged = tolerance.signedZero && expected.sign != actual.sign
      ulps = 0
      absoluteError = 0
    } else {
      let distance = ulpDistance(expected, actual)
      let error = abs(Double(actual) - Double(expected))
      ulps = distance
      absoluteError = error
      let withinULPs = tolerance.ulps.map { distance <= $0 } ?? false
      let withinAbsolute = tolerance.absolute.map { error <= $0 } ?? false
      diverged = !(withinULPs || withinAbsolute)
    }
    guard diverged else { return nil }
    return FieldDivergence(field: field(), kind: .number, expected: render(expected), actual: render(actual),
                           absoluteError: absoluteError, ulps: ulps, tolerance: tolerance)
  }
}

extension BinaryFloatingPoint {
  /// Sign, exponent and significand bits, to compare NaN payloads without knowing the width.
  fileprivate var bitPatternDescription: String { "\(sign)-\(exponentBitPattern)-\(significandBitPattern)" }
}
