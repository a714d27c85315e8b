// Causes: the cases of a run that did not pass, grouped by one rule on every runner (docs/report-format.md,
// "Causes"; Tests/Fixtures/cause-groups.json pins it). Each such case is mapped to a runner-neutral cause (suite,
// id, input, outcome kind and what the kind needs), each cause has a signature whose canonical text names the group
// (its id: the first 12 hex digits of the text's SHA-256), and the groups come largest first, each with its
// representative, the case with the smallest input.

package com.mapconductor.parity

import java.security.MessageDigest

/** Where a subject failed: the first stack frame outside the JDK, the Kotlin stdlib and this kit. */
class CrashFrame(val function: String, val file: String?, val line: Int?) {
    /** `com.example.GeoPoint.hashCode (GeoPoint.kt:27)`. */
    fun describe(): String = function + (if (file != null) " (" + file + (if (line != null && line >= 0) ":$line" else "") + ")" else "")

    fun json(): String = "{\"function\": ${jsonQuote(function)}" + (if (file != null) ", \"file\": ${jsonQuote(file)}" else "") +
        (if (line != null && line >= 0) ", \"line\": $line" else "") + "}"

    companion object {
        /**
         * The frame of [e]'s stack where the subject's own code (its SDK, its adapter) threw it: the first that is
         * not the JDK's, the Kotlin stdlib's nor this kit's (package com.mapconductor.parity). Null when there is
         * none (a throw inside the kit, a trace the JVM left out).
         */
        fun of(e: Throwable): CrashFrame? {
            for (element in e.stackTrace) {
                val type = element.className
                if (NOT_THE_SUBJECT.any { type.startsWith(it) }) continue
                return CrashFrame("$type.${element.methodName}", element.fileName, if (element.lineNumber >= 0) element.lineNumber else null)
            }
            return null
        }

        private val NOT_THE_SUBJECT = listOf("java.", "javax.", "jdk.", "sun.", "com.sun.", "kotlin.", "com.mapconductor.parity.")
    }
}

/** What the subject did instead of answering: threw [message] (`java.lang.ArithmeticException: ...`) at [frame]. */
class SubjectCrash(val message: String?, val frame: CrashFrame?) {
    companion object {
        fun of(e: Throwable) = SubjectCrash(e.toString(), CrashFrame.of(e))
    }
}

/**
 * [j] as compact JSON without a blank between tokens (`{"lat":1.5,"lng":0}`), as every runner's JSON report writes a
 * case's `input`: the text whose UTF-8 bytes "the smallest input" counts, on every runner alike.
 */
fun compactInput(j: J): String {
    val spaced = JsonOut.compact(j)
    if (spaced.indexOf(' ') < 0) return spaced
    val sb = StringBuilder(spaced.length)
    var inString = false
    var escaped = false
    for (c in spaced) {
        if (inString) {
            sb.append(c)
            if (escaped) escaped = false else if (c == '\\') escaped = true else if (c == '"') inString = false
        } else if (c == '"') {
            inString = true
            sb.append(c)
        } else if (c != ' ') {
            sb.append(c)
        }
    }
    return sb.toString()
}

/** One diverging field of a cause: its JSON Pointer as reported and the kind of difference. */
class CauseField(val field: String, val kind: String)

/**
 * A case that did not pass, in the runner-neutral form every runner maps its verdicts to. [kind]: diverged,
 * error-expected-but-value, value-expected-but-error, another-error-code, crashed, timed-out or run-error.
 */
class CaseCause(
    val suite: String, val id: String,
    /** The case's input as compact JSON: the smaller it is, the better it shows the cause. */
    val input: String,
    val kind: String,
    val differences: List<CauseField> = emptyList(),
    val expectedError: String? = null,
    val actualError: String? = null,
    /** crashed: the exception or error as thrown (null: none was said); run-error: the message. */
    val message: String? = null,
    val frame: CrashFrame? = null
) {
    val name: String get() = "$suite/$id"
    /** UTF-8 bytes of [input], what "the smallest input" counts. */
    val size: Int = utf8Length(input)

    companion object {
        const val DIVERGED = "diverged"
        const val ERROR_EXPECTED = "error-expected-but-value"
        const val VALUE_EXPECTED = "value-expected-but-error"
        const val ANOTHER_ERROR = "another-error-code"
        const val CRASHED = "crashed"
        const val TIMED_OUT = "timed-out"
        const val RUN_ERROR = "run-error"
        val KINDS = listOf(DIVERGED, ERROR_EXPECTED, VALUE_EXPECTED, ANOTHER_ERROR, CRASHED, TIMED_OUT, RUN_ERROR)
        /** The kinds a known-divergence entry can excuse: a time-out or another run error never (the subject did not answer). */
        val EXCUSABLE = listOf(DIVERGED, ERROR_EXPECTED, VALUE_EXPECTED, ANOTHER_ERROR, CRASHED)

        fun utf8Length(text: String): Int {
            var n = 0
            var i = 0
            while (i < text.length) {
                val c = text[i]
                n += when {
                    c.toInt() < 0x80 -> 1
                    c.toInt() < 0x800 -> 2
                    Character.isHighSurrogate(c) && i + 1 < text.length && Character.isLowSurrogate(text[i + 1]) -> { i++; 4 }
                    else -> 3
                }
                i++
            }
            return n
        }
    }
}

/**
 * The cause of [this] judged case, or null for a case that is no cause of the run's failure: passed, not
 * portable, a known divergence (the list excused it), a vector error (the corpus's fault), or a case of a suite
 * the run allows the subject to lack ([allowedMissing]). On the JVM a subject's exception where Android answers
 * is the JVM's trap: its cause is `crashed`, with the exception and the subject's frame, as an Error's is.
 */
fun ConformanceResult.cause(allowedMissing: Set<String> = emptySet()): CaseCause? {
    fun cause(kind: String, differences: List<CauseField> = emptyList(), expectedError: String? = null, actualError: String? = null,
              message: String? = null, frame: CrashFrame? = null) =
        CaseCause(suite, id, compactInput(input), kind, differences, expectedError, actualError, message, frame)
    return when (outcome) {
        "diverged" -> {
            if (crash != null) return cause(CaseCause.CRASHED, message = crash.message, frame = crash.frame)
            for (d in divergences) when (d.kind) {
                Divergence.ERROR_EXPECTED -> return cause(CaseCause.ERROR_EXPECTED, expectedError = d.expectedError)
                Divergence.REJECTED -> return cause(CaseCause.VALUE_EXPECTED, actualError = d.actualError)
                Divergence.OTHER_REJECTION -> return cause(CaseCause.ANOTHER_ERROR, expectedError = d.expectedError, actualError = d.actualError)
            }
            cause(CaseCause.DIVERGED, divergences.map { CauseField(it.pointer, it.kind) })
        }
        "subject-error" -> cause(CaseCause.CRASHED, message = crash?.message ?: reason, frame = crash?.frame)
        "timed-out" -> cause(CaseCause.TIMED_OUT)
        "not-run" -> if (suite in allowedMissing) null else cause(CaseCause.RUN_ERROR, message = reason ?: "not run")
        else -> null
    }
}

/** What makes two failing cases one cause (docs/report-format.md, "Causes"): the same canonical text. */
class CauseSignature(cause: CaseCause) {
    val kind: String = cause.kind
    /** Null for a crash located in the subject's code: one trap reached from several suites is one cause. */
    val suite: String?
    /** diverged: the distinct (generalised field, kind) pairs, sorted by their canonical line. */
    val fields: List<CauseField>
    val expectedError: String?
    val actualError: String?
    val message: String?
    val frameFunction: String?
    val frameFile: String?

    init {
        var fields = emptyList<CauseField>()
        var expected: String? = null
        var actual: String? = null
        var message: String? = null
        var function: String? = null
        var file: String? = null
        when (kind) {
            CaseCause.DIVERGED -> {
                val byLine = java.util.TreeMap<String, CauseField>(BYTE_ORDER)
                for (d in cause.differences) if (d.kind != Divergence.ELIDED) {
                    val generalised = CauseField(generalised(d.field), d.kind)
                    byLine.putIfAbsent(line(generalised), generalised)
                }
                fields = byLine.values.toList()
            }
            CaseCause.ERROR_EXPECTED -> expected = cause.expectedError
            CaseCause.VALUE_EXPECTED -> actual = cause.actualError
            CaseCause.ANOTHER_ERROR -> { expected = cause.expectedError; actual = cause.actualError }
            CaseCause.CRASHED -> {
                message = cause.message?.let { runtimeMessage(it) }
                if (cause.frame != null) {
                    function = oneLine(cause.frame.function)
                    file = cause.frame.file?.let { oneLine(it.substringAfterLast('/')) }
                }
            }
            CaseCause.RUN_ERROR -> message = runErrorMessage(cause.message ?: "")
        }
        this.fields = fields
        expectedError = expected
        actualError = actual
        this.message = message
        frameFunction = function
        frameFile = file
        suite = if (kind == CaseCause.CRASHED && function != null) null else cause.suite
    }

    /** One line per component, in a fixed order: what the id hashes and groups are ordered by. */
    val canonicalText: String by lazy {
        val lines = ArrayList<String>()
        lines.add("kind $kind")
        if (suite != null) lines.add("suite ${oneLine(suite)}")
        for (f in fields) lines.add(line(f))
        if (expectedError != null) lines.add("expected-error ${oneLine(expectedError)}")
        if (actualError != null) lines.add("actual-error ${oneLine(actualError)}")
        if (message != null) lines.add("message $message")
        if (frameFunction != null) lines.add("frame-function $frameFunction")
        if (frameFile != null) lines.add("frame-file $frameFile")
        lines.joinToString("\n")
    }

    /** The first 12 hex digits of the canonical text's SHA-256. */
    val id: String get() = idOf(canonicalText)

    /** The signature in words: the report's `cause`, a baseline entry's reason. */
    val words: String get() {
        val where = if (suite != null) "$suite: " else ""
        return where + when (kind) {
            CaseCause.DIVERGED -> "diverged at " + fields.joinToString(", ") { "${if (it.field.isEmpty()) "(whole value)" else it.field} (${it.kind})" }
            CaseCause.ERROR_EXPECTED -> "Kotlin rejects the input with ${expectedError ?: "?"}, the subject returns a value"
            CaseCause.VALUE_EXPECTED -> "the subject rejects the input with ${actualError ?: "?"}, Kotlin returns a value"
            CaseCause.ANOTHER_ERROR -> if (expectedError == actualError) "both reject the input with ${expectedError ?: "?"}, at another index"
                else "Kotlin rejects the input with ${expectedError ?: "?"}, the subject with ${actualError ?: "?"}"
            CaseCause.CRASHED -> "crashed" + (if (frameFunction != null) " in $frameFunction" + (if (frameFile != null) " ($frameFile)" else "") else "") +
                (if (message != null) ": $message" else " with no runtime message")
            CaseCause.TIMED_OUT -> "timed out"
            else -> "run error: ${message ?: ""}"
        }
    }

    /** The signature as the JSON report writes it, its members in the canonical text's order. */
    fun json(): String {
        val members = ArrayList<String>()
        members.add("\"kind\": ${jsonQuote(kind)}")
        if (suite != null) members.add("\"suite\": ${jsonQuote(suite)}")
        if (kind == CaseCause.DIVERGED) members.add("\"fields\": [" + fields.joinToString(", ") { "{\"field\": ${jsonQuote(it.field)}, \"kind\": ${jsonQuote(it.kind)}}" } + "]")
        if (expectedError != null) members.add("\"expectedError\": ${jsonQuote(expectedError)}")
        if (actualError != null) members.add("\"actualError\": ${jsonQuote(actualError)}")
        if (message != null) members.add("\"message\": ${jsonQuote(message)}")
        if (frameFunction != null) members.add("\"frame\": {\"function\": ${jsonQuote(frameFunction)}" + (if (frameFile != null) ", \"file\": ${jsonQuote(frameFile)}" else "") + "}")
        return "{" + members.joinToString(", ") + "}"
    }

    companion object {
        /** Strings in the byte order of their UTF-8 (code point order: upper case before lower case). */
        val BYTE_ORDER: Comparator<String> = Comparator { a, b -> compareUtf8(a, b) }

        fun compareUtf8(a: String, b: String): Int {
            var i = 0
            var j = 0
            while (i < a.length && j < b.length) {
                val x = a.codePointAt(i)
                val y = b.codePointAt(j)
                if (x != y) return x.compareTo(y)
                i += Character.charCount(x)
                j += Character.charCount(y)
            }
            return (a.length - i).compareTo(b.length - j)
        }

        fun idOf(text: String): String {
            val digest = MessageDigest.getInstance("SHA-256").digest(text.toByteArray(Charsets.UTF_8))
            val sb = StringBuilder()
            for (k in 0 until 6) sb.append(String.format(java.util.Locale.ROOT, "%02x", digest[k].toInt() and 0xff))
            return sb.toString()
        }

        /** A JSON Pointer with every array index (a token of ASCII digits only) written `*`. */
        fun generalised(pointer: String): String {
            if (pointer.none { it in '0'..'9' }) return pointer
            return pointer.split("/").joinToString("/") { token -> if (token.isNotEmpty() && token.all { it in '0'..'9' }) "*" else token }
        }

        /**
         * The runtime's message without where it was raised: a leading `<non-blank>:<digits>: ` and a trailing
         * `: file <path>, line <digits>` are dropped, whitespace runs are one space; null when nothing is left.
         */
        fun runtimeMessage(raw: String): String? {
            var text = oneLine(raw).trimStart(' ')
            val blank = text.indexOf(' ')
            if (blank > 0) {
                val head = text.substring(0, blank)
                if (head.endsWith(":")) {
                    val colon = head.lastIndexOf(':', head.length - 2)
                    val digits = if (colon > 0) head.substring(colon + 1, head.length - 1) else ""
                    if (digits.isNotEmpty() && digits.all { it in '0'..'9' }) text = text.substring(blank + 1)
                }
            }
            val file = text.lastIndexOf(": file ")
            if (file >= 0) {
                val rest = text.substring(file + ": file ".length)
                val line = rest.indexOf(", line ")
                if (line >= 0) {
                    val digits = rest.substring(line + ", line ".length)
                    if (digits.isNotEmpty() && digits.all { it in '0'..'9' }) text = text.substring(0, file)
                }
            }
            val collapsed = collapse(text)
            return if (collapsed.isEmpty()) null else collapsed
        }

        /** A run error's message with each run of ASCII digits written `#`, whitespace runs as one space. */
        fun runErrorMessage(raw: String): String = collapse(oneLine(raw).replace(Regex("[0-9]+"), "#"))

        /** Line breaks and tabs as spaces: a canonical text has one line per component. */
        fun oneLine(text: String): String = text.replace("\r\n", " ").replace('\r', ' ').replace('\n', ' ').replace('\t', ' ')

        private fun collapse(text: String): String = text.split(' ').filter { it.isNotEmpty() }.joinToString(" ")

        private fun line(f: CauseField) = "field ${oneLine(f.field)} ${f.kind}"
    }
}

/**
 * The groups of a run's causes, formed as the run goes: [add] each cause in run order (with what a report shows of
 * its case, [T]); [groups] once the run ended. A group keeps the names of its cases and the [T] of its few
 * smallest, never a sort of its cases.
 */
class CauseGroups<T> {
    class Group<T>(val signature: CauseSignature, val id: String, val canonical: String) {
        /** `suite/id` of every case, in run order. */
        val cases = ArrayList<String>()
        val suites = java.util.TreeSet<String>(CauseSignature.BYTE_ORDER)
        /** The smallest cases, smallest first: the representative, then up to [EXAMPLES] more. */
        val smallest = ArrayList<Pair<CaseCause, T>>()

        val representative: Pair<CaseCause, T> get() = smallest[0]
        val examples: List<CaseCause> get() = smallest.drop(1).map { it.first }

        internal fun add(cause: CaseCause, shown: T) {
            cases.add(cause.name)
            suites.add(cause.suite)
            if (smallest.size == EXAMPLES + 1 && !smaller(cause, smallest[EXAMPLES].first)) return
            var slot = smallest.size
            while (slot > 0 && smaller(cause, smallest[slot - 1].first)) slot--
            smallest.add(slot, Pair(cause, shown))
            if (smallest.size > EXAMPLES + 1) smallest.removeAt(smallest.size - 1)
        }

        /** The group as the JSON report's `groups` array writes it. */
        fun json(): String {
            fun names(list: List<String>) = list.joinToString(", ", "[", "]") { jsonQuote(it) }
            return "{\"id\": ${jsonQuote(id)}, \"cause\": ${jsonQuote(signature.words)}, \"signature\": ${signature.json()}, " +
                "\"count\": ${cases.size}, \"suites\": ${names(suites.toList())}, \"representative\": ${jsonQuote(representative.first.name)}, " +
                "\"examples\": ${names(examples.map { it.name })}, \"cases\": ${names(cases)}}"
        }
    }

    private val byText = LinkedHashMap<String, Group<T>>()

    fun add(cause: CaseCause, shown: T) {
        val signature = CauseSignature(cause)
        val text = signature.canonicalText
        byText.getOrPut(text) { Group(signature, CauseSignature.idOf(text), text) }.add(cause, shown)
    }

    /** How many causes were added. */
    val count: Int get() = byText.values.sumBy { it.cases.size }

    /** The groups, the largest first; of two as large, the one whose canonical text comes first in byte order. */
    fun groups(): List<Group<T>> = byText.values.sortedWith(Comparator { a, b ->
        if (a.cases.size != b.cases.size) b.cases.size.compareTo(a.cases.size) else compareUtf8Texts(a.canonical, b.canonical)
    })

    companion object {
        /** Other cases a group names beside its representative. */
        const val EXAMPLES = 5

        /** Fewer UTF-8 bytes of input, then `suite/id` first in byte order. */
        fun smaller(a: CaseCause, b: CaseCause): Boolean =
            if (a.size != b.size) a.size < b.size else CauseSignature.compareUtf8(a.name, b.name) < 0

        private fun compareUtf8Texts(a: String, b: String) = CauseSignature.compareUtf8(a, b)
    }
}
