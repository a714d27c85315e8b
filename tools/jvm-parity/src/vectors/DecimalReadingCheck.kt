// The decimal reading's own check (tools/jvm-parity/tests/run): f64Bits reads a short decimal without
// Double.parseDouble (Decode.kt), and must give parseDouble's bits for every text, short or not.

package com.mapconductor.parity

/** Prints one "ok"/"FAIL" line; exits 1 when it fails. */
object DecimalReadingCheck {
    private val edges = listOf("0", "0.0", "-0.0", "1", "-1", "0.1", "0.3", "-0.3", "5e-324", "1.7976931348623157E308",
        "999999999999999", "-999999999999999", "99999999999999.9", "0.000000000000001", "9007199254740993",
        "9007199254740992.5", "123456789012345.6", "1.000000000000001", "2.2250738585072014E-308", "35.681236",
        "139.767125", "0.30000000000000004", "1234567.0", "00012.5")

    @JvmStatic
    fun main(args: Array<String>) {
        val random = java.util.Random(34)
        val texts = ArrayList(edges)
        repeat(300_000) {
            val digits = 1 + random.nextInt(17)
            val sb = StringBuilder()
            if (random.nextBoolean()) sb.append('-')
            val body = StringBuilder()
            body.append(1 + random.nextInt(9))
            repeat(digits - 1) { body.append(random.nextInt(10)) }
            val point = random.nextInt(digits + 1)
            if (point in 1 until digits) body.insert(point, '.') else if (point == 0) body.insert(0, "0.")
            texts.add(sb.append(body).toString())
        }
        val wrong = texts.filter { text ->
            f64Bits(JNum(text), "check") != java.lang.Double.doubleToRawLongBits(java.lang.Double.parseDouble(text))
        }
        for (text in wrong.take(10)) println("  differs from parseDouble: $text")
        println("${if (wrong.isEmpty()) "ok  " else "FAIL"} f64Bits: parseDouble's bits for ${texts.size} decimals (${edges.size} edges, the rest random, up to 17 digits)")
        if (wrong.isNotEmpty()) System.exit(1)
    }
}
