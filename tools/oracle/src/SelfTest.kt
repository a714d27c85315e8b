// selftest: the oracle is not the Swift code in disguise. For each suite family, the JVM's answer (through the
// same code paths `generate` uses) is compared with a value known independently of any port: Java API
// documentation and textbook results, the semantics document's worked examples, and arithmetic done by hand.

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
    private fun suite(name: String, input: String): String =
        JsonOut.compact(Suites.byName(name)!!.run(JsonIn.parse(input), allowLoneEscape = false).toJ())

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
        expect("suite polyline.fingerprint geodesic false = \"false\".hashCode()",
            suite("polyline.fingerprint", """{"points": []}""").contains("\"geodesic\": 97196323,"), true)
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

        println("selftest: $checks checks, $failures mismatches (JVM ${System.getProperty("java.version")}; " +
            "$sameAsJdk of ~20000 random doubles written exactly as this JDK's Double.toString)")
        return if (failures == 0) EXIT_OK else EXIT_DIVERGED
    }
}
