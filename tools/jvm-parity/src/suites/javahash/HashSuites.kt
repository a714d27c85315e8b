// The javaHash.* and geoPoint.* suites (android-core-semantics.md sections 1 and 2).
// Every hash is the JVM's own method on a real JVM value.

package com.mapconductor.parity

object JavaHashString : Suite("javaHash.string", "String.hashCode() over the UTF-16 code units of a Java string, lone surrogates included.") {
    override val suggestedRandomCount = 400
    override val fields = listOf(FieldSpec("s", "str", JStr("polygenelubricants")))
    override fun compute(f: Fields): Outcome {
        val s = str(f.req("s"), f.path("s"), f.allowLoneEscape)
        return value("hash" to JInt(s.hashCode()))
    }
    override fun randomInput(g: Gen) = jobj("s" to JStr(g.string()))
}

object JavaHashInt : Suite("javaHash.int", "Integer.hashCode(value): the value itself.") {
    override val suggestedRandomCount = 150
    override val fields = listOf(FieldSpec("value", "i32", JInt(-1)))
    override fun compute(f: Fields): Outcome =
        value("hash" to JInt(Integer.hashCode(i32(f.req("value"), f.path("value")))))
    override fun randomInput(g: Gen) = jobj("value" to JInt(g.int()))
}

object JavaHashLong : Suite("javaHash.long", "java.lang.Long.hashCode(value): (int)(v ^ (v >>> 32)).") {
    override val suggestedRandomCount = 250
    override val fields = listOf(FieldSpec("value", "i64", JLong(-1L)))
    override fun compute(f: Fields): Outcome =
        value("hash" to JInt(java.lang.Long.hashCode(i64(f.req("value"), f.path("value")))))
    override fun randomInput(g: Gen) = jobj("value" to JLong(g.long()))
}

object JavaHashFloat : Suite("javaHash.float", "java.lang.Float.hashCode(value) = floatToIntBits: every NaN hashes as 0x7fc00000.") {
    override val suggestedRandomCount = 300
    override val fields = listOf(FieldSpec("value", "f32", JFloat(java.lang.Float.floatToRawIntBits(1.5f))))
    override fun compute(f: Fields): Outcome =
        value("hash" to JInt(java.lang.Float.hashCode(f32(f.req("value"), f.path("value")))))
    override fun randomInput(g: Gen) = jobj("value" to JFloat(g.floatBits()))
}

object JavaHashDouble : Suite("javaHash.double", "java.lang.Double.hashCode(value) and doubleToLongBits(value): NaN canonical, -0.0 distinct.") {
    override val suggestedRandomCount = 400
    override val fields = listOf(FieldSpec("value", "f64", JNum("0.1")))
    override fun compute(f: Fields): Outcome {
        val d = f64(f.req("value"), f.path("value"))
        return value(
            "hash" to JInt(java.lang.Double.hashCode(d)),
            "bits" to JLong(java.lang.Double.doubleToLongBits(d))
        )
    }
    override fun randomInput(g: Gen) = jobj("value" to g.double())
}

object JavaHashBoolean : Suite("javaHash.boolean", "java.lang.Boolean.hashCode(value): true 1231, false 1237.") {
    override val suggestedRandomCount = 0
    override val fields = listOf(FieldSpec("value", "bool", JBool(true)))
    override fun compute(f: Fields): Outcome =
        value("hash" to JInt(java.lang.Boolean.hashCode(bool(f.req("value"), f.path("value")))))
    override fun randomInput(g: Gen) = jobj("value" to JBool(g.nextBoolean()))
}

object JavaHashValue : Suite("javaHash.value", "hashCode() of a typed JVM value: boxed primitives, String, java.util.List (seed 1), java.util.Map, Kotlin data classes, null.") {
    override val suggestedRandomCount = 500
    override val fields = listOf(FieldSpec("value", "JavaValue", jobj("list" to JArr(listOf(jobj("int" to JInt(1)), JNull)))))
    override fun compute(f: Fields): Outcome =
        value("hash" to JInt(JavaValues.hash(JavaValues.decode(f.req("value"), f.path("value"), f.allowLoneEscape))))
    override fun randomInput(g: Gen) = jobj("value" to g.javaValue())
}

object JavaHashFold : Suite("javaHash.fold", "h31(seed, elements): r = seed; r = 31 * r + x for each element, with Int wrap-around.") {
    override val suggestedRandomCount = 200
    override val fields = listOf(
        FieldSpec("seed", "i32", JInt(1)),
        FieldSpec("elements", "[i32]", JArr(listOf(JInt(1), JInt(2))))
    )
    override fun compute(f: Fields): Outcome {
        val seed = i32(f.req("seed"), f.path("seed"))
        val elements = arr(f.req("elements"), f.path("elements")).mapIndexed { i, e -> i32(e, "${f.path("elements")}/$i") }
        return value("hash" to JInt(h31(seed, elements)))
    }
    override fun randomInput(g: Gen): JObj {
        val n = if (g.chance(0.1)) 0 else if (g.chance(0.1)) g.nextInt(30, 200) else g.nextInt(1, 10)
        return jobj("seed" to JInt(if (g.chance(0.6)) g.pick(listOf(0, 1)) else g.int()), "elements" to JArr(List(n) { JInt(g.int()) }))
    }
}

object JavaHashColor : Suite("javaHash.color", "Compose sRGB Color from an ARGB int, Color(red, green, blue, alpha) ints or floats: its ARGB value and hashCode().") {
    override val suggestedRandomCount = 250
    override val fields = listOf(
        FieldSpec("argb", "i32 (exactly one of argb, rgba, rgbaFloat)", JInt(-65536), optional = true),
        FieldSpec("rgba", "[i32 x4]", JArr(listOf(JInt(255), JInt(0), JInt(0), JInt(255))), optional = true),
        FieldSpec("rgbaFloat", "[f32 x4]", JArr(listOf(JNum("1.0"), JNum("1.0"), JNum("1.0"), JNum("0.5"))), optional = true)
    )

    override fun compute(f: Fields): Outcome {
        val given = listOf("argb", "rgba", "rgbaFloat").filter { f.has(it) }
        if (given.size != 1) throw VectorError("input: exactly one of argb, rgba, rgbaFloat, got ${given.size}")
        val color: ComposeColor = when (given[0]) {
            "argb" -> ComposeColor(i32(f.req("argb"), f.path("argb")))
            "rgba" -> {
                val c = arr(f.req("rgba"), f.path("rgba"))
                if (c.size != 4) throw VectorError("${f.path("rgba")}: four channels [red, green, blue, alpha]")
                val v = c.mapIndexed { i, x -> i32(x, "${f.path("rgba")}/$i") }
                ComposeColor.ofInts(v[0], v[1], v[2], v[3])
            }
            else -> {
                val c = arr(f.req("rgbaFloat"), f.path("rgbaFloat"))
                if (c.size != 4) throw VectorError("${f.path("rgbaFloat")}: four channels [red, green, blue, alpha]")
                val v = c.mapIndexed { i, x -> f32(x, "${f.path("rgbaFloat")}/$i") }
                ComposeColor.ofFloats(v[0], v[1], v[2], v[3])
            }
        }
        return value("argb" to JInt(color.argb), "hash" to JInt(color.hashCode()))
    }

    override fun randomInput(g: Gen): JObj = when (g.nextInt(3)) {
        0 -> jobj("argb" to JInt(g.argb()))
        1 -> jobj("rgba" to JArr(List(4) { JInt(if (g.chance(0.8)) g.nextInt(0, 256) else g.int()) }))
        else -> jobj("rgbaFloat" to JArr(List(4) {
            JFloat(
                when (g.nextInt(10)) {
                    0 -> g.floatBits()
                    1 -> java.lang.Float.floatToRawIntBits(g.nextInt(0, 256) / 255.0f)
                    2 -> java.lang.Float.floatToRawIntBits((g.nextInt(0, 256) + 0.5f) / 255.0f)
                    else -> java.lang.Float.floatToRawIntBits(g.nextFloat())
                }
            )
        }))
    }
}

object JavaHashDp : Suite("javaHash.dp", "Compose Dp (a value class over Float): hashCode() = floatToIntBits(dp).") {
    override val suggestedRandomCount = 150
    override val fields = listOf(FieldSpec("dp", "f32", JNum("1.0")))
    override fun compute(f: Fields): Outcome = value("hash" to JInt(Dp(f32(f.req("dp"), f.path("dp"))).hashCode()))
    override fun randomInput(g: Gen) = jobj("dp" to JFloat(g.widthBits()))
}

// MARK: - GeoPoint

object GeoPointHash : Suite("geoPoint.hash", "GeoPoint.hashCode(): Long hashes of (x * 1e7).toLong() (truncating, saturating, NaN -> 0), folded with 31.") {
    override val suggestedRandomCount = 400
    override val fields = listOf(FieldSpec("point", "GeoPoint", GEOPOINT_EXAMPLE))
    override fun compute(f: Fields): Outcome = value("hash" to JInt(f.geoPoint("point").hashCode()))
    override fun randomInput(g: Gen) = jobj("point" to g.geoPoint())
}

object GeoPointEquals : Suite("geoPoint.equals", "GeoPoint.equals: every coordinate within 1e-7 (strictly less), NaN never equal.") {
    override val suggestedRandomCount = 300
    override val fields = listOf(FieldSpec("a", "GeoPoint", GEOPOINT_EXAMPLE), FieldSpec("b", "GeoPoint", GEOPOINT_EXAMPLE))
    override fun compute(f: Fields): Outcome {
        val a = f.geoPoint("a")
        val b = f.geoPoint("b")
        return value("equal" to JBool(a == b))
    }

    override fun randomInput(g: Gen): JObj {
        val a = g.geoPoint()
        if (g.chance(0.3)) return jobj("a" to a, "b" to g.geoPoint())
        // b close to a: offsets around the 1e-7 threshold
        val m = LinkedHashMap<String, J>()
        for ((k, v) in a.fields) {
            val x = (v as JDouble).value
            val offset = if (g.chance(0.5)) 0.0 else g.pick(listOf(1e-7, -1e-7, 0.99e-7, 1.01e-7, 5e-8, 1e-8, 2e-7)) * (if (g.chance(0.5)) 1 else -1)
            m[k] = JDouble.ofInput(x + offset)
        }
        return jobj("a" to a, "b" to JObj(m))
    }
}

object GeoPointWrap : Suite("geoPoint.wrap", "GeoPoint.wrap(): one pass of lat > 90 / lat < -90 folding (lat -+ 180, lng + 180), then normalizeLng.") {
    override val suggestedRandomCount = 250
    override val fields = listOf(FieldSpec("point", "GeoPoint", jobj("lat" to JNum("95.0"), "lng" to JNum("10.0"))))
    override fun compute(f: Fields): Outcome = value("point" to geoPointJ(f.geoPoint("point").wrap()))
    override fun randomInput(g: Gen) = jobj("point" to g.geoPoint(latRange = 400.0, lngRange = 720.0))
}

object GeoPointNormalizeLng : Suite("geoPoint.normalizeLng", "normalizeLng(x) = ((x + 180) % 360 + 360) % 360 - 180 with Java's (fmod) remainder; 180 -> -180.") {
    override val suggestedRandomCount = 300
    override val fields = listOf(FieldSpec("lng", "f64", JNum("180.0")))
    override fun compute(f: Fields): Outcome =
        value("lng" to JDouble.ofResult(GeoPoint.normalizeLng(f64(f.req("lng"), f.path("lng")))))
    override fun randomInput(g: Gen) = jobj("lng" to JDouble(if (g.chance(0.7)) g.coordinateBits(1000.0) else g.doubleBits()))
}

object GeoPointNormalize : Suite("geoPoint.normalize", "GeoPoint.normalize(): latitude coerceIn [-90, 90] (NaN stays NaN), longitude normalizeLng, altitude kept.") {
    override val suggestedRandomCount = 250
    override val fields = listOf(FieldSpec("point", "GeoPoint", jobj("lat" to JNum("95.0"), "lng" to JNum("190.0"))))
    override fun compute(f: Fields): Outcome = value("point" to geoPointJ(f.geoPoint("point").normalize()))
    override fun randomInput(g: Gen) = jobj("point" to g.geoPoint(latRange = 200.0, lngRange = 720.0))
}

object GeoPointIsValid : Suite("geoPoint.isValid", "GeoPoint.isValid(): lat in -90..90 and lng in -180..180, inclusive; NaN invalid.") {
    override val suggestedRandomCount = 250
    override val fields = listOf(FieldSpec("point", "GeoPoint", GEOPOINT_EXAMPLE))
    override fun compute(f: Fields): Outcome = value("valid" to JBool(f.geoPoint("point").isValid()))
    override fun randomInput(g: Gen) = jobj("point" to g.geoPoint(latRange = 100.0, lngRange = 200.0))
}
