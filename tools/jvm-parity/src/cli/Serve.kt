// `oracle serve` (one request per stdin line, one answer per stdout line: the fuzzer's oracle) and
// `oracle scaffold SUITE ID` (a case skeleton with the suite's input fields and Android's defaults).

package com.mapconductor.parity

import java.io.BufferedReader
import java.io.BufferedWriter
import java.io.File
import java.io.InputStreamReader
import java.io.OutputStreamWriter
import java.nio.charset.StandardCharsets
import java.nio.file.Files
import java.nio.file.StandardCopyOption
import java.security.MessageDigest

// MARK: - serve

fun serve(): Int {
    val input = BufferedReader(InputStreamReader(System.`in`, StandardCharsets.UTF_8), 1 shl 16)
    val output = BufferedWriter(OutputStreamWriter(System.out, StandardCharsets.US_ASCII), 1 shl 16)
    // The model is pure functions of the input (as OracleSubject.threadSafe says), so answers computed on every
    // core are the one-thread answers, line for line.
    val workers = InOrderPool.onEveryProcessor("serve-answer")
    try {
        val lines = ArrayList<String>()
        while (true) {
            // The requests already waiting (a pipelining client sends thousands at once) are answered together,
            // on every core; a lock-step client's one request is answered alone, on this thread.
            lines.clear()
            lines.add(input.readLine() ?: break)
            while (lines.size < SERVE_BATCH && input.ready()) lines.add(input.readLine() ?: break)
            // Answered a part at a time, each part what the pool finished in about ANSWERING_NANOS, so a slow
            // suite's answers still come every second or so: densify.linear's random inputs take about 30 ms
            // each, and 4096 of them answered at once kept the client waiting over a minute for the first (two
            // minutes on one free core), where the fuzzer takes a silence of --oracle-timeout for a frozen oracle.
            var answered = 0
            while (answered < lines.size) {
                val from = answered
                val part = workers.inOrder(lines.size - from, System.nanoTime() + ANSWERING_NANOS) { answer(lines[from + it], answerText.get()) }
                for (answer in part) if (answer != null) output.write(answer)
                answered += part.size
                // Flush whenever no further request is already waiting: a lock-step client gets every answer at
                // once, a pipelining client (the million-request fuzzer) gets them in large writes, and at least
                // once a part.
                if (answered < lines.size || !input.ready()) output.flush()
            }
        }
    } finally {
        workers.close()
    }
    output.flush()
    return EXIT_OK
}

/** At most this many waiting requests are read together: a fuzz batch is 8,192. */
private const val SERVE_BATCH = 4096

/** How long the pool goes on taking requests before the answers it finished are written. */
private const val ANSWERING_NANOS = 500_000_000L

/** Each thread's text of the answer it is writing, reused from one answer to the next. */
private val answerText = ThreadLocal.withInitial { StringBuilder() }

/** The answer line to one request line (newline included); null for a blank line, which gets no answer. */
private fun answer(line: String, sb: StringBuilder): String? {
    // A request line starts with its '{': only another line needs the whole-line blank test.
    if (line.isEmpty() || (line[0] != '{' && line.isBlank())) return null
    sb.setLength(0)
    try {
        val (name, inputJ) = plainRequest(line) ?: request(line)
        val suite = Suites.byName(name) ?: throw VectorError("unknown suite \"$name\"${Suites.suggest(name)}")
        // Every argument given: a call through a default-argument bridge had the compiler build the bridge
        // and the method each with the whole decode inlined.
        val outcome = suite.run(inputJ, false, ContractRevision.newest)
        sb.append("{\"expected\": ")
        JsonOut.write(sb, outcome.toJ())
        (inputJ as? JObj)?.let { suite.at(ContractRevision.newest).conditioningTolerance(it, ContractRevision.newest) }?.let {
            sb.append(", \"tolerance\": ")
            JsonOut.write(sb, it.toJ())
        }
        sb.append('}')
    } catch (e: VectorError) {
        sb.setLength(0)
        sb.append("{\"failure\": ")
        JsonOut.quote(sb, e.message ?: "bad request")
        sb.append('}')
    } catch (e: RuntimeException) {
        sb.setLength(0)
        sb.append("{\"failure\": ")
        JsonOut.quote(sb, "oracle error: $e")
        sb.append('}')
    }
    sb.append('\n')
    return sb.toString()
}

/** The suite and input of a request line, read as a whole: the rules, and the messages, for any line. */
private fun request(line: String): Pair<String, J> {
    val req = obj(JsonIn.parse(line, false), "request")
    val f = Fields(req, "request", false)
    val name = (f.req("suite") as? JStr)?.value ?: throw VectorError("request/suite: a string")
    val inputJ = f.req("input")
    f.done()
    return Pair(name, inputJ)
}

private const val SUITE_PREFIX = "{\"suite\": \""
private const val INPUT_INFIX = "\", \"input\": "

/**
 * The fuzzer's usual line, `{"suite": "NAME", "input": {...}}` with a plain suite name, read by parsing only its
 * input: the same result as [request] (a valid input object makes the whole line valid, and the envelope has
 * exactly the two fields) without scanning and parsing the envelope, about 5 % of the oracle's time on
 * javaHash.string. Null for any other line, and for an input that does not parse alone or nests nearly
 * [MAX_DEPTH] deep (the envelope adds a level): [request] then reads it and words any fault.
 */
private fun plainRequest(line: String): Pair<String, J>? {
    if (!line.startsWith(SUITE_PREFIX) || !line.endsWith("}")) return null
    var i = SUITE_PREFIX.length
    while (i < line.length && (line[i] in 'a'..'z' || line[i] in 'A'..'Z' || line[i] in '0'..'9' || line[i] == '.')) i++
    if (i == SUITE_PREFIX.length || !line.startsWith(INPUT_INFIX, i)) return null
    val start = i + INPUT_INFIX.length
    val end = line.length - 1
    if (start >= end || line[start] != '{') return null
    if (openingsReach(line, start, end, MAX_DEPTH - 1)) return null
    val input = try { JsonIn.parse(line.substring(start, end), false) } catch (e: Exception) { return null }
    return Pair(line.substring(SUITE_PREFIX.length, i), input)
}

/**
 * True when [line] from [start] to [end] holds at least [limit] '{' and '[' (a bound on its nesting), counted by
 * String.indexOf, which the JVM runs over many characters at once, rather than character by character.
 */
private fun openingsReach(line: String, start: Int, end: Int, limit: Int): Boolean {
    var openings = 0
    for (bracket in OPENINGS) {
        var k = line.indexOf(bracket, start)
        while (k in 0 until end) {
            if (++openings >= limit) return true
            k = line.indexOf(bracket, k + 1)
        }
    }
    return false
}

private val OPENINGS = charArrayOf('{', '[')

// MARK: - scaffold

fun scaffold(suiteName: String, id: String): Int {
    val newest = ContractRevision.newest
    val suite = (Suites.byName(suiteName) ?: throw UsageError("unknown suite \"$suiteName\"${Suites.suggest(suiteName)}")).at(newest)
    // A case id is unique in its suite: refuse one a committed file of the suite (any revision's) already has.
    val stem = suite.name.replace('.', '/')
    val files = (listOf("$stem.json") + ContractRevision.values().map { "$stem@${it.id}.json" }).map { File("vectors/$it") }.filter { it.isFile }
    for (existing in files) {
        val ids = try { VectorFile.load(existing, forGenerate = true).cases.map { it.id } } catch (e: VectorError) { emptyList<String>() }
        if (id in ids) {
            System.err.println("error: ${existing.path} already has a case \"$id\"; case ids are never reused: choose another id")
            return EXIT_BAD
        }
    }
    // The newest revision's file takes the case: its own file when it has one.
    val target = if (File("vectors/$stem@${newest.id}.json").isFile) "vectors/$stem@${newest.id}.json" else "vectors/$stem.json"
    val input = LinkedHashMap<String, J>()
    val fields = suite.fields(newest)
    for (f in fields) input[f.name] = f.example
    val case = jobj("id" to JStr(id), "tags" to JArr(emptyList()), "comment" to JStr("why this case exists"), "input" to JObj(input))
    println("// ${suite.name}: ${suite.description}")
    println("// input fields (optional ones may be left out and take Android's default shown here):")
    for (f in fields) println("//   ${f.name}: ${f.type}${if (f.optional) " = " + JsonOut.compact(f.example) else ""}")
    if (suite.defaults != null) println("// a new file of this suite declares \"defaults\": ${JsonOut.compact(suite.defaults!!)}")
    println("// paste this line into \"cases\" of $target (delete the comment lines),")
    println("// then run: tools/jvm-parity/oracle generate $target")
    println(JsonOut.compact(case))
    return EXIT_OK
}
