// `oracle not-portable-reasons [FILE]`: the suites' declared not-portable reasons (Suite.notPortableReasons) and
// the loader's rule judged by Tests/Fixtures/not-portable-reasons.json (format parity-not-portable-reasons/1), the
// file parity-check (NotPortableReasonFixtureTests) and the web runner (js/test/not-portable-reasons.test.js) judge
// too: every suite declares the file's templates, and a reason is read exactly where the file says its suite
// declares it.

package com.mapconductor.parity

import java.io.File
import java.nio.file.Files

object NotPortableReasonsFixture {
    const val DEFAULT_FILE = "Tests/Fixtures/not-portable-reasons.json"

    fun run(args: List<String>): Int {
        if (args.size > 1) throw UsageError("not-portable-reasons [FILE] (default $DEFAULT_FILE)")
        val file = File(args.firstOrNull() ?: DEFAULT_FILE)
        if (!file.isFile) throw UsageError("no such file: ${file.path}")
        val (suites, matches) = try {
            val root = obj(JsonIn.parse(file.readText(Charsets.UTF_8)), "not-portable reasons")
            val format = root["format"]
            if (format !is JStr || format.value != "parity-not-portable-reasons/1") throw VectorError("format: expected \"parity-not-portable-reasons/1\"")
            val suites = obj(root["suites"] ?: JNull, "suites").fields.mapValues { (name, list) ->
                arr(list, "suites/$name").map { (it as? JStr)?.value ?: throw VectorError("suites/$name: a template string") }
            }
            val matches = arr(root["matches"] ?: JNull, "matches").mapIndexed { i, node ->
                val m = obj(node, "matches/$i")
                fun text(key: String) = (m[key] as? JStr)?.value ?: throw VectorError("matches/$i/$key: a string")
                Match(text("id"), text("suite"), text("reason"), (m["declared"] as? JBool)?.value ?: throw VectorError("matches/$i/declared: true or false"))
            }
            Pair(suites, matches)
        } catch (e: VectorError) {
            System.err.println("error: ${file.path}: ${e.message}")
            return EXIT_BAD
        }
        if (matches.none { it.declared } || matches.all { it.declared }) {
            System.err.println("error: ${file.path}: the matches must hold reasons declared and not")
            return EXIT_BAD
        }
        val disagreements = ArrayList<String>()
        for (name in suites.keys) if (Suites.byName(name) == null) disagreements.add("DISAGREE suites/$name: not a suite of the oracle")
        for (s in Suites.all) {
            val mine = s.notPortableReasons.map { it.template }
            val wanted = suites[s.name] ?: emptyList()
            if (mine != wanted) disagreements.add("DISAGREE suites/${s.name}: the file declares ${jsonList(wanted)}, the oracle ${jsonList(mine)}")
        }
        val scratch = Files.createTempDirectory("not-portable-reasons").toFile()
        try {
            for (m in matches) {
                val suite = Suites.byName(m.suite)
                if (suite == null) { disagreements.add("DISAGREE matches/${m.id}: unknown suite ${m.suite}"); continue }
                val byTemplate = suite.notPortableReasons.any { it.matches(m.reason) }
                val loaded = loads(scratch, suite, m.reason)
                if (byTemplate != m.declared || loaded != m.declared) {
                    disagreements.add("DISAGREE matches/${m.id}: the file wants declared ${m.declared}, the oracle's templates give $byTemplate and its loader ${if (loaded) "reads" else "refuses"} the file")
                }
            }
        } finally {
            scratch.deleteRecursively()
        }
        for (line in disagreements) println(terminal(line))
        println(if (disagreements.isEmpty()) "${suites.size} suites' declarations and ${matches.size} not-portable reasons agree"
            else "${disagreements.size} disagreement(s) with ${file.path}")
        return if (disagreements.isEmpty()) EXIT_OK else EXIT_DIVERGED
    }

    private class Match(val id: String, val suite: String, val reason: String, val declared: Boolean)

    /** Whether `check`'s loader reads a file of [suite] whose one case expects `{"notPortable": reason}`. */
    private fun loads(scratch: File, suite: Suite<*, *>, reason: String): Boolean {
        val path = File(scratch, suite.name.replace('.', '/') + ".json")
        path.parentFile.mkdirs()
        val case = StringBuilder("{\"id\": \"np\", \"input\": {}, \"expected\": {\"notPortable\": ")
        JsonOut.quote(case, reason)
        path.writeText("{\"format\": \"$FORMAT\", \"suite\": \"${suite.name}\", \"description\": \"fixture\", " +
            "\"source\": {\"generator\": \"fixture\", \"version\": \"1\"}, \"cases\": [$case}}]}\n", Charsets.UTF_8)
        return try {
            VectorFile.load(path, forGenerate = false)
            true
        } catch (e: VectorError) {
            if (e.message?.contains("unknown not-portable reason") != true) throw e
            false
        }
    }

    private fun jsonList(items: List<String>) = items.joinToString(", ", "[", "]") { jsonQuote(it) }
}
