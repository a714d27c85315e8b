// A deliberately wrong model, for tools/jvm-parity/tests/run only: with `-Doracle.mistake=FAMILY` the model code
// itself makes one realistic porting mistake of that suite family (not a perturbation of its outputs). The
// selftest's independent evidence must catch every one; if it did not, that family's evidence would be too weak.

package com.mapconductor.parity

object ModelMistake {
    private val family: String? = System.getProperty("oracle.mistake")

    /** The mistake each family makes, for the selftest's banner and the README. */
    val described = linkedMapOf(
        "javaHash" to "Dp hashed as a Double instead of a Float",
        "geoPoint" to "wrap() moves the latitude across the pole but keeps the longitude",
        "marker" to "hashCode() hashes the latitude as a Float instead of a Double",
        "circle" to "the auto ID hashes the radius as a Float instead of a Double",
        "polyline" to "the points hash is seeded with 1 (java.util.List) instead of the SDK's 0",
        "polygon" to "the holes hash is seeded with 1 (java.util.List) instead of the SDK's 0",
        "spherical" to "the mean Earth radius 6371 km instead of 6378137 m",
        "route" to "pointAtDistance interpolates with the fraction of the whole route, not of the segment",
        "zoom" to "zoom > 16 instead of zoom >= 16 for the 1 km interval",
        "region" to "the region's corners at center +- the whole span instead of half of it",
        "bounds" to "the bounds' radius measured from the south-west corner instead of the centre",
        "geodesic" to "the distance on the sphere (haversine) instead of the ellipsoid (GeographicLib at 221a949, Vincenty at 1569cc5)",
        "hitTest" to "t clamped as Swift's max(0, min(1, t)), which turns a NaN t into 1, instead of Kotlin's coerceIn",
        "raster" to "the raster layer's opacity hashed as a Double instead of a Float",
        "groundImage" to "the ground image's opacity hashed as a Double instead of a Float",
        "camera" to "the camera hash folds the raw Double hash of the latitude instead of the GeoPoint hash",
        "densify" to "the densify fraction recomputed as k * step instead of accumulated",
        "meridian" to "the meridian crossing's longitude difference unwrapped the short way",
        "managerOrder" to "the circle manager iterated in insertion order (a LinkedHashMap)"
    )

    fun makes(name: String): Boolean = family == name

    /** The family whose mistake this run makes, or null. */
    val active: String? get() = family
}
