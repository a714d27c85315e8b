// The overlay managers' entity order and hit-test tie-breaks (docs/contracts.md §27). The linked managers' map
// is Kotlin's mutableMapOf(), i.e. java.util.LinkedHashMap, which the JVM provides as Android does. The circle
// manager's ConcurrentHashMap is modelled here from the contract's description (the selftest compares the model
// with the JVM's java.util.concurrent.ConcurrentHashMap); a bin that would become a red-black tree makes
// the case not portable (not modelled).

package com.mapconductor.parity

/** One registration (`entities[id] = entity`) or removal (`entities.remove(id)`). */
class MapOperation(val id: String, val register: Boolean)

object HitTestOrder {
    /** `mutableMapOf()`: the first registration order of the ids still present. */
    fun linkedOrder(operations: List<MapOperation>): List<String> {
        val map = LinkedHashMap<String, Unit>()
        for (op in operations) if (op.register) map[op.id] = Unit else map.remove(op.id)
        return map.keys.toList()
    }

    /** The circle manager's ConcurrentHashMap, iterated bin by bin. */
    fun concurrentOrder(operations: List<MapOperation>): List<String> {
        if (ModelMistake.makes("managerOrder")) return linkedOrder(operations)
        val model = ConcurrentMapModel()
        for (op in operations) if (op.register) model.put(op.id) else model.remove(op.id)
        return model.keys()
    }

    /** Polygon: stable sort by zIndex descending (Kotlin's sortedByDescending), then the first containing one. */
    fun polygon(entities: List<Triple<String, Int, Boolean>>): String? =
        entities.sortedByDescending { it.second }.firstOrNull { it.third }?.first

    fun groundImage(entities: List<Pair<String, Boolean>>): String? = entities.firstOrNull { it.second }?.first

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

/** java.util.concurrent.ConcurrentHashMap's table as one thread sees it, keys only (docs/contracts.md §27). */
class ConcurrentMapModel {
    private var bins: Array<MutableList<Pair<Int, String>>> = emptyArray()
    private var threshold = 0
    private var size = 0

    private fun spread(h: Int): Int = (h xor (h ushr 16)) and 0x7fffffff

    fun put(key: String) {
        if (bins.isEmpty()) {
            bins = Array(16) { mutableListOf<Pair<Int, String>>() }
            threshold = 12
        }
        val h = spread(key.hashCode())
        val bin = bins[h and (bins.size - 1)]
        val found = bin.indexOfFirst { it.second == key }
        if (found >= 0) {
            if (found + 1 >= 8) treeify() // the walk counts the nodes up to the replaced one
            return
        }
        val walked = bin.size
        bin.add(Pair(h, key))
        if (walked >= 8) treeify()
        size++
        while (size >= threshold) resize()
    }

    fun remove(key: String) {
        if (bins.isEmpty()) return
        val bin = bins[spread(key.hashCode()) and (bins.size - 1)]
        if (bin.removeAll { it.second == key }) size--
    }

    fun keys(): List<String> = bins.flatMap { bin -> bin.map { it.second } }

    /** treeifyBin: below 64 bins, tryPresize(2n); otherwise a red-black tree, which the contract does not model. */
    private fun treeify() {
        val n = bins.size
        if (n >= 64) throw NotPortable(NotPortableReasons.TREE_BIN.fill(n))
        val want = 4 * n // tableSizeFor(3n + 1), for the power of two n
        while (want > threshold) resize()
    }

    private fun resize() {
        val n = bins.size
        val next = Array(2 * n) { mutableListOf<Pair<Int, String>>() }
        for (i in 0 until n) {
            val bin = bins[i]
            if (bin.isEmpty()) continue
            fun high(node: Pair<Int, String>) = (node.first and n) != 0
            var lastRun = bin.size - 1
            while (lastRun > 0 && high(bin[lastRun - 1]) == high(bin[bin.size - 1])) lastRun--
            val low = ArrayList<Pair<Int, String>>()
            val hi = ArrayList<Pair<Int, String>>()
            val tail = bin.subList(lastRun, bin.size)
            if (high(bin[bin.size - 1])) hi.addAll(tail) else low.addAll(tail)
            for (k in 0 until lastRun) if (high(bin[k])) hi.add(0, bin[k]) else low.add(0, bin[k])
            next[i].addAll(low)
            next[i + n].addAll(hi)
        }
        bins = next
        threshold = 2 * n - n / 2
    }
}
