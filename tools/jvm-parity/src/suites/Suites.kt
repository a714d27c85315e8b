// The registry of every suite the oracle computes (docs/suites.md).

package com.mapconductor.parity

object Suites {
    val all: List<Suite> = listOf(
        JavaHashString, JavaHashInt, JavaHashLong, JavaHashFloat, JavaHashDouble, JavaHashBoolean,
        JavaHashValue, JavaHashFold, JavaHashColor, JavaHashDp,
        GeoPointHash, GeoPointEquals, GeoPointWrap, GeoPointNormalizeLng, GeoPointNormalize, GeoPointIsValid,
        MarkerId, MarkerHash, MarkerFingerprintSuite,
        CircleId, CircleHash, CircleFingerprintSuite,
        PolylineId, PolylineHash, PolylineFingerprintSuite,
        PolygonId, PolygonHash, PolygonFingerprintSuite
    ) + GeoSuites.all

    private val byName: Map<String, Suite> = all.associateBy { it.name }

    fun byName(name: String): Suite? = byName[name]

    /** " (did you mean ...?)" for a near miss, else "". */
    fun suggest(name: String): String {
        var best: Suite? = null
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
