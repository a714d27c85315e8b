// The keys of a vector file's objects are a few dozen names repeated in every case ("input", "expected", "lat",
// ...). Read as a new String each, they cost an allocation per key, and every lookup by a literal name (a JObj's
// get, VectorCase.input) hashed the key once and compared it char by char with the literal: under C1 alone, about
// a tenth of a judging run's samples. One interned String per distinct name makes those lookups an identity
// check on a hash already kept.

package com.mapconductor.parity

/**
 * The interned String for each key text met so far in one document, looked up by its characters without making
 * a String. Holds at most [LIMIT] names: a document whose keys are data (a map by id) gets plain Strings past it.
 */
internal class ObjectKeys {
    private val slots = arrayOfNulls<String>(SLOTS)
    private var count = 0

    /** The key of `text[start until end]` (no escapes in it): the same String for the same characters. */
    fun key(text: CharArray, start: Int, end: Int): String {
        var hash = 0
        for (k in start until end) hash = 31 * hash + text[k].toInt()
        var slot = (hash xor (hash ushr 16)) and (SLOTS - 1)
        while (true) {
            val known = slots[slot] ?: break
            if (sameChars(known, text, start, end)) return known
            slot = (slot + 1) and (SLOTS - 1)
        }
        val made = String(text, start, end - start)
        if (count >= LIMIT) return made
        val interned = made.intern()
        slots[slot] = interned
        count++
        return interned
    }

    private fun sameChars(known: String, text: CharArray, start: Int, end: Int): Boolean {
        if (known.length != end - start) return false
        for (k in start until end) if (known[k - start] != text[k]) return false
        return true
    }

    private companion object {
        const val SLOTS = 1024
        /** Half the slots at most, so that a probe ends soon at an empty one. */
        const val LIMIT = SLOTS / 2
    }
}
