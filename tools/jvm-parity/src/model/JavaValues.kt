// JavaValue (docs/suites.md): a one-key object naming a JVM type, decoded into a REAL JVM object whose own
// hashCode() is then called: java.lang.Integer/Long/Float/Double/Boolean/String, java.util.ArrayList,
// java.util.LinkedHashMap (what Kotlin's listOf/mapOf build on the JVM), and Kotlin data classes.

package com.mapconductor.parity


// Real Kotlin data classes for the `{"dataClass": [...]}` encoding: the hashCode is the one kotlinc generates
// (`result = f1?.hashCode() ?: 0; result = result * 31 + (f2?.hashCode() ?: 0); ...`).
data class DataClass1(val f1: Any?)
data class DataClass2(val f1: Any?, val f2: Any?)
data class DataClass3(val f1: Any?, val f2: Any?, val f3: Any?)
data class DataClass4(val f1: Any?, val f2: Any?, val f3: Any?, val f4: Any?)
data class DataClass5(val f1: Any?, val f2: Any?, val f3: Any?, val f4: Any?, val f5: Any?)
data class DataClass6(val f1: Any?, val f2: Any?, val f3: Any?, val f4: Any?, val f5: Any?, val f6: Any?)

/**
 * A data class of 7 or more fields, which kotlinc would hash as `h31(first field hash, remaining field hashes)`
 * (nullable fields contributing 0): written out here because a class cannot be declared per arity at run time.
 * selftest checks this fold against DataClass1..6 for the arities both cover.
 */
class DataClassFold(val fields: List<Any?>) {
    override fun hashCode(): Int {
        var result = fields[0]?.hashCode() ?: 0
        for (i in 1 until fields.size) result = result * 31 + (fields[i]?.hashCode() ?: 0)
        return result
    }

    override fun equals(other: Any?): Boolean = other is DataClassFold && other.fields == fields
}

fun dataClassOf(fields: List<Any?>): Any = when (fields.size) {
    1 -> DataClass1(fields[0])
    2 -> DataClass2(fields[0], fields[1])
    3 -> DataClass3(fields[0], fields[1], fields[2])
    4 -> DataClass4(fields[0], fields[1], fields[2], fields[3])
    5 -> DataClass5(fields[0], fields[1], fields[2], fields[3], fields[4])
    6 -> DataClass6(fields[0], fields[1], fields[2], fields[3], fields[4], fields[5])
    else -> DataClassFold(fields)
}

object JavaValues {
    /** Decodes a JavaValue into the JVM object it stands for (`null` for JSON null). */
    fun decode(j: J, what: CharSequence, allowLoneEscape: Boolean): Any? {
        if (j is JNull) return null
        val o = obj(j, what)
        if (o.fields.size != 1) {
            throw VectorError("$what: a JavaValue is null or an object with exactly one key (int, long, float, double, boolean, string, list, map, dataClass), got ${describe(j)}")
        }
        val (kind, v) = o.fields.entries.first().let { Pair(it.key, it.value) }
        val at = Place(what, kind)
        return when (kind) {
            "int" -> Integer.valueOf(i32(v, at))
            "long" -> java.lang.Long.valueOf(i64(v, at))
            "float" -> java.lang.Float.valueOf(f32(v, at))
            "double" -> java.lang.Double.valueOf(f64(v, at))
            "boolean" -> java.lang.Boolean.valueOf(bool(v, at))
            "string" -> str(v, at, allowLoneEscape)
            "list" -> {
                val items = arr(v, at)
                val list = ArrayList<Any?>(items.size)
                for ((i, item) in items.withIndex()) list.add(decode(item, Place(at, i), allowLoneEscape))
                list
            }
            "map" -> {
                val entries = arr(v, at)
                val map = LinkedHashMap<Any?, Any?>()
                for ((i, e) in entries.withIndex()) {
                    val entryPlace = Place(at, i)
                    val pair = arr(e, entryPlace)
                    if (pair.size != 2) throw VectorError("$at/$i: a map entry is [key, value]")
                    val key = decode(pair[0], Place(entryPlace, 0), allowLoneEscape)
                    if (map.containsKey(key)) {
                        throw VectorError("$at/$i: duplicate key ${describe(pair[0])} (equal to an earlier key by Java equals; keys must be distinct)")
                    }
                    map[key] = decode(pair[1], Place(entryPlace, 1), allowLoneEscape)
                }
                map
            }
            "dataClass" -> {
                val items = arr(v, at)
                if (items.isEmpty()) throw VectorError("$at: a data class has at least one field")
                dataClassOf(items.mapIndexed { i, item -> decode(item, Place(at, i), allowLoneEscape) })
            }
            else -> throw VectorError("$what: unknown JavaValue type \"$kind\" (int, long, float, double, boolean, string, list, map, dataClass)")
        }
    }

    /** Kotlin's `x?.hashCode() ?: 0`. */
    fun hash(x: Any?): Int = x?.hashCode() ?: 0
}
