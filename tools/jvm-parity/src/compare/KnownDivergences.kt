// The known-divergence list (docs/known-divergences.md, format `parity-known-divergences/1`) on the JVM: the one
// implementation `oracle conformance`, `oracle check` and the JUnit 5 entry apply, by parity-check's rules
// (Sources/ParityHarness/KnownDivergences/): the same glob, the same expiry date rule, the same messages. A listed
// case that diverges is a known divergence and does not fail the run; the list itself fails the run (exit 2) when
// an entry has expired, matches no case, or lists a case that now passes.

package com.mapconductor.parity

import java.io.File
import java.nio.file.Files

/** The cases one platform may diverge on for now, each with a reason, an issue and an expiry date. */
class KnownDivergenceList(val path: String, val entries: List<Entry>) {
    class Entry(
        /** A `suite/id` glob (`*`, `?`). */
        val pattern: String,
        val platform: String,
        val reason: String,
        val issue: String,
        /** `YYYY-MM-DD`; from the next day (UTC) on, the entry fails the run. */
        val expires: String,
        /** Where the entry is written, for messages: `FILE:LINE:COLUMN`, as parity-check says it. */
        val location: String
    ) {
        val label: String get() = "$pattern [$platform]"
    }

    companion object {
        const val FORMAT = "parity-known-divergences/1"
        private val ENTRY_FIELDS = listOf("pattern", "platform", "reason", "issue", "expires")

        /** Reads [path]; throws [UsageError] naming the file (and the field) when it is missing or malformed. */
        fun load(path: String): KnownDivergenceList {
            val file = ConfigFile.read(path, FORMAT, "entries")
            val list = file.root["entries"] as? JArr ?: throw file.defect(listOf("entries"), "\"entries\" must be an array")
            val entries = list.items.mapIndexed { i, item ->
                val at = listOf("entries", i)
                val o = item as? JObj ?: throw file.defect(at, "an entry must be an object")
                for (key in o.fields.keys) if (key !in ENTRY_FIELDS) {
                    throw file.defect(at + key, "unknown field \"$key\" (the known fields are ${ENTRY_FIELDS.joinToString(", ")})")
                }
                fun text(key: String): String = when (val v = o[key]) {
                    null -> throw file.defect(at, "missing \"$key\"")
                    is JStr -> v.value
                    else -> throw file.defect(at + key, "\"$key\" must be a string")
                }
                val expires = text("expires")
                if (!isDate(expires)) throw file.defect(at + "expires", "\"expires\" must be a date YYYY-MM-DD")
                Entry(text("pattern"), text("platform"), text("reason"), text("issue"), expires, file.place(at))
            }
            return KnownDivergenceList(path, entries)
        }

        /** parity-check's rule: four, two and two ASCII digits separated by `-` (compared as text with today). */
        private fun isDate(text: String): Boolean {
            val parts = text.split("-")
            return parts.size == 3 && parts[0].length == 4 && parts[1].length == 2 && parts[2].length == 2 &&
                parts.all { p -> p.all { it in '0'..'9' } }
        }
    }
}

/** Old case names that now live under new ones (`aliases.json`, format `parity-aliases/1`). */
class AliasMap(private val newNameByOldName: Map<String, String> = emptyMap()) {
    /** The current name of [name], following renames (a chain of them, too). */
    fun resolve(name: String): String {
        var current = name
        val seen = hashSetOf(name)
        while (true) {
            val next = newNameByOldName[current] ?: return current
            if (!seen.add(next)) return current
            current = next
        }
    }

    /** Every name that leads to [name], itself included. */
    fun namesResolvingTo(name: String): List<String> =
        listOf(name) + newNameByOldName.keys.filter { it != name && resolve(it) == name }.sorted()

    companion object {
        const val FORMAT = "parity-aliases/1"

        fun load(path: String): AliasMap {
            val file = ConfigFile.read(path, FORMAT, "aliases")
            val aliases = file.root["aliases"] as? JObj
                ?: throw file.defect(listOf("aliases"), "\"aliases\" must be an object of old name to new name")
            val map = LinkedHashMap<String, String>()
            for ((old, new) in aliases.fields) {
                map[old] = (new as? JStr)?.value ?: throw file.defect(listOf("aliases", old), "the new name must be a string")
            }
            return AliasMap(map)
        }

        /** [explicit] (`--aliases`), else `aliases.json` in the first vector folder when there is one (parity-check's rule). */
        fun forRun(explicit: String?, firstRoot: String): AliasMap {
            if (explicit != null) return load(explicit)
            val implicit = File(firstRoot, ALIAS_MAP)
            return if (implicit.exists()) load(implicit.path) else AliasMap()
        }
    }
}

/**
 * A known-divergence list applied to a run of [platform] (`android` on the JVM; entries of other platforms are
 * ignored) on the day [today] (`YYYY-MM-DD`, UTC).
 */
class KnownDivergenceGate(
    val list: KnownDivergenceList,
    val platform: String = "android",
    val aliases: AliasMap = AliasMap(),
    val today: String = utcToday()
) {
    private val entries = list.entries.filter { it.platform == platform }

    /** What a listed case became: the entry's description for reports, and what made the case diverge. */
    class Known(val entry: String, val details: String)

    /** The entry that lists [name] (`suite/id`, under its current or any earlier name), or null. */
    fun entryFor(name: String): KnownDivergenceList.Entry? = entries.firstOrNull { matches(it, name) }

    /** The list's faults that do not depend on outcomes: expired entries, entries matching no case of [corpus]. */
    fun listErrors(corpus: Collection<String>): List<String> {
        val errors = ArrayList<String>()
        for (e in entries) if (e.expires < today) {
            errors.add("known divergence ${e.label} (${e.location}) expired on ${e.expires}; fix ${e.issue} or renew the entry with a reason")
        }
        for (e in entries) if (corpus.none { matches(e, it) }) {
            errors.add("known divergence ${e.label} (${e.location}) matches no case; remove it (renamed cases need an alias)")
        }
        return errors
    }

    /** The known divergence a listed, diverging case becomes; [details]: the divergence, as parity-check shortens it. */
    fun known(entry: KnownDivergenceList.Entry, details: List<String>): Known =
        Known("${entry.label}: ${entry.reason} (${entry.issue})", details.take(3).joinToString("; "))

    /** The run error of a listed case that passes. */
    fun nowPasses(entry: KnownDivergenceList.Entry, name: String): String =
        "known divergence ${entry.label} (${entry.location}) lists $name, which now passes; remove the entry"

    private fun matches(entry: KnownDivergenceList.Entry, name: String): Boolean =
        aliases.namesResolvingTo(name).any { Glob.matches(entry.pattern, it) }

    companion object {
        fun utcToday(): String = java.time.LocalDate.now(java.time.ZoneOffset.UTC).toString()

        /**
         * The `--known-divergences FILE`, `--platform NAME` and `--aliases FILE` options of a command, taken out of
         * [args]: a reader of the gate (it gives null without a list; it reads the list and the alias map, and names
         * either in a [UsageError] when it is missing or malformed) and the remaining arguments. Throws [UsageError] for a missing value.
         */
        fun takeOptions(args: List<String>): Pair<(firstRoot: String) -> KnownDivergenceGate?, List<String>> {
            val values = HashMap<String, String>()
            val rest = ArrayList<String>()
            var i = 0
            while (i < args.size) {
                val a = args[i]
                if (a in listOf("--known-divergences", "--platform", "--aliases")) {
                    if (i + 1 >= args.size || args[i + 1].startsWith("--")) throw UsageError("$a needs a value")
                    if (values.put(a, args[i + 1]) != null) throw UsageError("$a is given twice")
                    i += 2
                } else {
                    rest.add(a); i++
                }
            }
            val listPath = values["--known-divergences"]
            if (listPath == null) {
                if (values.containsKey("--aliases")) throw UsageError("--aliases renames the cases of a known-divergence list; give --known-divergences too")
                // Every command that reads a vectors folder reads its aliases.json, list or not: a malformed one
                // fails every gate alike (exit 2 at its line:col), as `parity-check validate` does.
                return Pair({ firstRoot: String -> AliasMap.forRun(null, firstRoot); null }, rest)
            }
            val platform = values["--platform"] ?: "android"
            return Pair({ firstRoot: String ->
                KnownDivergenceGate(KnownDivergenceList.load(listPath), platform, AliasMap.forRun(values["--aliases"], firstRoot))
            }, rest)
        }
    }
}

/** parity-check's `suite/id` glob: `*` any run of characters, `?` one (Unicode scalars, as Swift counts them). */
object Glob {
    fun matches(pattern: String, text: String): Boolean {
        val p = pattern.codePoints().toArray()
        val t = text.codePoints().toArray()
        var pi = 0
        var ti = 0
        var star = -1
        var resume = 0
        while (ti < t.size) {
            if (pi < p.size && (p[pi] == '?'.toInt() || p[pi] == t[ti])) {
                pi++; ti++
            } else if (pi < p.size && p[pi] == '*'.toInt()) {
                star = pi; resume = ti; pi++
            } else if (star >= 0) {
                pi = star + 1; resume++; ti = resume
            } else {
                return false
            }
        }
        while (pi < p.size && p[pi] == '*'.toInt()) pi++
        return pi == p.size
    }
}

/** A small JSON configuration file beside the vectors, read strictly; every fault names the file and the place. */
private class ConfigFile(val path: String, val text: String, val root: JObj) {
    /** `FILE:LINE:COLUMN` of the value at [at] (a path of keys and indexes). */
    fun place(at: List<Any>): String {
        val (line, column) = SourcePlaces.lineAndColumn(text, at)
        return "$path:$line:$column"
    }

    fun defect(at: List<Any>, message: String) = UsageError("${place(at)}: $message (see docs/known-divergences.md)")

    companion object {
        fun read(path: String, format: String, listKey: String): ConfigFile {
            val file = File(path)
            // A FIFO or a device would block or stream forever: only a regular file is read.
            if (!Files.isRegularFile(file.toPath())) {
                throw UsageError("$path: ${if (file.exists()) "not a regular file" else "no such file"}; check the path (see docs/known-divergences.md)")
            }
            val text = try { file.readText(Charsets.UTF_8) } catch (e: java.io.IOException) {
                throw UsageError("$path: cannot read: ${e.message}; check the path")
            }
            val parsed = try {
                JsonIn.parse(text)
            } catch (e: VectorError) {
                throw UsageError("${e.at(path)}: ${e.message} (see docs/known-divergences.md)")
            }
            val empty = ConfigFile(path, text, JObj(LinkedHashMap()))
            val o = parsed as? JObj ?: throw empty.defect(emptyList(), "expected an object with \"format\": \"$format\"")
            val config = ConfigFile(path, text, o)
            if ((o["format"] as? JStr)?.value != format) throw config.defect(listOf("format"), "expected \"format\": \"$format\"")
            for (key in o.fields.keys) if (key != "format" && key != listKey) throw config.defect(listOf(key), "unknown field \"$key\"")
            return config
        }
    }
}

/**
 * [result] as the list judges it: a listed case that diverged becomes a known divergence; a listed case that
 * passed stays passed and yields the run error that fails the run (the second value).
 */
fun KnownDivergenceGate.judge(result: ConformanceResult): Pair<ConformanceResult, String?> {
    val name = "${result.suite}/${result.id}"
    val entry = entryFor(name) ?: return Pair(result, null)
    return when (result.outcome) {
        "diverged" -> Pair(result.asKnown(known(entry, result.detailLines())), null)
        "passed" -> Pair(result, nowPasses(entry, name))
        else -> Pair(result, null)
    }
}

/**
 * The cases of a run that some entry of [gate]'s list matches, noted file by file as the run goes: all that "an
 * entry matching no case" needs (an entry matches some case exactly when it matches one of these), so a run keeps
 * these names and not every case name, which would grow with the corpus. The one way every command and the
 * library entry find the list's stale entries.
 */
class ListedCases(private val gate: KnownDivergenceGate) {
    private val names = ArrayList<String>()

    /** Notes the cases of [file], a file the run checks. */
    fun see(file: VectorFile) {
        for (c in file.cases) {
            val name = "${file.suite.name}/${c.id}"
            if (gate.entryFor(name) != null) names.add(name)
        }
    }

    /** The list's faults that do not depend on outcomes, once every file was seen: expired entries, entries matching no case. */
    fun listErrors(): List<String> = gate.listErrors(names)

    /**
     * Applies the list to a whole run, every file seen: [results] judged in place; returns every run error, in
     * parity-check's order.
     */
    fun applyTo(results: MutableList<ConformanceResult>): List<String> {
        val errors = ArrayList(listErrors())
        for (i in results.indices) {
            val (judged, error) = gate.judge(results[i])
            results[i] = judged
            if (error != null) errors.add(error)
        }
        return errors
    }
}
