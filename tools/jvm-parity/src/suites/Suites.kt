// The registry: every suite the oracle computes and the JVM runner can ask a subject for (docs/suites.md), by
// the family files under suites/ that declare them. A suite added to a family file is listed by its group; a new
// family file adds its group here. `oracle list` and the "not run by this subject" reporting read this list, and
// tools/tests/suite-lists-test compares it with parity-check's.

package com.mapconductor.parity

/** One family file's declarations: its suites, in docs/suites.md's order, and its JVM mutants. */
interface SuiteGroup {
    val suites: List<Suite<*, *>>
    /**
     * The suites' other shapes: a suite whose input fields or answer type differ between android-sdk-core
     * revisions has one object per shape, the first in [suites] and the others here ([Suite.at]).
     */
    val revisionShapes: List<Suite<*, *>> get() = emptyList()
    val mutants: List<JvmMutant> get() = emptyList()
}

object Suites {
    val groups: List<SuiteGroup> = listOf(
        JavaHashSuites, GeoPointSuites, GeoPointUrlSuites, Marker, Circle, Polyline, Polygon,
        SphericalSuites, RouteSuites, ZoomSuites, RegionSuites, BoundsSuites, RectBoundsSuites, KotlinPrimitiveSuites,
        ProjectionSuites, LinearDensifySuites, MeridianSuites, GeodesicSuites, HitTestSuites,
        RasterLayerSuites, GroundImageSuites, CameraSuites, HitTestOrderSuites
    )

    /** One object per suite name (its first shape), in docs/suites.md's order. */
    val all: List<Suite<*, *>> = groups.flatMap { it.suites }

    /** Every shape of every suite: what the reference subject binds and ParitySuite has a key for. */
    val shapes: List<Suite<*, *>> = all + groups.flatMap { it.revisionShapes }

    /** Every JVM mutant, each caught by the runner in its one suite (tools/jvm-parity/tests/conformance-test). */
    val mutants: List<JvmMutant> = groups.flatMap { it.mutants }

    private val byName: Map<String, Suite<*, *>> = all.associateBy { it.name }

    fun byName(name: String): Suite<*, *>? = byName[name]

    /** " (did you mean ...?)" for a near miss, else "". */
    fun suggest(name: String): String {
        var best: Suite<*, *>? = null
        var bestDistance = Int.MAX_VALUE
        for (s in all) {
            val d = editDistance(s.name.toLowerCaseAscii(), name.toLowerCaseAscii())
            if (d < bestDistance) { best = s; bestDistance = d }
        }
        return if (best != null && bestDistance <= 3) " (did you mean \"${best.name}\"?)" else ""
    }

    private fun editDistance(a: String, b: String): Int {
        val d = Array(a.length + 1) { IntArray(b.length + 1) }
        for (i in 0..a.length) d[i][0] = i
        for (j in 0..b.length) d[0][j] = j
        for (i in 1..a.length) for (j in 1..b.length) {
            d[i][j] = minOf(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + if (a[i - 1] == b[j - 1]) 0 else 1)
        }
        return d[a.length][b.length]
    }
}

/** ASCII-only lower-casing (no locale; avoids toLowerCase()/lowercase(), which differ between Kotlin versions). */
fun String.toLowerCaseAscii(): String {
    val sb = StringBuilder(length)
    for (c in this) sb.append(if (c in 'A'..'Z') (c + 32) else c)
    return sb.toString()
}
