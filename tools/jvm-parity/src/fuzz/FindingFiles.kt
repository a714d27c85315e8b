// Findings as vector files, in the layout parity-check fuzz writes (Sources/ParityFuzzing/FindingWriter.swift):
// one parity-vectors/1 file per suite at <dir>/<area>/<function>.json, one case per finding, canonical text, so
// `oracle check DIR` and `oracle conformance DIR` rerun them and `oracle generate --findings DIR` adds them to the
// corpus.

package com.mapconductor.parity

import java.io.File
import java.nio.file.Files
import java.nio.file.StandardCopyOption

object FindingFiles {
    /** `<dir>/<area>/<function>.json` of [suite] (the suite name's first dot is the folder). */
    fun path(dir: File, suite: String): File {
        val dot = suite.indexOf('.')
        return if (dot < 0) File(dir, "$suite.json") else File(File(dir, suite.substring(0, dot)), suite.substring(dot + 1) + ".json")
    }

    /**
     * The file's text. It holds for [contract] alone (`source.android.revisions`), the revision the findings were
     * judged at: a gate run at another revision does not take them for cases of its own.
     */
    fun text(suite: Suite<*, *>, findings: List<FuzzFinding>, seed: Long, subjectName: String, contract: ContractRevision): String {
        val source = LinkedHashMap<String, J>()
        source["generator"] = JStr(GENERATOR)
        source["version"] = JStr(ORACLE_VERSION)
        source["fuzzSeed"] = JNum(seed.toString())
        source["android"] = JObj(linkedMapOf<String, J>("revisions" to JArr(listOf(JStr(contract.id)))))
        val name = subjectName.filter { it.toInt() in 0x20..0x7E }
        val cases = findings.sortedBy { it.id }.map { f ->
            val case = f.case(seed, subjectName)
            VectorCase(f.id, case.fields)
        }
        return VectorFile(path(File("."), suite.name), suite,
            "Shrunk differential-fuzzing inputs on which subject $name diverged from the JVM oracle.",
            JObj(source), suite.defaults, cases).canonicalText()
    }

    /**
     * Writes [suite]'s findings (beside the target, then renamed: an interrupted run leaves no half file), or
     * removes a stale file of an earlier run when there are none. IOException when it cannot.
     */
    fun write(dir: File, suite: Suite<*, *>, findings: List<FuzzFinding>, seed: Long, subjectName: String, contract: ContractRevision): File {
        val target = path(dir, suite.name).absoluteFile
        if (findings.isEmpty()) {
            Files.deleteIfExists(target.toPath())
            return target
        }
        Files.createDirectories(target.parentFile.toPath())
        val temporary = File(target.parentFile, ".${target.name}.tmp")
        temporary.writeText(text(suite, findings, seed, subjectName, contract), Charsets.US_ASCII)
        Files.move(temporary.toPath(), target.toPath(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE)
        return target
    }
}
