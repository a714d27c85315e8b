// Seeded random inputs. java.util.SplittableRandom's algorithm is specified, so a seed gives the same inputs on
// every JVM. The mix favours the values ports get wrong: NaN (with payloads), +-inf, +-0.0, subnormals, extreme
// magnitudes, values on the 1e-7 grid, lone surrogates, empty and long lists.

package com.mapconductor.parity

import java.util.SplittableRandom

/**
 * Draws everything from `SplittableRandom.nextLong()` alone (SplitMix64, specified by the class), deriving
 * bounded ints, doubles and booleans here, so that no JDK's choice of bounded-draw algorithm can change the corpus.
 */
class Gen(private val source: SplittableRandom) {
    private val r = this

    fun nextLong(): Long = source.nextLong()
    fun nextInt(): Int = (nextLong() ushr 32).toInt()
    fun nextInt(bound: Int): Int = java.lang.Long.remainderUnsigned(nextLong(), bound.toLong()).toInt()
    fun nextInt(origin: Int, bound: Int): Int = (origin + nextLong(0L, bound.toLong() - origin)).toInt()
    fun nextLong(origin: Long, bound: Long): Long = origin + java.lang.Long.remainderUnsigned(nextLong(), bound - origin)
    fun nextDouble(): Double = (nextLong() ushr 11) * (1.0 / (1L shl 53))
    fun nextFloat(): Float = (nextInt() ushr 8) * (1.0f / (1 shl 24))
    fun nextBoolean(): Boolean = nextLong() < 0

    fun int(bound: Int): Int = r.nextInt(bound)
    fun chance(p: Double): Boolean = r.nextDouble() < p
    fun <T> pick(xs: List<T>): T = xs[r.nextInt(xs.size)]

    // MARK: doubles (as raw bits, so NaN payloads survive into the file)

    val specialDoubles: List<Long> = listOf(
        0.0, -0.0, 1.0, -1.0, 0.1, 0.5, 90.0, -90.0, 180.0, -180.0, 360.0, 1e-7, -1e-7, 1e7, 1e12,
        1e300, -1e300, Double.MIN_VALUE, -Double.MIN_VALUE, java.lang.Double.MIN_NORMAL, Double.MAX_VALUE,
        -Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 9.223372036854776E11,
        -9.223372036854776E11, 214.7483647, 214.7483648
    ).map { java.lang.Double.doubleToRawLongBits(it) } + listOf(
        CANONICAL_DOUBLE_NAN, 0x7ff8000000000000L or Long.MIN_VALUE, 0x7ff0000000000001L, 0x7ff8000000000001L,
        0x7ff0000000000001L or Long.MIN_VALUE, 0x7fffffffffffffffL
    )

    fun doubleBits(): Long = when (r.nextInt(10)) {
        0, 1 -> pick(specialDoubles)
        2 -> r.nextLong() // any bit pattern: NaNs, subnormals, huge and tiny values
        3 -> r.nextLong(1L, 1L shl 52) or (if (r.nextBoolean()) Long.MIN_VALUE else 0L) // subnormal
        4 -> bitsOf(r.nextInt(-1000000, 1000001).toDouble())
        5 -> bitsOf(r.nextInt(-1800000000, 1800000001) / 1e7) // on the 1e-7 grid
        6 -> bitsOf((r.nextDouble() * 2 - 1) * pick(listOf(1.0, 1e3, 1e9, 1e12, 1e15, 1e19, 1e100, 1e308)))
        else -> bitsOf((r.nextDouble() * 2 - 1) * pick(listOf(90.0, 180.0, 360.0, 1000.0)))
    }

    /** Mostly plausible coordinates, sometimes anything. */
    fun coordinateBits(range: Double): Long = when (r.nextInt(10)) {
        0 -> doubleBits()
        1 -> bitsOf(r.nextInt(-(range * 1e4).toInt(), (range * 1e4).toInt() + 1) / 1e4)
        2 -> bitsOf(r.nextInt(-(range * 1e6).toInt(), (range * 1e6).toInt() + 1) / 1e6 + pick(listOf(0.0, 1e-8, -1e-8, 5e-8)))
        else -> bitsOf((r.nextDouble() * 2 - 1) * range)
    }

    fun bitsOf(d: Double): Long = java.lang.Double.doubleToRawLongBits(d)

    fun double(): JDouble = JDouble(doubleBits())

    // MARK: floats

    val specialFloats: List<Int> = listOf(
        0.0f, -0.0f, 1.0f, 1.5f, 2.0f, 0.5f, 0.1f, 3.0f, 48.0f, Float.MIN_VALUE, java.lang.Float.MIN_NORMAL,
        Float.MAX_VALUE, -Float.MAX_VALUE, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 15.99999f, 1.0E-5f
    ).map { java.lang.Float.floatToRawIntBits(it) } + listOf(CANONICAL_FLOAT_NAN, 0xffc00000.toInt(), 0x7f800001, 0x7fc00001)

    fun floatBits(): Int = when (r.nextInt(8)) {
        0, 1 -> pick(specialFloats)
        2 -> r.nextInt()
        3 -> r.nextInt(1, 1 shl 23) // subnormal
        4 -> java.lang.Float.floatToRawIntBits(r.nextInt(0, 201) / 4.0f)
        5 -> java.lang.Float.floatToRawIntBits(r.nextFloat())
        else -> java.lang.Float.floatToRawIntBits((r.nextDouble() * 200 - 100).toFloat())
    }

    /** A Dp width: mostly plausible, sometimes anything. */
    fun widthBits(): Int = when (r.nextInt(4)) {
        0 -> floatBits()
        else -> java.lang.Float.floatToRawIntBits(r.nextInt(0, 41) / 4.0f)
    }

    // MARK: integers

    val specialInts = listOf(0, 1, -1, 2, 31, -31, 1231, 1237, Int.MAX_VALUE, Int.MIN_VALUE, -65536, -16777216, 0x7FFFFFFF)

    fun int(): Int = when (r.nextInt(4)) {
        0 -> pick(specialInts)
        1 -> r.nextInt(-1000, 1001)
        else -> r.nextInt()
    }

    val specialLongs = listOf(0L, 1L, -1L, 1L shl 31, 1L shl 32, -(1L shl 32), Long.MAX_VALUE, Long.MIN_VALUE,
        Int.MAX_VALUE.toLong(), Int.MIN_VALUE.toLong(), 0xFFFFFFFFL, -0x100000001L)

    fun long(): Long = when (r.nextInt(4)) {
        0 -> pick(specialLongs)
        1 -> r.nextInt().toLong()
        else -> r.nextLong()
    }

    fun argb(): Int = when (r.nextInt(3)) {
        0 -> pick(listOf(-65536, -16777216, -1, 0, 0x7FFFFFFF, 0x80FFFFFF.toInt(), 0xFF00FF00.toInt()))
        else -> r.nextInt()
    }

    // MARK: strings (as UTF-16 code units; lone surrogates allowed)

    fun codeUnits(into: StringBuilder) {
        when (r.nextInt(24)) {
            in 0..9 -> into.append((0x20 + r.nextInt(0x5f)).toChar())
            10 -> into.append(r.nextInt(0, 0x20).toChar())
            11, 12 -> into.append(r.nextInt(0x80, 0x800).toChar())
            13, 14, 15 -> into.append(r.nextInt(0x800, 0xD800).toChar())
            16, 17 -> into.append(r.nextInt(0xE000, 0x10000).toChar())
            18, 19, 20 -> into.appendCodePoint(r.nextInt(0x10000, 0x110000)) // a valid surrogate pair
            21 -> into.append(r.nextInt(0xD800, 0xDC00).toChar()) // high surrogate, often lone
            22 -> into.append(r.nextInt(0xDC00, 0xE000).toChar()) // low surrogate, often lone
            else -> into.append(g16(listOf(0x0000, 0xFFFF, 0xFEFF, 0x00E9, 0x0301, 0x200D)).toChar())
        }
    }

    private fun g16(xs: List<Int>): Int = pick(xs)

    /** [long]: allow 100-600 code units (for the string suite; nested values stay short). */
    fun string(long: Boolean = true): String {
        val length = when (r.nextInt(10)) {
            0 -> 0
            1 -> 1
            2, 3, 4, 5 -> r.nextInt(2, 9)
            6, 7, 8 -> r.nextInt(9, 41)
            else -> if (long) r.nextInt(100, 600) else r.nextInt(2, 9)
        }
        val sb = StringBuilder()
        while (sb.length < length) codeUnits(sb)
        return sb.toString()
    }

    // MARK: JavaValue

    fun javaValue(depth: Int = 0): J {
        val kinds = if (depth >= 2) 7 else 10
        return when (r.nextInt(kinds + 1)) {
            0 -> JNull
            1 -> jobj("int" to JInt(int()))
            2 -> jobj("long" to JLong(long()))
            3 -> jobj("float" to JFloat(floatBits()))
            4 -> jobj("double" to double())
            5 -> jobj("boolean" to JBool(r.nextBoolean()))
            6, 7 -> jobj("string" to JStr(string(long = depth == 0)))
            8 -> jobj("list" to JArr(List(listLength(depth)) { javaValue(depth + 1) }))
            9 -> jobj("map" to JArr(mapEntries(depth)))
            else -> jobj("dataClass" to JArr(List(1 + r.nextInt(if (chance(0.2)) 12 else 6)) { javaValue(depth + 1) }))
        }
    }

    /** Empty lists, short ones, and at the top level now and then a long one. */
    private fun listLength(depth: Int): Int = when (r.nextInt(6)) {
        0 -> 0
        5 -> if (depth == 0) r.nextInt(10, 40) else r.nextInt(1, 4)
        else -> r.nextInt(1, if (depth == 0) 6 else 4)
    }

    /** Entries with keys distinct by Java equals (the JVM objects decide, e.g. every NaN key is the same key). */
    private fun mapEntries(depth: Int): List<J> {
        val n = listLength(depth)
        val seen = HashSet<Any?>()
        val out = ArrayList<J>()
        var attempts = 0
        while (out.size < n && attempts < 4 * n + 4) {
            attempts++
            val k = javaValue(depth + 1)
            val jvmKey = JavaValues.decode(k, "key", true)
            if (!seen.add(jvmKey)) continue
            out.add(JArr(listOf(k, javaValue(depth + 1))))
        }
        return out
    }

    // MARK: geo

    fun geoPoint(latRange: Double = 90.0, lngRange: Double = 180.0, withAlt: Double = 0.3): JObj {
        val m = LinkedHashMap<String, J>()
        m["lat"] = JDouble(coordinateBits(latRange))
        m["lng"] = JDouble(coordinateBits(lngRange))
        if (chance(withAlt)) m["alt"] = if (chance(0.5)) JDouble(bitsOf(r.nextInt(-500, 9000).toDouble())) else double()
        return JObj(m)
    }

    fun geoPoints(max: Int): JArr {
        val n = when (r.nextInt(8)) {
            0 -> 0
            1 -> 1
            7 -> r.nextInt(2, max + 1)
            else -> r.nextInt(2, Math.min(max, 8) + 1)
        }
        return JArr(List(n) { geoPoint() })
    }
}
