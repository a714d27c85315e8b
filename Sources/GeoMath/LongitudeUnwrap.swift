#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The value Android's loops `while (d > 180) d -= 360; while (d < -180) d += 360` end with, without looping.
///
/// While `|d| < 2^56` every step of the loops is exact, so they end on the one value congruent to `d` modulo 360 in
/// (-180, 180] (coming from above) or [-180, 180) (from below), which `fmod` finds exactly. A loop that ran ends on
/// +0.0, never -0.0. Beyond that range, and for ±∞ (where Android's loops never end: the contract leaves those
/// inputs outside its domain), this still answers at once: ±∞ and NaN give NaN.
@inline(__always)
func unwrapLongitudeDifference(_ degrees: Double) -> Double {
  if degrees > 180 {
    let reduced = fmod(degrees, 360)
    return reduced > 180 ? reduced - 360 : reduced
  }
  if degrees < -180 {
    let reduced = fmod(degrees, 360)
    if reduced == 0 { return 0.0 }
    return reduced < -180 ? reduced + 360 : reduced
  }
  return degrees
}

/// Java's `Math.min`: NaN when either operand is NaN, and -0.0 below 0.0 (Swift's `min` would return the other
/// operand of a NaN).
@inline(__always)
func javaMin(_ a: Double, _ b: Double) -> Double {
  if a.isNaN || b.isNaN { return .nan }
  if a == 0 && b == 0 { return a.sign == .minus ? a : b }
  return a <= b ? a : b
}

/// Java's `Math.max`: NaN when either operand is NaN, and 0.0 above -0.0.
@inline(__always)
func javaMax(_ a: Double, _ b: Double) -> Double {
  if a.isNaN || b.isNaN { return .nan }
  if a == 0 && b == 0 { return a.sign == .minus ? b : a }
  return a >= b ? a : b
}
