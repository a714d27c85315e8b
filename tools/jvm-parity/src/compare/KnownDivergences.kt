// The known-divergence list (docs/known-divergences.md, format `parity-known-divergences/1`) on the JVM: the one
// implementation `oracle conformance`, `oracle check` and the JUnit 5 entry apply, by the rules every runner
// follows (Tests/Fixtures/known-divergences/rules.json pins them): the same glob, the same expiry date rule, the same
// messages. A case entry (a pattern alone) excuses the divergences of the cases it matches and fails the run (exit
// 2) when one of them passes; a cause entry (a pattern with an outcome, fields, a message or a frame) excuses the
// cases that fail the way it says, crashes included, and fails the run when it excuses none of the cases it matches
// that ran. Every entry fails the run when it has expired or matches no case.

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
        val location: String,
        /** The kind of failure a cause entry excuses (CaseCause's kinds that can be excused), or null. */
        val outcome: String? = null,
        /** JSON Pointer globs: the fields whose divergences it excuses, or null. */
        val fields: List<String>? = null,
        /** A glob of a crash's normalised message, or null. */
        val message: String? = null,
        /** A glob of the function of the frame a crash was located in, or null. */
        val frame: String? = null
    ) {
        val isCauseEntry: Boolean get() = outcome != null || fields != null || message != null || frame != null
        val excusedKind: String get() = outcome ?: CaseCause.DIVERGED

        /** `pattern [platform]`, and for a cause entry its outcome and fields: `geoPoint.hash/x [ios] diverged at /hash`. */
        val label: String get() {
            val sb = StringBuilder("$pattern [$platform]")
            if (isCauseEntry) sb.append(" ").append(excusedKind)
            if (fields != null) sb.append(" at ").append(fields.joinToString(", ") { if (it.isEmpty()) "\"\"" else it })
            return sb.toString()
        }
    }

    companion object {
        const val FORMAT = "parity-known-divergences/1"
        private val ENTRY_FIELDS = listOf("pattern", "platform", "reason", "issue", "expires", "outcome", "field", "message", "frame")

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
                val pattern = text("pattern")
                val platform = text("platform")
                val reason = text("reason")
                val issue = text("issue")
                fun optionalText(key: String): String? = if (o[key] == null) null else text(key)
                val outcome = optionalText("outcome")
                if (outcome != null && outcome !in CaseCause.EXCUSABLE) {
                    throw file.defect(at + "outcome", "\"outcome\" must be one of ${CaseCause.EXCUSABLE.joinToString(", ") { "\"$it\"" }}" +
                        " (a time-out or another run error cannot be excused: the subject did not answer)")
                }
                val fields = when (val f = o["field"]) {
                    null -> null
                    is JStr -> listOf(f.value)
                    is JArr -> if (f.items.isNotEmpty() && f.items.all { it is JStr }) f.items.map { (it as JStr).value } else null
                    else -> null
                }
                if (o["field"] != null && fields == null) {
                    throw file.defect(at + "field", "\"field\" must be a JSON Pointer glob or a non-empty array of them (e.g. \"/hash\" or [\"/points/*/lat\", \"/points/*/lng\"])")
                }
                val message = optionalText("message")
                val frame = optionalText("frame")
                if (fields != null && (outcome ?: CaseCause.DIVERGED) != CaseCause.DIVERGED) {
                    throw file.defect(at + "field", "\"field\" applies to the outcome \"diverged\" only (give no \"outcome\", or \"outcome\": \"diverged\")")
                }
                for ((key, value) in listOf(Pair("message", message), Pair("frame", frame))) if (value != null && outcome != CaseCause.CRASHED) {
                    throw file.defect(at + key, "\"$key\" applies to the outcome \"crashed\" only (give \"outcome\": \"crashed\" too)")
                }
                Entry(pattern, platform, reason, issue, expires, file.place(at), outcome, fields, message, frame)
            }
            return KnownDivergenceList(path, entries)
        }

        /** parity-check's rule: four, two and two ASCII digits separated by `-` (compared as text with today). */
        fun isDate(text: String): Boolean {
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
    /** The entries of this run's platform. */
    val entries = list.entries.filter { it.platform == platform }

    /** What a listed case became: the entry's description for reports, and what made the case fail. */
    class Known(val entry: String, val details: String, val label: String = entry)

    /** One case judged against the list: [result] with the list applied, the run error of a listed case that passes, the index (in [entries]) of the entry that excused it. */
    class Judgement(val result: ConformanceResult, val runError: String?, val excusedBy: Int?)

    /** Whether an entry lists [name] (`suite/id`, under its current or any earlier name): the only cases the list needs to see. */
    fun lists(name: String): Boolean = entries.any { matches(it, name) }

    /**
     * One judged case: a failing case is excused by the first entry, in list order, that covers its failure; a
     * passing case a case entry matches fails the run.
     */
    fun judge(result: ConformanceResult): Judgement {
        val name = "${result.suite}/${result.id}"
        if (result.outcome == "passed") {
            val entry = entries.firstOrNull { !it.isCauseEntry && matches(it, name) } ?: return Judgement(result, null, null)
            return Judgement(result, nowPasses(entry, name), null)
        }
        val cause = result.cause() ?: return Judgement(result, null, null)
        val index = entries.indexOfFirst { excuses(it, cause, name) }
        if (index < 0) return Judgement(result, null, null)
        val details = if (result.crash != null && result.outcome != "diverged") "crashed: ${result.reason ?: result.crash.message}"
            else if (result.crash != null) "crashed: ${result.divergences.firstOrNull()?.actual ?: result.crash.message}"
            else result.detailLines().take(3).joinToString("; ")
        return Judgement(result.asKnown(known(entries[index], details)), null, index)
    }

    /** Whether [entry] excuses the failing case [name] whose cause is [cause]. */
    private fun excuses(entry: KnownDivergenceList.Entry, cause: CaseCause, name: String): Boolean {
        if (!matches(entry, name)) return false
        // A case entry excuses what it always did: the case's divergences of every kind, never a crash.
        if (!entry.isCauseEntry) return cause.kind in listOf(CaseCause.DIVERGED, CaseCause.ERROR_EXPECTED, CaseCause.VALUE_EXPECTED, CaseCause.ANOTHER_ERROR)
        if (cause.kind != entry.excusedKind) return false
        if (entry.fields != null) {
            val fields = cause.differences.filter { it.kind != Divergence.ELIDED }.map { it.field }
            if (fields.isEmpty() || !fields.all { field -> entry.fields.any { Glob.matches(it, field) } }) return false
        }
        if (entry.message != null && !Glob.matches(entry.message, cause.message?.let { CauseSignature.runtimeMessage(it) } ?: "")) return false
        if (entry.frame != null && (cause.frame == null || !Glob.matches(entry.frame, cause.frame.function))) return false
        return true
    }

    /**
     * The cause entries that excused no case although their pattern matches a case that ran: [judged] tells, per
     * entry (by index in [entries]), whether a case it matches ran, [excused] whether it excused one.
     */
    fun causeEntryErrors(judged: BooleanArray, excused: BooleanArray): List<String> =
        entries.withIndex().filter { (i, e) -> e.isCauseEntry && judged[i] && !excused[i] }.map { (_, e) ->
            "known divergence ${e.label} (${e.location}) excuses no case: none of the cases it matches fails the way it says; correct it or remove it"
        }

    /** Which entries match [name]: their indices in [entries]. */
    fun matching(name: String): List<Int> = entries.indices.filter { matches(entries[it], name) }

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

    /** The known divergence a listed, failing case becomes; [details]: how it failed, as parity-check shortens it. */
    fun known(entry: KnownDivergenceList.Entry, details: String): Known =
        Known("${entry.label}: ${entry.reason} (${entry.issue})", details, entry.label)

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
 * What a run's cases tell about its known-divergence list, noted as the run goes: the names of the cases some entry
 * matches (all that "an entry matching no case" needs: an entry matches some case exactly when it matches one of
 * these, so a run keeps these names and not every case name, which would grow with the corpus), and per entry
 * whether a case it matches ran and whether it excused one (a cause entry that excused none is stale). The one way
 * every command and the library entry judge cases and find the list's faults.
 */
class ListedCases(val gate: KnownDivergenceGate) {
    private val names = ArrayList<String>()
    private val judged = BooleanArray(gate.entries.size)
    private val excused = BooleanArray(gate.entries.size)
    private val caseErrors = ArrayList<String>()

    /** Notes the cases of [file], a file the run loaded (selected or not). */
    fun see(file: VectorFile) {
        for (c in file.cases) {
            val name = "${file.suite.name}/${c.id}"
            if (gate.lists(name)) names.add(name)
        }
    }

    /** Notes a case of the corpus by its name (the shared fixture's cases that did not run). */
    fun see(name: String) { if (gate.lists(name)) names.add(name) }

    /**
     * [result] (a case that ran) as the list judges it: a failing case excused by an entry becomes a known
     * divergence; a listed case that passes stays passed, and its run error is kept for [errors]. A case of a suite
     * the subject does not run did not run.
     */
    fun judge(result: ConformanceResult): ConformanceResult = judgeCase(result).first

    /** As [judge], with the run error of a listed case that passes (also kept for [errors]). */
    fun judgeCase(result: ConformanceResult): Pair<ConformanceResult, String?> {
        val judgement = gate.judge(result)
        if (result.outcome != "not-run") for (i in gate.matching("${result.suite}/${result.id}")) judged[i] = true
        judgement.excusedBy?.let { excused[it] = true }
        judgement.runError?.let { caseErrors.add(it) }
        return Pair(judgement.result, judgement.runError)
    }

    /** The cause entries that excused none of the cases they match that ran (judged once every case ran). */
    fun staleCauseEntries(): List<String> = gate.causeEntryErrors(judged, excused)

    /** The list's faults that do not depend on outcomes, once every file was seen: expired entries, entries matching no case. */
    fun listErrors(): List<String> = gate.listErrors(names)

    /**
     * Every fault the list has, once every case ran, in this order: expired entries and entries matching no case,
     * listed cases that pass (in case order), cause entries that excused nothing (in list order); the stale cause
     * entries only when the run is whole ([partial] false).
     */
    fun errors(partial: Boolean = false): List<String> =
        listErrors() + caseErrors + (if (partial) emptyList() else gate.causeEntryErrors(judged, excused))
}
