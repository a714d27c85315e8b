import ParitySuiteKit

// The not-portable reasons the JVM oracle gives, word for word as it writes them into the corpus (its
// tools/jvm-parity/src/model/NotPortableReasons.kt), which the suites declare (`Suite(..., notPortable:)`). The
// Swift core words the same facts its own way (NotPortableReasons.swift): these are what a vector file may say.
// Tests/Fixtures/not-portable-reasons.json pins them on the three runners (NotPortableReasonFixtureTests).

extension NotPortableReason {
  /// A marker with an animation: an enum's identity hash (marker.id, marker.fingerprint).
  static let markerAnimation = NotPortableReason(
    "MarkerAnimation is an enum: its hashCode() is Object.hashCode(), identity based, different on "
      + "every run and between the JVM and ART")
  /// A UrlTemplate raster source: its TileScheme enum's identity hash (raster.*).
  static let tileScheme = NotPortableReason(
    "UrlTemplate's scheme is a Kotlin enum (TileScheme): its hashCode() is an identity hash that "
      + "differs between runs and between the JVM and ART, and the data class hash includes it")
  /// A ground image's bounds and image, hashed by identity (groundImage.*).
  static let groundImageIdentity = NotPortableReason(
    "GroundImageState folds in bounds.hashCode() and image.hashCode(): GeoRectBounds does not "
      + "override hashCode() and a Drawable is hashed by identity, so the value differs between runs and "
      + "between the JVM and ART")
  /// A camera position with paddings or a visible region, hashed by identity (camera.hash).
  static let cameraIdentity = NotPortableReason(
    "MapCameraPosition.hashCode() folds in paddings.hashCode() and visibleRegion.hashCode(): "
      + "MapPaddings does not override hashCode() and VisibleRegion holds a GeoRectBounds that does not "
      + "either, so a non-null one is hashed by identity")
  /// A toUrlValue precision beyond ±1000000 (geoPoint.toUrlValue, bounds.toUrlValue).
  static let precision = NotPortableReason(
    "precision {number} is beyond ±1000000: Android's answer depends on its BigDecimal and heap "
      + "(OpenJDK throws ArithmeticException near ±2^31, measured on JDK 17 and 25; below that it builds "
      + "a string of that many digits; Android's libcore has a BigDecimal of its own)")
  /// A `%f` magnitude whose digits differ between JDKs (bounds.toUrlValue).
  static let jdkDigits = NotPortableReason(
    "the digits of {number} depend on the JDK's Double.toString: \"%.0f\" of -1e23 is "
      + "-99999999999999990000000 on JDK 17 and -100000000000000000000000 on JDK 21 and later (measured "
      + "on 17.0.15 and 25.0.3; every difference measured lies between 1.8e16 and 5.2e25)")
  /// A densify step of 0 or below, which never ends (densify.linear).
  static let densifyStepNeverEnds = NotPortableReason(
    "Android does not terminate on this input: createLinearInterpolatePoints adds fractionStep "
      + "{number} to the fraction while it is <= 1.0, which it never passes (the list grows until the "
      + "heap runs out)")
  /// A densify step that makes more points than a heap holds (densify.linear).
  static let densifyTooManyPoints = NotPortableReason(
    "Android does not return on this input: fractionStep {number} over {number} segment(s) makes more "
      + "than 10000000 points (at about 40 bytes a GeoPoint, more than an app's heap)")
  /// A maxSegmentLength that makes more points than a heap holds (geodesic.interpolatePoints).
  static let geodesicTooManyPoints = NotPortableReason(
    "Android does not return on this input: maxSegmentLength {number} cuts segment {number} into "
      + "{number} pieces, more than 10000000 points in all (at about 40 bytes a GeoPoint, more than an "
      + "app's heap; Kotlin's toInt() saturates s12 / 0 at 2147483647)")
  /// A circle manager bin that becomes a TreeBin (hitTest.order).
  static let treeBin = NotPortableReason(
    "the circle manager's ConcurrentHashMap turns a bin of 8 or more IDs in a table of {number} bins "
      + "into a red-black TreeBin; its order then follows the tree's list (new IDs at its front, a "
      + "removal that leaves the tree too small turns it back into a list), which this harness does not "
      + "model")
  /// A longitude difference Android reduces 360 at a time for ever, or millions of times (hitTest.linearSegment, hitTest.closestIntersection).
  static let longitudeWrap = NotPortableReason(
    "a longitude difference of {number}: Android reduces it by 360 at a time, which never ends for an "
      + "infinite one and takes millions of steps beyond 1e9")
}
