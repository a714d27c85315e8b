// selftest: the oracle is not the Swift code in disguise. For each suite family, the JVM's answer (through the
// same code paths `generate` uses) is compared with a value known independently of any port: Java API
// documentation and textbook results, the semantics document's worked examples, and arithmetic done by hand.

package com.mapconductor.parity

object SelfTest {
    private var failures = 0
    private var checks = 0

    private fun expect(what: String, actual: Any?, expected: Any?) {
        checks++
        if (actual != expected) {
            failures++
            println("MISMATCH $what: expected $expected, JVM gives $actual")
        }
    }

    private fun expectClose(what: String, actual: Double, expected: Double, abs: Double) {
        checks++
        if (!(Math.abs(actual - expected) <= abs)) {
            failures++
            println("MISMATCH $what: expected $expected (within $abs), JVM gives $actual")
        }
    }

    /** Runs a suite on a JSON input exactly as `generate` does and returns the compact expected text. */
    private fun suite(name: String, input: String, revision: ContractRevision = ContractRevision.newest): String =
        JsonOut.compact(answer(name, input, revision))

    private fun answer(name: String, input: String, revision: ContractRevision = ContractRevision.newest): J =
        Suites.byName(name)!!.run(JsonIn.parse(input), allowLoneEscape = false, revision = revision).toJ()

    /** A number in a suite's answer, found by a path of keys (NaN when it is not a number). */
    private fun number(name: String, input: String, vararg keys: String): Double {
        var j: J? = answer(name, input)
        for (k in keys) j = (j as? JObj)?.get(k)
        return when (j) { is JDouble -> j.value; is JInt -> j.value.toDouble(); else -> Double.NaN }
    }

    /** `h31(seed, xs)` written out with JVM int arithmetic, independently of the model's helpers. */
    private fun fold(seed: Int, vararg xs: Int): Int {
        var h = seed
        for (x in xs) h = 31 * h + x
        return h
    }

    /** GeoPoint.hashCode() from its definition (semantics §2) with java.lang.Long.hashCode. */
    private fun geoPointHash(lat: Double, lng: Double, alt: Double = 0.0): Int = fold(
        java.lang.Long.hashCode((lat * 1e7).toLong()), java.lang.Long.hashCode((lng * 1e7).toLong()),
        java.lang.Long.hashCode((alt * 1e7).toLong()))

    fun run(): Int {
        // javaHash.string
        expect("\"polygenelubricants\".hashCode()", "polygenelubricants".hashCode(), Int.MIN_VALUE)
        expect("\"Aa\".hashCode()", "Aa".hashCode(), 2112)
        expect("\"BB\".hashCode()", "BB".hashCode(), 2112)
        expect("\"\".hashCode()", "".hashCode(), 0)
        expect("\"true\".hashCode()", "true".hashCode(), 3569038)
        expect("\"false\".hashCode()", "false".hashCode(), 97196323)
        expect("lone high surrogate U+D800 hash", String(charArrayOf('\uD800')).hashCode(), 55296)
        expect("suite javaHash.string utf16", suite("javaHash.string", """{"s": {"utf16": [55296, 97]}}"""), """{"hash": ${55296 * 31 + 97}}""")
        expect("suite javaHash.string Aa", suite("javaHash.string", """{"s": "Aa"}"""), """{"hash": 2112}""")

        // javaHash.int / long / boolean
        expect("suite javaHash.int -1", suite("javaHash.int", """{"value": -1}"""), """{"hash": -1}""")
        expect("Long.hashCode(-1)", java.lang.Long.hashCode(-1L), 0)
        expect("Long.hashCode(2^32)", java.lang.Long.hashCode(1L shl 32), 1)
        expect("suite javaHash.long MAX", suite("javaHash.long", """{"value": "9223372036854775807"}"""), """{"hash": -2147483648}""")
        expect("suite javaHash.long MIN", suite("javaHash.long", """{"value": "-9223372036854775808"}"""), """{"hash": -2147483648}""")
        expect("suite javaHash.boolean true", suite("javaHash.boolean", """{"value": true}"""), """{"hash": 1231}""")
        expect("suite javaHash.boolean false", suite("javaHash.boolean", """{"value": false}"""), """{"hash": 1237}""")

        // javaHash.float / double
        expect("1.5f.hashCode()", 1.5f.hashCode(), 1069547520)
        expect("suite javaHash.float 1.5", suite("javaHash.float", """{"value": 1.5}"""), """{"hash": 1069547520}""")
        expect("suite javaHash.float NaN payload", suite("javaHash.float", """{"value": "0x7fc00001"}"""), """{"hash": 2143289344}""")
        expect("Double.NaN bits", java.lang.Double.doubleToLongBits(Double.NaN), 0x7ff8000000000000L)
        expect("suite javaHash.double 0x7ff0000000000001",
            suite("javaHash.double", """{"value": "0x7ff0000000000001"}"""), """{"hash": 2146959360, "bits": "9221120237041090560"}""")
        expect("suite javaHash.double -0.0", suite("javaHash.double", """{"value": -0.0}"""), """{"hash": -2147483648, "bits": "-9223372036854775808"}""")
        expect("suite javaHash.double 1.0", suite("javaHash.double", """{"value": 1.0}"""), """{"hash": 1072693248, "bits": "4607182418800017408"}""")

        // javaHash.value / fold: java.util.List seed 1, data classes
        expect("listOf(1, 2, 3).hashCode() (Arrays.hashCode example)", listOf(1, 2, 3).hashCode(), 30817)
        expect("suite javaHash.value list", suite("javaHash.value", """{"value": {"list": [{"int": 1}, {"int": 2}, {"int": 3}]}}"""), """{"hash": 30817}""")
        expect("suite javaHash.fold seed 1", suite("javaHash.fold", """{"seed": 1, "elements": [1, 2, 3]}"""), """{"hash": 30817}""")
        expect("suite javaHash.value map", suite("javaHash.value", """{"value": {"map": [[{"string": "a"}, {"int": 1}]]}}"""), """{"hash": ${97 xor 1}}""")
        expect("suite javaHash.value null", suite("javaHash.value", """{"value": null}"""), """{"hash": 0}""")
        for (arity in 1..6) {
            val fields = (1..arity).map { if (it % 3 == 0) null else "f$it" }
            val byHand = fields.fold(0) { r, x -> 31 * r + (x?.hashCode() ?: 0) }
            expect("kotlinc data class of arity $arity vs h31 fold", dataClassOf(fields).hashCode(), byHand)
            expect("DataClassFold of arity $arity vs kotlinc data class", DataClassFold(fields).hashCode(), dataClassOf(fields).hashCode())
        }

        // javaHash.color / dp
        expect("Color.Red", ComposeColor.Red.hashCode(), -65536)
        expect("Color.Black", ComposeColor.Black.hashCode(), -16777216)
        expect("Color.Transparent", ComposeColor.Transparent.hashCode(), 0)
        expect("suite javaHash.color rgba(255,255,255,127)", suite("javaHash.color", """{"rgba": [255, 255, 255, 127]}"""), """{"argb": 2147483647, "hash": 2147483647}""")
        expect("suite javaHash.color RGBA(1,1,1,0.5) (alpha 0.5*255+0.5 = 128)", suite("javaHash.color", """{"rgbaFloat": [1.0, 1.0, 1.0, 0.5]}"""),
            """{"argb": ${0x80FFFFFF.toInt()}, "hash": ${0x80FFFFFF.toInt()}}""")
        // Compose 1.8.1 clamps an out-of-range channel: 1.5 -> 1.0 -> byte 255, so full red 0xFFFF0000.
        expect("suite javaHash.color channel 1.5 clamps", suite("javaHash.color", """{"rgbaFloat": [1.5, 0.0, 0.0, 1.0]}"""), """{"argb": -65536, "hash": -65536}""")
        expect("suite javaHash.dp 1.0", suite("javaHash.dp", """{"dp": 1.0}"""), """{"hash": 1065353216}""")
        expect("suite javaHash.dp 2.0", suite("javaHash.dp", """{"dp": 2.0}"""), """{"hash": 1073741824}""")

        // geoPoint: Kotlin Double.toLong (JVM d2l), equals, normalizeLng
        expect("(1e300).toLong()", (1e300).toLong(), Long.MAX_VALUE)
        expect("(-1e300).toLong()", (-1e300).toLong(), Long.MIN_VALUE)
        expect("NaN.toLong()", Double.NaN.toLong(), 0L)
        expect("(-2.9).toLong()", (-2.9).toLong(), -2L)
        expect("suite geoPoint.hash (0,0)", suite("geoPoint.hash", """{"point": {"lat": 0.0, "lng": 0.0}}"""), """{"hash": 0}""")
        // (1,0): lh = 10000000 -> 31 * 31 * 10000000 wraps to 9610000000 - 2 * 2^32 = 1020065408
        expect("suite geoPoint.hash (1,0)", suite("geoPoint.hash", """{"point": {"lat": 1.0, "lng": 0.0}}"""), """{"hash": 1020065408}""")
        expect("suite geoPoint.equals (1,0) vs (0.99999999,0)",
            suite("geoPoint.equals", """{"a": {"lat": 1.0, "lng": 0.0}, "b": {"lat": 0.99999999, "lng": 0.0}}"""), """{"equal": true}""")
        expect("suite geoPoint.normalizeLng 180", suite("geoPoint.normalizeLng", """{"lng": 180.0}"""), """{"lng": -180.0}""")
        expect("suite geoPoint.normalizeLng 190", suite("geoPoint.normalizeLng", """{"lng": 190.0}"""), """{"lng": -170.0}""")
        expect("suite geoPoint.wrap (95,10)", suite("geoPoint.wrap", """{"point": {"lat": 95.0, "lng": 10.0}}"""), """{"point": {"lat": -85.0, "lng": -170.0, "alt": 0.0}}""")
        expect("suite geoPoint.isValid (90,180)", suite("geoPoint.isValid", """{"point": {"lat": 90.0, "lng": 180.0}}"""), """{"valid": true}""")

        // Overlays: the semantics document's worked example, and defaults
        val tokyo = """{"lat": 35.681236, "lng": 139.767125}"""
        expect("suite marker.id Tokyo (semantics doc)", suite("marker.id", """{"position": $tokyo}"""), """{"id": "-1991902364"}""")
        expect("suite marker.fingerprint id field = \"-1991902364\".hashCode()",
            suite("marker.fingerprint", """{"position": $tokyo}""").contains("\"id\": ${"-1991902364".hashCode()},"), true)
        expect("suite marker.id with animation", suite("marker.id", """{"position": $tokyo, "animation": "Drop"}""").startsWith("{\"notPortable\": "), true)
        expect("suite polyline.fingerprint geodesic false = \"false\".hashCode() (221a949)",
            suite("polyline.fingerprint", """{"points": []}""", ContractRevision.SDK_221A949).contains("\"geodesic\": 97196323,"), true)
        expect("suite polyline.fingerprint geodesic false = Boolean hash 1237 (221a949+clickable)",
            suite("polyline.fingerprint", """{"points": []}""", ContractRevision.SDK_221A949_CLICKABLE).contains("\"geodesic\": 1237,"), true)
        independentEvidence()
        GeoModelSelfTest.run(::expect)  // docs/contracts.md §15-21
        expect("suite polygon.fingerprint stroke width 2.dp",
            suite("polygon.fingerprint", """{"points": []}""").contains("\"strokeWidth\": 1073741824,"), true)
        expect("suite circle.fingerprint zIndex null -> 0",
            suite("circle.fingerprint", """{"center": $tokyo, "radiusMeters": 10.0}""").contains("\"zIndex\": 0,"), true)

        // Spherical math (section 7): (0,0) -> (0,1) is one degree of the equator: 6378137 * pi / 180 m
        expectClose("haversine (0,0)->(0,1)", Spherical.distance(GeoPoint(0.0, 0.0), GeoPoint(0.0, 1.0)), 111319.49079327357, 1e-6)
        expectClose("haversine (0,0)->(0,180) = pi * R", Spherical.distance(GeoPoint(0.0, 0.0), GeoPoint(0.0, 180.0)), Math.PI * 6378137.0, 1e-6)
        expectClose("haversine (90,0)->(-90,0) = pi * R", Spherical.distance(GeoPoint(90.0, 0.0), GeoPoint(-90.0, 0.0)), Math.PI * 6378137.0, 1e-6)
        expect("Math.toRadians(x) = x * 0.017453292519943295", Math.toRadians(33.0), 33.0 * 0.017453292519943295)

        // The canonical writer: JDK 19+ Double.toString text, ASCII escapes, lone surrogates
        val texts = mapOf(
            2e23 to "2.0E23", 1e23 to "1.0E23", Double.MIN_VALUE to "4.9E-324", 1.0E-5 to "1.0E-5", 0.001 to "0.001",
            1.0E7 to "1.0E7", 9999999.0 to "9999999.0", 0.1 to "0.1", 100.0 to "100.0", 1.1f.toDouble() to "1.100000023841858",
            Double.MAX_VALUE to "1.7976931348623157E308", -0.0 to "-0.0", 35.681236 to "35.681236", 1.0E-3 to "0.001", 9.999999999999999E-4 to "9.999999999999998E-4"
        )
        for ((d, t) in texts) expect("double text of $t", JavaDoubleText.format(d), t)
        expect("NaN payload text", JsonOut.doubleText(0x7ff0000000000001L), "\"0x7ff0000000000001\"")
        expect("escape of e-acute", JsonOut.compact(JStr("caf\u00e9")), "\"caf\\u00e9\"")
        expect("an emoji as utf16 (no surrogate escapes: json-c misreads some pairs)", JsonOut.compact(JStr("\uD83D\uDE00")), "{\"utf16\": [55357, 56832]}")
        expect("lone surrogate as utf16", JsonOut.compact(JStr("a\uD800")), "{\"utf16\": [97, 55296]}")
        val jdk = Runtime.version().feature()
        var sameAsJdk = 0
        val g = Gen(java.util.SplittableRandom(42))
        for (i in 0 until 20000) {
            val d = java.lang.Double.longBitsToDouble(g.nextLong())
            if (d.isNaN() || d.isInfinite()) continue
            val mine = JavaDoubleText.format(d)
            val theirs = java.lang.Double.toString(d)
            if (mine == theirs) sameAsJdk++
            else if (jdk >= 19) expect("double text of bits ${java.lang.Long.toHexString(java.lang.Double.doubleToRawLongBits(d))} vs JDK $jdk", mine, theirs)
            else if (mine.length > theirs.length) expect("double text no longer than JDK $jdk's", mine, theirs)
        }

        geodesicEvidence()
        conditioningEvidence()
        OverlayManagerEvidence.run(::expect, ::expectClose)
        FaithfulReferenceEvidence.run(::expect)
        ScaffoldDefaultsEvidence.run(::expect)

        mutation?.let { println("selftest: the model was deliberately mutated (oracle.mutate=$it)") }
        ModelMistake.active?.let { println("selftest: the model deliberately makes a mistake (oracle.mistake=$it: ${ModelMistake.described[it]})") }
        println("selftest: $checks checks, $failures mismatches (JVM ${System.getProperty("java.version")}; " +
            "$sameAsJdk of ~20000 random doubles written exactly as this JDK's Double.toString)")
        return if (failures == 0) EXIT_OK else EXIT_DIVERGED
    }

    /** The mutation `-Doracle.mutate=FAMILY` applies to the model, to show this selftest catches it (tests/run). */
    val mutation: String? = System.getProperty("oracle.mutate")

    /**
     * One or more values per suite family that come from outside the model code: folds of JVM primitive hashes
     * written out here, and closed-form geometry (equator, meridian, poles, quarter circles) with R and pi.
     */
    private fun independentEvidence() {
        val tokyo = """{"lat": 35.681236, "lng": 139.767125}"""
        val tokyoHash = geoPointHash(35.681236, 139.767125)
        val black = 0xFF000000.toInt()
        val red = 0xFFFF0000.toInt()
        val oneDp = java.lang.Float.floatToIntBits(1.0f)
        val twoDp = java.lang.Float.floatToIntBits(2.0f)
        val yes = java.lang.Boolean.hashCode(true)
        val no = java.lang.Boolean.hashCode(false)
        // geoPoint: the hash written out from Long.hashCode of the 1e7-scaled, truncated coordinates.
        expect("evidence geoPoint.hash Tokyo", suite("geoPoint.hash", """{"point": $tokyo}"""), "{\"hash\": $tokyoHash}")
        // marker: hashCode = h31(extra 0, [clickable, draggable, raw Double hashes of lat, lng, alt 0.0, icon 0, zIndex 0]).
        val markerHash = fold(0, yes, no, java.lang.Double.hashCode(35.681236), java.lang.Double.hashCode(139.767125), 0, 0, 0)
        expect("evidence marker.hash Tokyo", suite("marker.hash", """{"position": $tokyo}"""), "{\"hash\": $markerHash}")
        // circle: reduce31 of [center, radius Double hash, clickable, geodesic, extra, Red, 1.dp, fill 0x7FFFFFFF, zIndex 0].
        val circleId = fold(tokyoHash, java.lang.Double.hashCode(1000.0), yes, yes, 0, red, oneDp, 0x7FFFFFFF, 0)
        expect("evidence circle.id Tokyo 1000 m", suite("circle.id", """{"center": $tokyo, "radiusMeters": 1000.0}"""), "{\"id\": \"$circleId\"}")
        // polyline: reduce31 of [pointsHash 0, Black, 1.dp, geodesic] (+ clickable from 221a949+clickable on) + [extra 0].
        expect("evidence polyline.id empty (221a949)", suite("polyline.id", """{"points": []}""", ContractRevision.SDK_221A949),
            "{\"id\": \"${fold(0, black, oneDp, no, 0)}\"}")
        expect("evidence polyline.id empty (221a949+clickable)", suite("polyline.id", """{"points": []}""", ContractRevision.SDK_221A949_CLICKABLE),
            "{\"id\": \"${fold(0, black, oneDp, no, yes, 0)}\"}")
        expect("evidence polyline.hash empty (221a949)", suite("polyline.hash", """{"points": []}""", ContractRevision.SDK_221A949),
            "{\"hash\": ${fold(0, black, oneDp, no, 0, 0)}}")
        // polygon: reduce31 of [pointsHash 0, holesHash 0, Black, 2.dp, Transparent, geodesic] (+ clickable) + [extra].
        expect("evidence polygon.id empty (221a949)", suite("polygon.id", """{"points": []}""", ContractRevision.SDK_221A949),
            "{\"id\": \"${fold(0, 0, black, twoDp, 0, no, 0)}\"}")
        expect("evidence polygon.hash empty (221a949+clickable)", suite("polygon.hash", """{"points": []}""", ContractRevision.SDK_221A949_CLICKABLE),
            "{\"hash\": ${fold(0, black, twoDp, 0, no, yes, 0, 1, 1)}}")

        // Spherical geometry in closed form: R = 6378137, one degree of a great circle is R * pi / 180.
        val degree = 6378137.0 * Math.PI / 180
        expectClose("evidence heading due north", number("spherical.heading", """{"from": {"lat": 0.0, "lng": 0.0}, "to": {"lat": 1.0, "lng": 0.0}}""", "degrees"), 0.0, 1e-12)
        expectClose("evidence heading due east on the equator", number("spherical.heading", """{"from": {"lat": 0.0, "lng": 0.0}, "to": {"lat": 0.0, "lng": 1.0}}""", "degrees"), 90.0, 1e-9)
        expectClose("evidence heading due south", number("spherical.heading", """{"from": {"lat": 0.0, "lng": 0.0}, "to": {"lat": -1.0, "lng": 0.0}}""", "degrees"), 180.0, 1e-9)
        expectClose("evidence heading due west", number("spherical.heading", """{"from": {"lat": 0.0, "lng": 0.0}, "to": {"lat": 0.0, "lng": -1.0}}""", "degrees"), -90.0, 1e-9)
        expectClose("evidence distance one degree of a meridian", number("spherical.distance", """{"from": {"lat": 10.0, "lng": 20.0}, "to": {"lat": 11.0, "lng": 20.0}}""", "meters"), degree, 1e-6)
        val lerp = """{"from": {"lat": 0.0, "lng": 170.0}, "to": {"lat": 10.0, "lng": -170.0}, "fraction": 0.5}"""
        expectClose("evidence linearInterpolate the short way over 180: lat", number("spherical.linearInterpolate", lerp, "point", "lat"), 5.0, 1e-12)
        expectClose("evidence linearInterpolate the short way over 180: lng -180", number("spherical.linearInterpolate", lerp, "point", "lng"), -180.0, 1e-12)
        val slerp = """{"from": {"lat": 0.0, "lng": 0.0}, "to": {"lat": 0.0, "lng": 90.0}, "fraction": 0.5}"""
        expectClose("evidence sphericalInterpolate equator quarter: lng 45", number("spherical.sphericalInterpolate", slerp, "point", "lng"), 45.0, 1e-9)
        val meridian = """{"from": {"lat": 0.0, "lng": 30.0}, "to": {"lat": 90.0, "lng": 30.0}, "fraction": 0.5}"""
        expectClose("evidence sphericalInterpolate meridian quarter: lat 45", number("spherical.sphericalInterpolate", meridian, "point", "lat"), 45.0, 1e-9)
        // metersPerPixel: the equator's 40075016.686 m over 256 pixels at zoom 0, halved per zoom and by cos 60.
        expectClose("evidence metersPerPixel equator zoom 0", number("spherical.metersPerPixel", """{"latitude": 0.0, "zoom": 0.0}""", "meters"), 40075016.686 / 256, 1e-9)
        expectClose("evidence metersPerPixel latitude 60 zoom 1", number("spherical.metersPerPixel", """{"latitude": 60.0, "zoom": 1.0}""", "meters"), 40075016.686 / 256 / 2 / 2, 1e-6)
        // Routes along the equator: lengths are whole degrees; the point at half the length is the middle vertex.
        val equatorRoute = """[{"lat": 0.0, "lng": 0.0}, {"lat": 0.0, "lng": 1.0}, {"lat": 0.0, "lng": 2.0}]"""
        expectClose("evidence route.cumulativeDistance two equator degrees", number("route.cumulativeDistance", """{"route": $equatorRoute}""", "km"), 2 * degree / 1000, 1e-9)
        expectClose("evidence route.pointAtDistance half way", number("route.pointAtDistance", """{"route": $equatorRoute, "km": ${degree / 1000}}""", "point", "lng"), 1.0, 1e-9)
        // zoom.interval: the distance-marker table as designed (zoom >= 16: 1 km ... >= 5: 50 km, below: none).
        val table = listOf(16.0 to "1", 15.0 to "2", 14.0 to "5", 11.0 to "10", 9.0 to "20", 7.0 to "30", 5.0 to "50", 4.0 to "null")
        for ((zoom, km) in table) expect("evidence zoom.interval $zoom", suite("zoom.interval", """{"zoom": $zoom}"""), "{\"km\": $km}")
        // region and bounds: a 2 x 2 degree box around the equator's origin reaches its corners (1, 1).
        val corner = number("spherical.distance", """{"from": {"lat": 0.0, "lng": 0.0}, "to": {"lat": 1.0, "lng": 1.0}}""", "meters") / 1000
        expectClose("evidence corner distance by the spherical law of cosines", corner, 6378137.0 * Math.acos(Math.cos(Math.PI / 180) * Math.cos(Math.PI / 180)) / 1000, 1e-6)
        expectClose("evidence region.radius 2x2 degrees", number("region.radius", """{"center": {"lat": 0.0, "lng": 0.0}, "latitudeSpan": 2.0, "longitudeSpan": 2.0}""", "km"),
            6378137.0 * Math.acos(Math.cos(Math.PI / 180) * Math.cos(Math.PI / 180)) / 1000, 1e-6)
        expectClose("evidence bounds.radius 2x2 degrees", number("bounds.radius", """{"southWest": {"lat": -1.0, "lng": -1.0}, "northEast": {"lat": 1.0, "lng": 1.0}}""", "km"),
            6378137.0 * Math.acos(Math.cos(Math.PI / 180) * Math.cos(Math.PI / 180)) / 1000, 1e-6)
    }

    /**
     * docs/contracts.md §12 on the three inputs `parity-check fuzz --seed 7` found, with the value glibc gave for
     * each: the case tolerance must admit it, and a well-conditioned input must get none.
     */
    private fun conditioningEvidence() {
        fun tolerance(suite: String, input: String): Tolerance? =
            Suites.byName(suite)!!.conditioningTolerance(JsonIn.parse(input) as JObj)
        val interpolate = "spherical.sphericalInterpolate"
        val nearPole = tolerance(interpolate, """{"from": {"lat": 17.53774, "lng": 0.0}, "to": {"lat": 89.99999999, "lng": 152.406}, "fraction": 0.9999999999999999}""")
        expect("conditioning: near the pole, glibc's 90.0 against the JVM's 89.99999914622636 passes", nearPole?.abs?.let { it >= 90.0 - 89.99999914622636 && it < 0.01 }, true)
        expect("conditioning: near the pole, z one ULP below 1 can round past it (NaN)", nearPole?.nanMatchesNumber, true)
        val hugeFraction = tolerance(interpolate, """{"from": {"lat": 52.63, "lng": 102.1}, "to": {"lat": -26.708698, "lng": -177.4}, "fraction": 3e+109}""")
        expect("conditioning: fraction 3e109 admits glibc's NaN", hugeFraction?.nanMatchesNumber, true)
        expect("conditioning: a city-to-city slerp keeps the suite tolerance",
            tolerance(interpolate, """{"from": {"lat": 35.681236, "lng": 139.767125}, "to": {"lat": 34.702485, "lng": 135.495951}, "fraction": 0.5}"""), null)
        val antipodes = tolerance("spherical.distance", """{"from": {"lat": 43.7, "lng": 94.0}, "to": {"lat": -43.7, "lng": -86.0}}""")
        expect("conditioning: exact antipodes whose a rounds past 1 admit glibc's pi R", antipodes?.nanMatchesNumber, true)
        expect("conditioning: Tokyo to Osaka keeps the distance's tolerance",
            tolerance("spherical.distance", """{"from": {"lat": 35.681236, "lng": 139.767125}, "to": {"lat": 34.702485, "lng": 135.495951}}"""), null)
        // A route's near-antipodal segment as in spherical.distance: the JVM's 20037.508208380055 km, glibc's NaN.
        val antipodalRoute = """{"route": [{"lat": -81.58328153097482, "lng": -171.9021070907073}, {"lat": 81.58328153097482, "lng": 8.09789290929271}]}"""
        for (suite in listOf("route.cumulativeDistance", "route.pointAtDistance", "route.distanceMarkers")) {
            val input = antipodalRoute.dropLast(1) + (if (suite == "route.pointAtDistance") ", \"km\": 30000.0}" else if (suite == "route.distanceMarkers") ", \"zoom\": 3.0}" else "}")
            expect("conditioning: $suite with a segment whose a may round past 1 admits glibc's NaN", tolerance(suite, input)?.nanMatchesNumber, true)
        }
        expect("conditioning: a route within 6.4 km of antipodal whose a stays below 1 admits no NaN",
            tolerance("route.cumulativeDistance", """{"route": [{"lat": 10.0, "lng": 0.0}, {"lat": -10.0, "lng": 179.99}]}""")?.let { it.abs == 0.001 && !it.nanMatchesNumber }, true)
        expect("conditioning: the altitude rule wins a near-antipodal route's bound and keeps its NaN",
            tolerance("route.pointAtDistance", """{"route": [{"lat": -81.58328153097482, "lng": -171.9021070907073, "alt": 1e12}, {"lat": 81.58328153097482, "lng": 8.09789290929271}], "km": 100.0}""")?.let { it.abs == 1.0 && it.nanMatchesNumber }, true)
        expect("conditioning: Tokyo to Osaka keeps the route's tolerance",
            tolerance("route.cumulativeDistance", """{"route": [{"lat": 35.681236, "lng": 139.767125}, {"lat": 34.702485, "lng": 135.495951}]}"""), null)
        // A region's corner at the center's antipode: NaN on the JVM and on glibc here, a number where a stays below 1.
        expect("conditioning: region.radius with a corner whose a may round past 1 admits a number against NaN",
            tolerance("region.radius", """{"center": {"lat": -16.979006116689675, "lng": 83.4819176571661}, "latitudeSpan": 67.9160244667587, "longitudeSpan": 360.0}""")?.let { it.abs == 0.001 && it.nanMatchesNumber }, true)
        expect("conditioning: bounds.radius across the whole globe, with a corner at the center's antipode",
            tolerance("bounds.radius", """{"southWest": {"lat": -30.0, "lng": -180.0}, "northEast": {"lat": 10.0, "lng": 180.0}}""")?.abs, 0.001)
        expect("conditioning: a city-sized region keeps the suite tolerance",
            tolerance("region.radius", """{"center": {"lat": 35.681236, "lng": 139.767125}, "latitudeSpan": 0.05, "longitudeSpan": 0.08}"""), null)
        expect("conditioning: an invalid region has none (its error is exact)",
            tolerance("region.radius", """{"center": {"lat": 95.0, "lng": 0.0}, "latitudeSpan": 180.0, "longitudeSpan": 360.0}"""), null)
        val highSegment = tolerance("hitTest.linearSegment", """{"from": {"lat": -68.59, "lng": 0.0}, "to": {"lat": -69.1690345209637, "lng": 1.0, "alt": -5e+111}, "position": {"lat": -69.0, "lng": 1.0}, "thresholdMeters": 18600.0}""")
        expect("conditioning: an altitude of -5e111 m admits glibc's last bit of t", highSegment?.abs?.let { it >= 5.339967589802275e+95 }, true)
        val arcEnd = tolerance("hitTest.closestIntersection", """{"position": {"lat": 51.431674, "lng": 26.182561886192843}, "a": {"lat": 51.44, "lng": 26.19832}, "b": {"lat": -1.0, "lng": -90.0}}""")
        expect("conditioning: the on-arc tie admits glibc's end point, 183.223 m further", arcEnd?.abs?.let { it >= 1433.4849810274131 - 1250.2620058766427 }, true)
    }

    /**
     * docs/contracts.md §13-14 against published figures and hand arithmetic: GeographicLib's documented examples
     * (Wellington to Salamanca 19959679.267 m, JFK to LHR 5551759.400 m), the densify count of Kotlin's
     * conversions, and the NaN rules of coerceIn and of the threshold tests.
     */
    private fun geodesicEvidence() {
        expectClose("evidence GeographicLib Wellington-Salamanca", GeodesicModel.distance(GeoPoint(-41.32, 174.81), GeoPoint(40.96, -5.50)), 19959679.267, 1e-3)
        expectClose("evidence GeographicLib JFK-LHR", GeodesicModel.distance(GeoPoint(40.6, -73.8), GeoPoint(51.6, -0.5)), 5551759.400, 1e-3)
        expect("evidence densify count saturates (toInt of +Infinity)", GeodesicModel.segmentCount(1.0, 0.0), Int.MAX_VALUE)
        expect("evidence densify count of NaN is 1", GeodesicModel.segmentCount(Double.NaN, 10000.0), 1)
        // Tokyo-Osaka is 403.8 km: count 40, and forty additions of 1/40 end at or above 1, so 39 inserted points.
        val tokyo = GeoPoint(35.681236, 139.767125)
        val osaka = GeoPoint(34.702485, 135.495951)
        expect("evidence densify Tokyo-Osaka at 10 km: 41 points", GeodesicModel.interpolatePoints(listOf(tokyo, osaka), 10000.0).size, 41)
        expect("evidence densify NaN vertex inserts nothing", GeodesicModel.interpolatePoints(listOf(tokyo, GeoPoint(Double.NaN, 0.0), osaka), 10000.0).size, 3)
        expect("evidence densify empty path", try { GeodesicModel.interpolatePoints(listOf(), 10000.0); "no error" } catch (e: GeoContractError) { e.code }, "emptyPath")
        // Straight segment (0,0)-(0,1): 0.001 degrees north of its quarter point is 111.132954 m away.
        val quarter = HitTestModel.linearSegment(GeoPoint(0.0, 0.0), GeoPoint(0.0, 1.0), GeoPoint(0.001, 0.25), 200.0)
        expectClose("evidence straight hit distance", quarter?.second ?: Double.NaN, 111.132954, 1e-9)
        val nanHit = HitTestModel.linearSegment(GeoPoint(0.0, 0.0), GeoPoint(0.0, 1.0), GeoPoint(Double.NaN, 0.5), 1.0)
        expect("evidence straight hit: NaN is not above the threshold", nanHit?.second?.isNaN(), true)
        expect("evidence straight hit: coerceIn keeps a NaN t (a NaN point, not the end)", nanHit?.first?.latitude?.isNaN(), true)
        val same = GeoPoint(10.0, 10.0)
        expect("evidence geodesic zero-length segment with a NaN threshold is a miss (<=)", GeodesicModel.pointOnSegment(same, same, same, Double.NaN), null)
        // Closest intersection: 1 degree north of the middle of a 10-degree equator arc is one degree of arc away.
        val closest = HitTestModel.closestIntersection(GeoPoint(1.0, 5.0), GeoPoint(0.0, 0.0), GeoPoint(0.0, 10.0))
        expectClose("evidence closestIntersection spherical radius", closest.radiusMeters, 6378137.0 * Math.PI / 180, 1e-6)
        expect("evidence closestIntersection mode", closest.mode, "spherical")
    }
}
