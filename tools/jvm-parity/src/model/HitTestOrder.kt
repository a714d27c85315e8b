// The overlay managers' entity order and hit-test tie-breaks (docs/contracts.md §27). A manager's map is Kotlin's
// mutableMapOf(), i.e. java.util.LinkedHashMap, or java.util.concurrent.ConcurrentHashMap (the circle manager at
// every revision, all six from 1569cc5 on). The JVM provides both as Android's libcore does: libcore's
// ConcurrentHashMap is the same jsr166 code, so its table order, resizes and red-black tree bins are the JVM's
// own, and the model replays the operations on the real classes.

package com.mapconductor.parity

/** One registration (`entities[id] = entity`) or removal (`entities.remove(id)`). */
class MapOperation(val id: String, val register: Boolean)

object HitTestOrder {
    /** `mutableMapOf()`: the first registration order of the ids still present. */
    fun linkedOrder(operations: List<MapOperation>): List<String> = replay(LinkedHashMap(), operations)

    /** `ConcurrentHashMap()` (default capacity), iterated as `entities.values` iterates it. */
    fun concurrentOrder(operations: List<MapOperation>): List<String> {
        if (ModelMistake.makes("managerOrder")) return linkedOrder(operations)
        return replay(java.util.concurrent.ConcurrentHashMap(), operations)
    }

    private fun replay(map: MutableMap<String, Int>, operations: List<MapOperation>): List<String> {
        for ((i, op) in operations.withIndex()) if (op.register) map[op.id] = i else map.remove(op.id)
        return map.keys.toList()
    }

    /**
     * Polygon: stable sort by zIndex descending (Kotlin's sortedByDescending), then the first containing one;
     * from 1569cc5 a polygon that is not clickable is passed over first (PolygonManager's `continue`).
     */
    fun polygon(entities: List<Triple<String, Int, Boolean>>, clickable: (String) -> Boolean = { true }): String? =
        entities.sortedByDescending { it.second }.firstOrNull { clickable(it.first) && it.third }?.first

    /** Ground image: the first whose bounds contain the point; from 1569cc5 only a clickable one. */
    fun groundImage(entities: List<Pair<String, Boolean>>, clickable: (String) -> Boolean = { true }): String? =
        entities.firstOrNull { clickable(it.first) && it.second }?.first

    /** Circle: the first hit circle, replaced only by a strictly greater zIndex (running max from Int.MIN_VALUE). */
    fun circle(entities: List<Triple<String, Int, Boolean>>): String? {
        val hits = entities.filter { it.third }
        if (hits.isEmpty()) return null
        var maxZIndex = Int.MIN_VALUE
        var chosen = hits[0]
        for (e in hits) {
            if (maxZIndex < e.second) {
                maxZIndex = e.second
                chosen = e
            }
        }
        return chosen.first
    }

    /** Polyline: candidates in map order then segment order; Kotlin's minBy (compareTo on boxed Doubles). */
    fun polyline(entities: List<Pair<String, List<Double>>>): String? =
        entities.flatMap { e -> e.second.map { d -> Pair(e.first, d) } }.minBy { it.second }?.first

    /** Marker (brute force): Kotlin's minBy on the squared degree distance. */
    fun marker(entities: List<Pair<String, Double>>): String? = entities.minBy { it.second }?.first
}
