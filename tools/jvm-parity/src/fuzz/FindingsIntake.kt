// `oracle generate --findings DIR [PATH...]`: written findings (oracle conformance --fuzz --write-findings,
// parity-check fuzz --write-findings, tools/merge-findings) become cases of the corpus by the one path expected
// values take, generate. Each finding's id is derived from its input (`fuzz-` + hash, FuzzFinding.findingId),
// tagged fuzz-finding, and appended, in id order, after the file's hand-written cases; its expected value is
// recomputed by the oracle like every other case's (the finding's own is ignored). An input the file already holds
// is not added twice. Without --findings, generate is unchanged.

package com.mapconductor.parity

import java.io.File

class FindingsIntake private constructor(private val bySuite: Map<String, List<VectorCase>>, private val where: String) {
    private val mergedSuites = HashSet<String>()

    /** [file] with the findings of its suite added (the same file when there are none). */
    fun mergeInto(file: VectorFile): VectorFile {
        val findings = bySuite[file.suite.name] ?: return file
        mergedSuites.add(file.suite.name)
        val ids = file.cases.map { it.id }.toHashSet()
        val inputs = file.cases.map { JsonOut.compact(it.input) }.toHashSet()
        val added = findings.filter { it.id !in ids && JsonOut.compact(it.input) !in inputs }
        println("findings: ${added.size} case(s) added to ${file.path.path}" +
            if (added.size < findings.size) " (${findings.size - added.size} already there)" else "")
        if (added.isEmpty()) return file
        return VectorFile(file.path, file.suite, file.description, file.source, file.defaults, file.cases + added, file.text)
    }

    /** Suites with findings that no rewritten file took: a usage error (the findings would be lost). */
    fun checkAllMerged(roots: List<String>) {
        val left = bySuite.keys.filter { it !in mergedSuites }.sorted()
        if (left.isNotEmpty()) {
            throw UsageError("--findings $where: no vector file of ${left.joinToString(", ")} was rewritten under ${roots.joinToString(" ")} " +
                "(add the suite's file first, e.g. from oracle scaffold, or give the corpus folder that has it)")
        }
    }

    companion object {
        /** Reads every findings file under [dirs]; UsageError when one does not load or none is there. */
        fun load(dirs: List<String>): FindingsIntake {
            val where = dirs.joinToString(" ")
            val discovery = discover(dirs)
            if (discovery.defects.isNotEmpty()) throw UsageError("--findings: ${discovery.defects.joinToString("; ")}")
            if (discovery.files.isEmpty()) throw UsageError("--findings: no findings file under $where")
            val bySuite = LinkedHashMap<String, LinkedHashMap<String, VectorCase>>()
            for (loc in discovery.files) {
                val vf = try { VectorFile.load(loc.file, forGenerate = true) } catch (e: VectorError) {
                    throw UsageError("--findings: ${e.at(loc.file.path)}: ${e.message}")
                }
                val cases = bySuite.getOrPut(vf.suite.name) { LinkedHashMap() }
                for (c in vf.cases) {
                    val id = FuzzFinding.findingId(c.input)
                    val fields = LinkedHashMap<String, J>()
                    fields["id"] = JStr(id)
                    fields["tags"] = JArr(listOf(JStr(FuzzFinding.FUZZ_FINDING_TAG)))
                    c.fields["comment"]?.let { fields["comment"] = it }
                    fields["input"] = c.input
                    cases.putIfAbsent(id, VectorCase(id, fields))
                }
            }
            return FindingsIntake(bySuite.mapValues { (_, cases) -> cases.values.sortedBy { it.id } }, where)
        }

        /** `--findings DIR` (repeatable) taken out of [args]: the intake (null without) and the other arguments. */
        fun takeOption(args: List<String>): Pair<FindingsIntake?, List<String>> {
            val dirs = ArrayList<String>()
            val rest = ArrayList<String>()
            var i = 0
            while (i < args.size) {
                if (args[i] == "--findings") {
                    if (i + 1 >= args.size || args[i + 1].startsWith("--")) throw UsageError("--findings needs a folder of findings files")
                    if (!File(args[i + 1]).exists()) throw UsageError("--findings: no such folder: ${args[i + 1]}")
                    dirs.add(args[i + 1])
                    i += 2
                } else {
                    rest.add(args[i]); i++
                }
            }
            return Pair(if (dirs.isEmpty()) null else load(dirs), rest)
        }
    }
}
