// The inputs the committed corpus already has, by suite, for the fuzzer's shrinker (`conformance --fuzz --vectors
// DIR`): a finding should be a case worth adding, not one the corpus already holds (as parity-check fuzz's
// shrinker does). Inputs are compared as compact vector-file text, the way `generate --findings` compares them.

package com.mapconductor.parity

object KnownInputs {
    /** The compact inputs of every case of [suites] under [root]; UsageError when a file of theirs does not load. */
    fun load(root: String, suites: List<Suite<*, *>>): Map<String, Set<String>> {
        val wanted = suites.map { it.name }.toSet()
        val discovery = discover(listOf(root))
        if (discovery.files.isEmpty()) throw UsageError("--vectors: no vector files under $root")
        val known = HashMap<String, MutableSet<String>>()
        for (loc in discovery.files) {
            // <area>/<function>.json or <area>/<function>@<revision>.json: only the selected suites' files are read.
            val suite = loc.file.absoluteFile.parentFile.name + "." + loc.file.name.removeSuffix(".json").substringBefore('@')
            if (suite !in wanted) continue
            val vf = try { VectorFile.load(loc.file, forGenerate = false) } catch (e: VectorError) {
                throw UsageError("--vectors: ${e.at(loc.file.path)}: ${e.message}")
            }
            val inputs = known.getOrPut(vf.suite.name) { HashSet() }
            for (c in vf.cases) inputs.add(JsonOut.compact(c.input))
        }
        return known
    }
}
