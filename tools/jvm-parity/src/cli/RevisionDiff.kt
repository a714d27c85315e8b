// `oracle revision-diff FROM TO [PATH...]`: the cases whose expected value changes between two android-sdk-core
// revisions, per suite, as parity-check's `revision-diff` counts them (its header and per-suite lines, the same
// words): cases matched by suite and id across the files that hold for each revision, one whose input or expected
// value differs is changed, one under one revision only is added or removed. What an SDK team reads before
// upgrading, and the oracle's own list of the suites a revision changed.

package com.mapconductor.parity

object RevisionDiff {
    /** suite/id -> (input, expected), compact, of the files under [roots] that hold for [revision]. */
    private fun cases(roots: List<String>, revision: ContractRevision): Pair<Map<String, Pair<String, String>>, List<String>> {
        val out = LinkedHashMap<String, Pair<String, String>>()
        val selection = streamForRevision(roots, revision) { selected ->
            for (c in selected.file.cases) {
                out["${selected.file.suite.name}/${c.id}"] = Pair(JsonOut.compact(c.input), c.expected?.let { JsonOut.compact(it) } ?: "")
            }
        }
        return Pair(out, selection.defects)
    }

    fun run(args: List<String>): Int {
        val positional = args.filter { !it.startsWith("--") }
        if (positional.size < 2 || positional.size != args.size) throw UsageError("revision-diff FROM TO [PATH...] (revisions: ${ContractRevision.known()})")
        val (from, to) = positional.take(2).map { id ->
            ContractRevision.byId(id) ?: throw UsageError("unknown contract revision \"$id\" (known: ${ContractRevision.known(insteadOf = id)})")
        }
        val roots = positional.drop(2).ifEmpty { listOf("vectors/") }
        val (before, beforeDefects) = cases(roots, from)
        val (after, afterDefects) = cases(roots, to)
        val defects = (beforeDefects + afterDefects).distinct()
        if (defects.isNotEmpty()) {
            for (d in defects) System.err.println("vector error: ${terminal(d)}")
            return EXIT_BAD
        }
        val changed = before.keys.filter { it in after && after[it] != before[it] }.sorted()
        val added = after.keys.filter { it !in before }.sorted()
        val removed = before.keys.filter { it !in after }.sorted()
        val unchanged = before.keys.count { after[it] == before[it] }
        println("revision-diff: android-sdk-core ${from.id} -> ${to.id}: ${changed.size} changed, ${added.size} added, " +
            "${removed.size} removed, $unchanged unchanged")
        for ((suite, names) in changed.groupBy { it.substringBefore('/') }.toSortedMap()) {
            println("  $suite: ${names.size} case${if (names.size == 1) "" else "s"} change")
        }
        return EXIT_OK
    }
}
