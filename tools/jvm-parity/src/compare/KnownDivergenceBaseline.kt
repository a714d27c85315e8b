// A baseline: a known-divergence list that excuses every cause of a run, written in one command
// (`--write-known-divergences FILE --expires YYYY-MM-DD [--issue URL]`), so that a team gates on new failures from
// its first day and burns the list down (docs/known-divergences.md, "Adopting the gate"). The same list on every
// runner: one cause entry per group, its reason the group's signature in words.

package com.mapconductor.parity

import java.io.File

/** Writes the baseline list of a run's cause groups to [path], each entry for [platform] and expiring on [expires]. */
class KnownDivergenceBaseline(val path: String, val platform: String, val expires: String, val issue: String?) {
    /** What the list says: [entries] entries excusing [groups] groups; [leftOut] the groups no entry can excuse, in words. */
    class Written(val text: String, val entries: Int, val groups: Int, val leftOut: List<String>)

    /**
     * The list for [groups] (the largest first): per group a cause entry, its pattern the group's suite (`suite/` and a star)
     * or every case (`*`) for a crash located in the subject's code (such a group spans suites), its outcome the
     * group's kind, a divergence's fields as generalised, a crash's message and frame function. Groups that would
     * make the same entry share it (an entry names no error code). A time-out or another run error cannot be
     * excused: left out, and named.
     */
    fun <T> list(groups: List<CauseGroups.Group<T>>): Written {
        class Pending(val members: List<String>, val specificity: Int) {
            val reasons = ArrayList<String>()
            var groups = 0
        }
        val entries = LinkedHashMap<String, Pending>()
        val leftOut = ArrayList<String>()
        for (group in groups) {
            val signature = group.signature
            val cases = "${group.cases.size} case${if (group.cases.size == 1) "" else "s"}"
            if (signature.kind !in CaseCause.EXCUSABLE) {
                leftOut.add("${signature.words} ($cases)")
                continue
            }
            val members = ArrayList<String>()
            members.add("\"pattern\": ${jsonQuote(signature.suite?.let { "$it/*" } ?: "*")}")
            members.add("\"outcome\": ${jsonQuote(signature.kind)}")
            if (signature.kind == CaseCause.DIVERGED) {
                members.add("\"field\": " + signature.fields.map { it.field }.distinct().joinToString(", ", "[", "]") { jsonQuote(it) })
            }
            if (signature.kind == CaseCause.CRASHED) {
                members.add("\"message\": ${jsonQuote(signature.message ?: "")}")
                if (signature.frameFunction != null) members.add("\"frame\": ${jsonQuote(signature.frameFunction)}")
            }
            // A case goes to the first entry that excuses it: an entry must not come after one that excuses all its
            // cases too. One that names a frame comes first, then those that name fewer fields.
            val pending = entries.getOrPut(members.joinToString(", ")) {
                Pending(members, (if (signature.frameFunction == null) 1 shl 20 else 0) + signature.fields.size)
            }
            pending.reasons.add("${signature.words} ($cases at baseline, group ${group.id})")
            pending.groups++
        }
        val ranked = entries.values.withIndex().sortedWith(compareBy({ it.value.specificity }, { it.index })).map { it.value }
        val lines = ranked.map { entry ->
            val members = entry.members + listOf("\"platform\": ${jsonQuote(platform)}", "\"reason\": ${jsonQuote(entry.reasons.joinToString("; "))}",
                "\"issue\": ${jsonQuote(issue ?: NO_ISSUE)}", "\"expires\": ${jsonQuote(expires)}")
            "    {" + members.joinToString(", ") + "}"
        }
        val text = "{\n  \"format\": \"${KnownDivergenceList.FORMAT}\",\n  \"entries\": [\n" + lines.joinToString(",\n") +
            (if (lines.isEmpty()) "" else "\n") + "  ]\n}\n"
        return Written(text, lines.size, ranked.sumBy { it.groups }, leftOut)
    }

    /** Writes the list for [groups] to [path], whole or not at all (a temporary file beside it, renamed into place). */
    fun <T> write(groups: List<CauseGroups.Group<T>>): Written {
        val written = list(groups)
        val target = File(path).absoluteFile
        val temporary = File.createTempFile(".${target.name}.", ".tmp", target.parentFile ?: File("."))
        try {
            temporary.writeText(written.text, Charsets.UTF_8)
            java.nio.file.Files.move(temporary.toPath(), target.toPath(), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE)
        } finally {
            temporary.delete()
        }
        return written
    }

    companion object {
        /** What an entry says without `--issue`. */
        const val NO_ISSUE = "no issue filed yet"

        /**
         * The options `--write-known-divergences FILE --expires YYYY-MM-DD [--issue URL]` taken out of [args]: the
         * baseline to write (null without the first) and the remaining arguments. Throws [UsageError] for a
         * missing value, a date that is not one or has passed, or `--expires`/`--issue` alone.
         */
        fun takeOptions(args: List<String>, platform: String): Pair<KnownDivergenceBaseline?, List<String>> {
            val values = HashMap<String, String>()
            val rest = ArrayList<String>()
            var i = 0
            while (i < args.size) {
                val a = args[i]
                if (a in listOf("--write-known-divergences", "--expires", "--issue")) {
                    if (i + 1 >= args.size || args[i + 1].startsWith("--")) throw UsageError("$a needs a value")
                    if (values.put(a, args[i + 1]) != null) throw UsageError("$a is given twice")
                    i += 2
                } else {
                    rest.add(a); i++
                }
            }
            val path = values["--write-known-divergences"]
            if (path == null) {
                if (values.isNotEmpty()) throw UsageError("--expires and --issue describe the list --write-known-divergences writes; give it too")
                return Pair(null, rest)
            }
            return Pair(of(path, platform, values["--expires"], values["--issue"]), rest)
        }

        /** A baseline for [path], its [expires] checked (a date, not passed); [UsageError] otherwise. */
        fun of(path: String, platform: String, expires: String?, issue: String?): KnownDivergenceBaseline {
            if (expires == null) throw UsageError("--write-known-divergences needs --expires YYYY-MM-DD: a baseline must expire")
            if (!KnownDivergenceList.isDate(expires)) throw UsageError("--expires must be a date YYYY-MM-DD, not '$expires'")
            if (expires < KnownDivergenceGate.utcToday()) throw UsageError("--expires $expires has passed: the list would fail the next run")
            return KnownDivergenceBaseline(path, platform, expires, issue)
        }
    }
}

/** The value of `--platform` in [args] (the JVM runners' default: android). */
fun platformOf(args: List<String>): String = args.indexOf("--platform").let { if (it >= 0 && it + 1 < args.size) args[it + 1] else "android" }
