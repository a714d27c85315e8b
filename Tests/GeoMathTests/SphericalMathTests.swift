import GeoMath
import GeoModel
import Testing

// Reference values were derived with mpmath at 40 digits using the Vincenty form of the great-circle distance
// (atan2 of cross and dot products), not with this module's code and not with the haversine form.
@Suite struct SphericalDistanceTests {
  @Test func tokyoToOsakaIsAbout403Kilometres() {
    expectClose(Spherical.distance(from: tokyo, to: osaka), 403_509.045_034_752_31, within: 1e-6)
  }

  @Test func tokyoToNewYork() {
    expectClose(Spherical.distance(from: tokyo, to: newYork), 10_858_901.492_710_786, within: 1e-5)
  }

  @Test func identicalPointsAreZeroApart() {
    expectBits(Spherical.distance(from: tokyo, to: tokyo), 0.0)
  }

  @Test func equatorialAntipodesAreHalfACircumference() {
    let d = Spherical.distance(from: GeoPoint(latitude: 0, longitude: 0), to: GeoPoint(latitude: 0, longitude: 180))
    expectBits(d, 20_037_508.342_789_244)
  }

  @Test func haversineIsNotClampedLikeAndroid() {
    // Out-of-range latitudes whose a rounds to 1 + 2^-52 (any libm: a = (1 + cos(φ1 + φ2)) / 2 = 1 exactly in
    // reals): Android takes sqrt(1 - a) unclamped and returns NaN; so does the core (docs/contracts.md §1).
    let p = GeoPoint(latitude: 95.5, longitude: 0)
    let q = GeoPoint(latitude: -95.5, longitude: 180)
    #expect(Spherical.distance(from: p, to: q).isNaN)
  }

  @Test func acrossTheAntimeridianIsShort() {
    let d = Spherical.distance(
      from: GeoPoint(latitude: 0, longitude: 179.9), to: GeoPoint(latitude: 0, longitude: -179.9))
    // 0.2 degrees of the equator: R * 0.2 * pi / 180.
    expectClose(d, 22_263.898_158_654_716, within: 1e-6)
  }

  @Test func nonFiniteCoordinatesGiveNaN() {
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(Spherical.distance(from: GeoPoint(latitude: bad, longitude: 0), to: tokyo).isNaN)
      #expect(Spherical.distance(from: tokyo, to: GeoPoint(latitude: 0, longitude: bad)).isNaN)
    }
  }
}

@Suite struct SphericalHeadingTests {
  @Test func tokyoToOsakaHeadsWestSouthWest() {
    expectClose(Spherical.heading(from: tokyo, to: osaka), -104.425_367_132_992_59, within: 1e-9)
  }

  @Test func cardinalDirections() {
    let origin = GeoPoint(latitude: 0, longitude: 0)
    expectBits(Spherical.heading(from: origin, to: GeoPoint(latitude: 10, longitude: 0)), 0.0)
    expectBits(Spherical.heading(from: origin, to: GeoPoint(latitude: 0, longitude: 10)), 90.0)
    expectBits(Spherical.heading(from: origin, to: GeoPoint(latitude: 0, longitude: -10)), -90.0)
    expectBits(Spherical.heading(from: origin, to: GeoPoint(latitude: 0, longitude: 180)), 90.0)
  }

  @Test func dueSouthIsPlus180EvenWithNegativeZeroLongitude() {
    let north = GeoPoint(latitude: 10, longitude: 0)
    expectBits(Spherical.heading(from: north, to: GeoPoint(latitude: -10, longitude: 0)), 180.0)
    expectBits(Spherical.heading(from: north, to: GeoPoint(latitude: -10, longitude: -0.0)), 180.0)
  }

  @Test func identicalPointsHeadZero() {
    expectBits(Spherical.heading(from: tokyo, to: tokyo), 0.0)
  }
}

@Suite struct InterpolationTests {
  let a = GeoPoint(latitude: 0, longitude: 179.9, altitude: 100)
  let b = GeoPoint(latitude: 0, longitude: -179.9, altitude: 300)

  @Test func linearGoesTheShortWayAcrossTheAntimeridian() {
    let quarter = Spherical.linearInterpolate(from: a, to: b, fraction: 0.25)
    expectClose(quarter.longitude, 179.95, within: 1e-9)
    expectBits(quarter.altitude, 150)
    let threeQuarters = Spherical.linearInterpolate(from: a, to: b, fraction: 0.75)
    expectClose(threeQuarters.longitude, -179.95, within: 1e-9)
  }

  @Test func linearHalfwayLandsOnTheAntimeridianNormalised() {
    let mid = Spherical.linearInterpolate(from: a, to: b, fraction: 0.5)
    // d = (-179.9 - 179.9) + 360 = 0.19999999999998863; 179.9 + 0.5 * d rounds so that normalizeLng gives -180
    // (computed with Python's math.fmod).
    expectBits(mid.longitude, -180)
    expectBits(mid.latitude, 0)
    expectBits(mid.altitude, 200)
  }

  @Test func linearDoesNotClampTheFraction() {
    let p = Spherical.linearInterpolate(
      from: GeoPoint(latitude: 10, longitude: 0), to: GeoPoint(latitude: 20, longitude: 10), fraction: 1.5)
    expectBits(p.latitude, 25)
    expectBits(p.longitude, 15)
  }

  @Test func linearNormalisesLongitude180ToMinus180() {
    let p = Spherical.linearInterpolate(
      from: GeoPoint(latitude: 0, longitude: 180), to: GeoPoint(latitude: 0, longitude: 180), fraction: 0)
    expectBits(p.longitude, -180)
  }

  @Test func sphericalHalfwayAlongTheEquator() {
    let p = Spherical.sphericalInterpolate(
      from: GeoPoint(latitude: 0, longitude: 0), to: GeoPoint(latitude: 0, longitude: 90), fraction: 0.5)
    expectClose(p.latitude, 0, within: 1e-12)
    expectClose(p.longitude, 45, within: 1e-12)
  }

  @Test func sphericalFallbackDoesNotWrap() {
    // (0, 180) and (0, -180) are the same point: theta < 1e-6, plain lerp of the raw longitudes.
    let p = Spherical.sphericalInterpolate(
      from: GeoPoint(latitude: 0, longitude: 180), to: GeoPoint(latitude: 0, longitude: -180), fraction: 0.5)
    expectBits(p.longitude, 0)
  }

  @Test func sphericalOverThePoleIsNotClampedLikeAndroid() {
    // z rounds to 1 + 2^-52 over the pole; Android's asin(z) is unclamped, so the latitude is NaN.
    let p = Spherical.sphericalInterpolate(
      from: GeoPoint(latitude: 89.9, longitude: 0), to: GeoPoint(latitude: 89.9, longitude: 180), fraction: 0.5)
    #expect(p.latitude.isNaN)
    expectBits(p.longitude, 90)
  }

  @Test func sphericalAntipodesPickTheNinetyDegreeMeridian() {
    let p = Spherical.sphericalInterpolate(
      from: GeoPoint(latitude: 0, longitude: 0), to: GeoPoint(latitude: 0, longitude: 180), fraction: 0.5)
    expectClose(p.latitude, 0, within: 1e-12)
    expectClose(p.longitude, 90, within: 1e-12)
  }

  @Test func sphericalInterpolatesAltitudeLinearly() {
    let p = Spherical.sphericalInterpolate(from: tokyo, to: GeoPoint(latitude: 34, longitude: 135, altitude: 40),
      fraction: 0.25)
    expectBits(p.altitude, 10)
  }
}

@Suite struct MetersPerPixelTests {
  let rounded = Spherical.roundedEquatorialCircumferenceMeters

  @Test func equatorAtZoomZero() {
    // Until 221a949+clickable: 40075016.686 / 256, exact in decimal.
    expectBits(Spherical.metersPerPixel(latitude: 0, zoom: 0, circumferenceMeters: rounded), 156_543.033_929_687_5)
    // From 1569cc5 on: 2πa / 256 (Earth.CIRCUMFERENCE_METERS = 40075016.68557849).
    expectBits(Spherical.equatorialCircumferenceMeters, 40_075_016.685_578_49)
    expectBits(Spherical.metersPerPixel(latitude: 0, zoom: 0), 40_075_016.685_578_49 / 256)
  }

  @Test func sixtyDegreesAtZoomOneIsAQuarter() {
    expectClose(Spherical.metersPerPixel(latitude: 60, zoom: 1, circumferenceMeters: rounded), 39_135.758_482_421_875, within: 1e-9)
    expectBits(Spherical.metersPerPixel(latitude: -60, zoom: 1), Spherical.metersPerPixel(latitude: 60, zoom: 1))
  }

  @Test func tileSizeAndInfiniteZoom() {
    expectBits(Spherical.metersPerPixel(latitude: 0, zoom: 0, tileSize: 512, circumferenceMeters: rounded), 78_271.516_964_843_75)
    expectBits(Spherical.metersPerPixel(latitude: 0, zoom: .infinity), 0)
    expectBits(Spherical.metersPerPixel(latitude: 0, zoom: -.infinity), .infinity)
    #expect(Spherical.metersPerPixel(latitude: .nan, zoom: 3).isNaN)
    expectBits(Spherical.metersPerPixel(latitude: 0, zoom: 0, tileSize: 0), .infinity)
  }
}
