// `oracle cause-groups [FILE]` and `oracle known-divergence-rules [FILE]`: the JVM runner's own code (its verdicts,
// their causes, the groups, the known-divergence gate) judged by the shared fixtures every runner runs,
// Tests/Fixtures/cause-groups.json and Tests/Fixtures/known-divergences/rules.json. Each fixture case, given in the
// runner-neutral form, becomes the ConformanceResult the JVM runner gives for such a case (a crash: a subject
// error, with what it threw and where; a case the subject cannot run: a suite it does not bind), so the fixture
// holds the mapping as well as the rules.

package com.mapconductor.parity

import java.io.File

object CauseFixtures {
    const val GROUPS_FILE = "Tests/Fixtures/cause-groups.json"
    const val RULES_FILE = "Tests/Fixtures/known-divergences/rules.json"

    /** The fixture case [case] as the JVM runner's verdict on it. */
    fun resultOf(case: JObj): ConformanceResult {
        fun text(key: String): String? = (case[key] as? JStr)?.value
        val suite = text("suite") ?: throw VectorError("a case without suite")
        val id = text("id") ?: throw VectorError("$suite: a case without id")
        val input = JsonIn.parse(text("input") ?: throw VectorError("$suite/$id: no input"))
        val file = "fixture"
        fun result(outcome: String, divergences: List<Divergence> = emptyList(), reason: String? = null, crash: SubjectCrash? = null) =
            ConformanceResult(suite, id, file, if (outcome == "passed") PASSED_INPUT else input, outcome, divergences, reason, crash = crash)
        return when (val verdict = text("verdict")) {
            "passed" -> result("passed")
            "not-portable" -> result("not-portable", reason = "not portable")
            "known-divergence" -> ConformanceResult(suite, id, file, input, "known-divergence", known = KnownDivergenceGate.Known("fixture", ""))
            "vector-error" -> result("vector-error", reason = "a vector error")
            "diverged" -> result("diverged", ((case["divergences"] as? JArr)?.items ?: emptyList()).map { d ->
                val o = d as JObj
                Divergence((o["field"] as JStr).value, "", "", kind = (o["kind"] as JStr).value)
            })
            "error-expected-but-value" -> result("diverged", listOf(Divergence("", "", "", kind = Divergence.ERROR_EXPECTED, expectedError = text("expectedError"))))
            "value-expected-but-error" -> result("diverged", listOf(Divergence("", "", "", kind = Divergence.REJECTED, actualError = text("actualError"))))
            "another-error-code" -> result("diverged", listOf(Divergence("", "", "", kind = Divergence.OTHER_REJECTION,
                expectedError = text("expectedError"), actualError = text("actualError"))))
            "crashed" -> {
                val frame = (case["frame"] as? JObj)?.let { f ->
                    CrashFrame((f["function"] as JStr).value, (f["file"] as? JStr)?.value, (f["line"] as? JNum)?.text?.toInt())
                }
                result("subject-error", reason = text("message"), crash = SubjectCrash(text("message"), frame))
            }
            "timed-out" -> result("timed-out", reason = "timed out")
            "run-error" -> result("not-run", reason = text("message"))
            else -> throw VectorError("$suite/$id: unknown verdict \"$verdict\"")
        }
    }

    private fun read(path: String, format: String): List<JObj> {
        val file = File(path)
        if (!file.isFile) throw UsageError("no such file: $path")
        val root = obj(JsonIn.parse(file.readText(Charsets.UTF_8)), path)
        if ((root["format"] as? JStr)?.value != format) throw VectorError("$path: format: expected \"$format\"")
        val scenarios = arr(root["scenarios"] ?: JNull, "scenarios").map { obj(it, "scenarios") }
        if (scenarios.isEmpty()) throw VectorError("$path: no scenarios")
        return scenarios
    }

    private fun names(j: J?): List<String> = (j as? JArr)?.items?.map { (it as JStr).value } ?: emptyList()

    /** `oracle cause-groups [FILE]`: every scenario's groups as the fixture says (exit 0), or what differs (exit 1). */
    fun groups(args: List<String>): Int {
        if (args.size > 1) throw UsageError("cause-groups [FILE] (default $GROUPS_FILE)")
        val path = args.firstOrNull() ?: GROUPS_FILE
        val scenarios = try { read(path, "parity-cause-groups/1") } catch (e: VectorError) {
            System.err.println("error: ${e.message}"); return EXIT_BAD
        }
        var disagree = 0
        var groups = 0
        for (scenario in scenarios) {
            val id = (scenario["id"] as JStr).value
            val causes = CauseGroups<Unit>()
            for (case in arr(scenario["cases"] ?: JNull, "$id/cases")) resultOf(case as JObj).cause()?.let { causes.add(it, Unit) }
            val got = causes.groups()
            val want = arr(scenario["groups"] ?: JNull, "$id/groups").map { it as JObj }
            groups += want.size
            if (got.size != want.size) {
                disagree++
                println("DISAGREE $id: the file wants ${want.size} groups, the JVM runner forms ${got.size}: ${got.joinToString(", ") { it.id }}")
                continue
            }
            for ((i, pair) in got.zip(want).withIndex()) {
                val (mine, theirs) = pair
                val checks = listOf(
                    Triple("id", (theirs["id"] as JStr).value, mine.id),
                    Triple("canonical", (theirs["canonical"] as JStr).value, mine.canonical),
                    Triple("cause", (theirs["cause"] as JStr).value, mine.signature.words),
                    Triple("signature", JsonOut.compact(theirs["signature"]!!), JsonOut.compact(JsonIn.parse(mine.signature.json()))),
                    Triple("count", (theirs["count"] as JNum).text, "${mine.cases.size}"),
                    Triple("suites", names(theirs["suites"]).toString(), mine.suites.toList().toString()),
                    Triple("representative", (theirs["representative"] as JStr).value, mine.representative.first.name),
                    Triple("examples", names(theirs["examples"]).toString(), mine.examples.map { it.name }.toString()),
                    Triple("cases", names(theirs["cases"]).toString(), mine.cases.toString()))
                for ((what, wanted, gotten) in checks) if (wanted != gotten) {
                    disagree++
                    println("DISAGREE $id/groups/$i $what: the file wants ${terminal(wanted)}, the JVM runner gives ${terminal(gotten)}")
                }
            }
        }
        println(if (disagree == 0) "${scenarios.size} scenarios, $groups groups: the JVM runner groups every one as the file says"
            else "$disagree disagreements in ${scenarios.size} scenarios")
        return if (disagree == 0) EXIT_OK else EXIT_DIVERGED
    }

    /**
     * `oracle known-divergence-rules [FILE]`: each scenario's list loaded as `--known-divergences` loads it and
     * applied by the JVM runner's gate to its cases: the known cases with their entries' labels, the run errors in
     * order and the exit code, or the load error, as the file says (exit 0), or what differs (exit 1).
     */
    fun rules(args: List<String>): Int {
        if (args.size > 1) throw UsageError("known-divergence-rules [FILE] (default $RULES_FILE)")
        val path = args.firstOrNull() ?: RULES_FILE
        val scenarios = try { read(path, "parity-known-divergence-rules/1") } catch (e: VectorError) {
            System.err.println("error: ${e.message}"); return EXIT_BAD
        }
        val dir = java.nio.file.Files.createTempDirectory("known-divergence-rules").toFile()
        var disagree = 0
        try {
            for (scenario in scenarios) {
                val id = (scenario["id"] as JStr).value
                fun differ(what: String, wanted: String, gotten: String) {
                    if (wanted == gotten) return
                    disagree++
                    println("DISAGREE $id $what: the file wants ${terminal(wanted)}\n    the JVM runner gives ${terminal(gotten)}")
                }
                val list = File(dir, "$id.json")
                list.writeText(names(scenario["list"]).joinToString("\n") + "\n", Charsets.UTF_8)
                val expect = scenario["expect"] as JObj
                val loadError = expect["loadError"] as? JObj
                val loaded = try { KnownDivergenceList.load(list.path) } catch (e: UsageError) {
                    val message = e.message ?: ""
                    if (loadError == null) differ("load", "the list loads", message)
                    else {
                        val wanted = (loadError["at"] as JStr).value.replace("{list}", list.path) + ": " + (loadError["message"] as JStr).value
                        if (!message.contains(wanted)) differ("loadError", wanted, message)
                    }
                    continue
                }
                if (loadError != null) { differ("loadError", JsonOut.compact(loadError), "the list loads"); continue }
                val aliases = (scenario["aliases"] as? JObj)?.fields?.mapValues { (it.value as JStr).value } ?: emptyMap()
                val gate = KnownDivergenceGate(loaded, (scenario["platform"] as? JStr)?.value ?: "ios", AliasMap(aliases), (scenario["today"] as JStr).value)
                val listed = ListedCases(gate)
                for (name in names(scenario["corpus"])) listed.see(name)
                val counts = ConformanceReport.Counts("total")
                val known = java.util.TreeMap<String, String>()
                for (case in arr(scenario["cases"] ?: JNull, "$id/cases")) {
                    val result = resultOf(case as JObj)
                    listed.see("${result.suite}/${result.id}")
                    val judged = listed.judge(result)
                    counts.add(judged)
                    if (judged.outcome == "known-divergence") known["${judged.suite}/${judged.id}"] = judged.known!!.label
                }
                val errors = listed.errors().map { it.replace(list.path, "{list}") }
                val exit = if (errors.isNotEmpty() || counts.errors > 0) EXIT_BAD else if (counts.diverged > 0) EXIT_DIVERGED else EXIT_OK
                val wantedKnown = java.util.TreeMap<String, String>()
                for ((name, label) in (expect["known"] as JObj).fields) wantedKnown[name] = (label as JStr).value
                differ("known", wantedKnown.toString(), known.toString())
                differ("runErrors", names(expect["runErrors"]).joinToString("\n    "), errors.joinToString("\n    "))
                differ("exitCode", (expect["exitCode"] as JNum).text, "$exit")
            }
        } finally {
            dir.deleteRecursively()
        }
        println(if (disagree == 0) "${scenarios.size} scenarios: the JVM runner applies every list as the file says"
            else "$disagree disagreements in ${scenarios.size} scenarios")
        return if (disagree == 0) EXIT_OK else EXIT_DIVERGED
    }
}
