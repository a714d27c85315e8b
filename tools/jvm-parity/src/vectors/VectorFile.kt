// A vector file (docs/vector-format.md): loading, validating, and writing it in the canonical layout.
//
// Canonical layout (byte-exact, so a regenerated corpus can be diffed):
//   {
//     "format": "parity-vectors/1",
//     "suite": "...",
//     "description": "...",
//     "source": {"generator": "mapconductor-oracle", "version": "...", <other keys in their order>},
//     "defaults": {...},                       (only when present)
//     "cases": [
//       {"id": ..., "tags": [...], "comment": ..., "input": {...}, "expected": {...}, "tolerance": {...}},
//       ...                                    (one case per line, 4-space indent, "," at the line end)
//     ]
//   }
// with a final newline; inside a line the compact form of JsonOut (`": "`, `", "`, ASCII, number rules).

package com.mapconductor.parity

import java.io.File
import java.nio.charset.StandardCharsets
import java.nio.file.Files
import java.nio.file.LinkOption

const val FORMAT = "parity-vectors/1"
const val GENERATOR = "mapconductor-oracle"

/**
 * The largest vector file the oracle reads, in bytes: the limit of parity-check (`VectorFileSizeLimit`) and the web
 * runner (`DEFAULT_MAX_FILE_BYTES`), docs/vector-format.md. A file's text and tree are built in memory: a larger
 * file is a defect that says to split it, not minutes of reading and an OutOfMemoryError.
 */
const val MAX_VECTOR_FILE_BYTES = 256L * 1024 * 1024

/** Bump whenever any expected value, random input or formatting byte the oracle writes changes. */
const val ORACLE_VERSION = "4"

// A case id is [A-Za-z0-9._-]+ and a tag [a-z0-9-]+: checked by hand, as every case of every file passes here.
private fun isCaseId(s: String) = s.isNotEmpty() && s.all { it in 'A'..'Z' || it in 'a'..'z' || it in '0'..'9' || it == '.' || it == '_' || it == '-' }
private fun isTag(s: String) = s.isNotEmpty() && s.all { it in 'a'..'z' || it in '0'..'9' || it == '-' }
private val RANDOM_ID = Regex("random-[0-9]{4,}")
private val TOP_KEYS = listOf("format", "suite", "description", "source", "defaults", "cases")
private val CASE_KEYS = listOf("id", "tags", "comment", "input", "expected", "tolerance")

class VectorCase(val id: String, val fields: LinkedHashMap<String, J>) {
    val input: J get() = fields["input"]!!
    val expected: J? get() = fields["expected"]
    val tolerance: J? get() = fields["tolerance"]
}

class RandomSpec(val seed: Long, val count: Int)

class VectorFile(
    val path: File,
    val suite: Suite<*, *>,
    val description: String,
    val source: JObj,
    val defaults: JObj?,
    val cases: List<VectorCase>,
    /** The text the file was read from (empty for a file the oracle made), for [place]. */
    val text: String = ""
) {
    /** The 1-based line and column where the value at [path] (`"cases", 3, "expected"`) starts in [text]. */
    fun place(vararg path: Any): Pair<Int, Int> = SourcePlaces.lineAndColumn(text, path.toList())

    val random: RandomSpec? get() {
        val r = source["random"] ?: return null
        val o = obj(r, "source/random")
        val f = Fields(o, "source/random", false)
        val seedText = (f.req("seed") as? JNum)?.text ?: throw VectorError("source/random/seed: a JSON integer")
        val seed = seedText.toLongOrNull() ?: throw VectorError("source/random/seed: a 64-bit JSON integer, got $seedText")
        val count = i32(f.req("count"), "source/random/count")
        f.done()
        if (count < 0 || count > 99999) throw VectorError("source/random/count: 0...99999")
        return RandomSpec(seed, count)
    }

    companion object {
        /** [forGenerate]: accept non-ASCII text and lone surrogate escapes (rewritten canonically) and cases without `expected`. */
        fun load(path: File, forGenerate: Boolean): VectorFile = load(path, read(path), forGenerate)

        /**
         * The bytes of [path]; throws the [VectorError] that makes an unreadable file, or one larger than
         * [MAX_VECTOR_FILE_BYTES] (checked on the open file's size, before a byte is read), a defect.
         */
        fun read(path: File): ByteArray {
            val stream = try { java.io.FileInputStream(path) } catch (e: Exception) { throw VectorError("cannot read: ${e.message}") }
            stream.use {
                val size = try { it.channel.size() } catch (e: Exception) { throw VectorError("cannot read: ${e.message}") }
                if (size > MAX_VECTOR_FILE_BYTES) {
                    throw VectorError("the file is $size bytes, more than the $MAX_VECTOR_FILE_BYTES bytes a vector file may have (the oracle builds its tree in memory); split the suite's cases over revision files or shorten its inputs", 1, 1)
                }
                val bytes = try { it.readBytes() } catch (e: Exception) { throw VectorError("cannot read: ${e.message}") }
                if (bytes.size > MAX_VECTOR_FILE_BYTES) throw VectorError("the file grew beyond $MAX_VECTOR_FILE_BYTES bytes while it was read (is something writing it?); run again once it is complete", 1, 1)
                return bytes
            }
        }

        /** As [load], from [bytes] already read from [path] (the loader that hashes them for the digest). */
        fun load(path: File, bytes: ByteArray, forGenerate: Boolean): VectorFile {
            if (bytes.size >= 2 && ((bytes[0] == 0xFF.toByte() && bytes[1] == 0xFE.toByte()) || (bytes[0] == 0xFE.toByte() && bytes[1] == 0xFF.toByte()))) {
                throw VectorError("the file is UTF-16: a vector file must be UTF-8 (pure ASCII)", 1, 1)
            }
            if (!forGenerate) {
                val at = bytes.indexOfFirst { it < 0 }
                if (at >= 0) {
                    var line = 1
                    var lineStart = 0
                    for (i in 0 until at) if (bytes[i] == '\n'.toByte()) { line++; lineStart = i + 1 }
                    throw VectorError(String.format(java.util.Locale.ROOT, "non-ASCII byte 0x%02X (vector files are pure ASCII; generate rewrites it with \\u escapes)", bytes[at].toInt() and 0xFF),
                        line, at - lineStart + 1)
                }
            }
            val text = String(bytes, StandardCharsets.UTF_8)
            val root = obj(JsonIn.parse(text, asciiOnly = !forGenerate), "the file")
            // A fault of the text is placed by the reader; one found in a value, at where that value starts.
            fun placed(e: VectorError, vararg path: Any): VectorError {
                if (e.line > 0) return e
                val (line, column) = SourcePlaces.lineAndColumn(text, path.toList())
                return VectorError(e.message ?: "", line, column)
            }
            for (k in root.fields.keys) if (k !in TOP_KEYS) throw VectorError("unknown top-level key \"$k\"")
            val format = (root["format"] as? JStr)?.value
            if (format != FORMAT) throw VectorError("\"format\" must be \"$FORMAT\"")
            val suiteName = (root["suite"] as? JStr)?.value ?: throw VectorError("missing \"suite\"")
            val suite = Suites.byName(suiteName) ?: throw VectorError("unknown suite \"$suiteName\"${Suites.suggest(suiteName)}")
            val source = root["source"] as? JObj ?: throw placed(VectorError("missing \"source\" object"), "source")
            // parity-check's rule: a file `check` reads names the generator that wrote it (`generate` fills it in).
            if (!forGenerate && source["generator"] !is JStr) {
                throw placed(VectorError("\"source\" must be an object naming its \"generator\" and \"version\" (regenerate the file with tools/jvm-parity/oracle generate)"), "source")
            }
            val revisions = revisionsOf(source)
            // <area>/<function>.json, or <area>/<function>@<revision>.json for a file that holds for some revisions.
            val actualPath = path.absoluteFile.parentFile.name + "/" + path.name
            val stem = suiteName.replace('.', '/')
            val allowed = listOf("$stem.json") + (revisions ?: emptyList()).map { "$stem@${it.id}.json" }
            if (actualPath !in allowed) throw placed(VectorError("suite $suiteName lives in <vectors>/${allowed.joinToString(" or ")}, not .../$actualPath"), "suite")
            val description = (root["description"] as? JStr)?.value ?: throw VectorError("missing \"description\" (one sentence)")
            if (hasSurrogate(description)) throw VectorError("the description holds a character beyond U+FFFF")
            val defaults = root["defaults"]?.let { try { obj(it, "defaults") } catch (e: VectorError) { throw placed(e, "defaults") } }
            if (defaults != null) {
                for (k in defaults.fields.keys) if (k != "tolerance") {
                    val (line, column) = SourcePlaces.keyLineAndColumn(text, listOf("defaults", k))
                    throw VectorError("defaults: unknown field \"$k\" (the fields allowed here are \"tolerance\")", line, column)
                }
                defaults["tolerance"]?.let { t ->
                    try { Tolerance.parse(t, "defaults/tolerance") } catch (e: VectorError) { throw placed(e, *placeNamedBy(e, "defaults/tolerance")) }
                }
            }
            val casesJ = arr(root["cases"] ?: throw VectorError("missing \"cases\""), "cases")
            val ids = HashSet<String>()
            val cases = casesJ.mapIndexed { i, cj ->
                try { loadCase(cj, i, ids, forGenerate, suite) } catch (e: VectorError) { throw placed(e, "cases", i) }
            }
            if (cases.isEmpty() && source["random"] == null) throw VectorError("no cases")
            return VectorFile(path, suite, description, source, defaults, cases, text)
        }

        /**
         * The path a message of [e] names after [prefix] (`defaults/tolerance/ulps: ...` -> defaults, tolerance,
         * ulps), as far as its steps are keys of a tolerance: where the fault is placed.
         */
        private fun placeNamedBy(e: VectorError, prefix: String): Array<Any> {
            val named = (e.message ?: "").substringBefore(": ")
            val steps = prefix.split('/').toMutableList<Any>()
            if (named.startsWith("$prefix/")) {
                val field = named.removePrefix("$prefix/").substringBefore('/')
                if (field.isNotEmpty() && field.all { it in 'a'..'z' || it in 'A'..'Z' }) steps.add(field)
            }
            return steps.toTypedArray()
        }

        /** Case [i] of a file, its layout checked (a fault is placed at the case by the caller). */
        private fun loadCase(cj: J, i: Int, ids: HashSet<String>, forGenerate: Boolean, suite: Suite<*, *>): VectorCase {
            val c = obj(cj, "cases/$i")
            for (k in c.fields.keys) if (k !in CASE_KEYS) throw VectorError("cases/$i: unknown key \"$k\"")
            val id = (c["id"] as? JStr)?.value ?: throw VectorError("cases/$i: missing \"id\"")
            if (!isCaseId(id)) throw VectorError("cases/$i: id \"$id\" is not [A-Za-z0-9._-]+")
            if (!ids.add(id)) throw VectorError("cases/$i: duplicate id \"$id\"")
            c["tags"]?.let { t ->
                for (tag in arr(t, "$id/tags")) {
                    val s = (tag as? JStr)?.value
                    if (s == null || !isTag(s)) throw VectorError("$id: tag ${describe(tag)} is not [a-z0-9-]+")
                }
            }
            c["comment"]?.let {
                if (it !is JStr) throw VectorError("$id: comment must be a string")
                if (hasSurrogate(it.value)) throw VectorError("$id: the comment holds a character beyond U+FFFF; name it instead (only str fields may be {\"utf16\": ...})")
            }
            if (c["input"] !is JObj) throw VectorError("$id: missing \"input\" object")
            if (!forGenerate && c["expected"] == null) throw VectorError("$id: missing \"expected\" (run tools/jvm-parity/oracle generate on this file)")
            if (!forGenerate) checkExpectedForm(c["expected"]!!, id, suite)
            c["tolerance"]?.let { Tolerance.parse(it, "$id/tolerance") }
            return VectorCase(id, c.fields)
        }

        /**
         * The form of an `expected` value (docs/vector-format.md): an object; `{"error": code}` (plus `index`) with
         * a code of the contract, or `{"notPortable": reason}` with a reason [suite] declares, or the suite's value
         * (whose shape `check` reads against the JVM's value, see [Compare]). parity-check rejects the same.
         */
        private fun checkExpectedForm(e: J, id: String, suite: Suite<*, *>) {
            val o = e as? JObj ?: throw VectorError("$id: \"expected\" must be an object")
            when {
                o.fields.containsKey("error") -> {
                    for (k in o.fields.keys) if (k != "error" && k != "index") throw VectorError("$id/expected: unknown field \"$k\"")
                    val code = (o["error"] as? JStr)?.value ?: throw VectorError("$id/expected/error: an error code string")
                    if (code !in CONTRACT_ERROR_CODES) {
                        throw VectorError("$id/expected/error: unknown error code \"$code\" (the contract's codes are ${CONTRACT_ERROR_CODES.joinToString(", ")})")
                    }
                    o["index"]?.let { i32(it, "$id/expected/index") }
                }
                o.fields.containsKey("notPortable") -> {
                    for (k in o.fields.keys) if (k != "notPortable") throw VectorError("$id/expected: unknown field \"$k\"")
                    val reason = (o["notPortable"] as? JStr)?.value ?: throw VectorError("$id/expected/notPortable: a reason string")
                    if (suite.notPortableReasons.none { it.matches(reason) }) throw unknownNotPortableReason(id, reason, suite)
                }
            }
        }

        /** A reason [suite] does not declare: an edit of the expected value, never the oracle's (it writes declared ones). */
        private fun unknownNotPortableReason(id: String, reason: String, suite: Suite<*, *>): VectorError {
            val declared = suite.notPortableReasons.size
            val help = if (declared == 0) "suite ${suite.name} has no case whose value is not portable"
                else "suite ${suite.name} declares ${if (declared == 1) "one reason" else "$declared reasons"} (docs/vector-format.md)"
            return VectorError("$id/expected/notPortable: unknown not-portable reason \"$reason\" for suite ${suite.name}; $help; regenerate the file with tools/jvm-parity/oracle generate")
        }

        /** `source.android.revisions`: the SDK revisions whose values the file holds; null = every revision. */
        fun revisionsOf(source: JObj): List<ContractRevision>? {
            val android = source["android"] ?: return null
            val list = (obj(android, "source/android")["revisions"] as? JArr)?.items
            if (list == null || list.isEmpty()) throw VectorError("source/android: needs a non-empty \"revisions\" array")
            return list.mapIndexed { i, r ->
                val id = (r as? JStr)?.value ?: throw VectorError("source/android/revisions/$i: a revision name string")
                ContractRevision.byId(id) ?: throw VectorError("source/android/revisions/$i: unknown android-sdk-core revision \"$id\" (known: ${ContractRevision.known(insteadOf = id)})")
            }
        }
    }

    /** The revisions this file's values hold for (every revision when it names none). */
    val revisions: List<ContractRevision> get() = revisionsOf(source) ?: ContractRevision.values().toList()

    fun holds(revision: ContractRevision): Boolean = revision in revisions

    /** Hand-written cases, in their order, then `random-0001`... recreated from source.random. */
    fun regenerated(): VectorFile {
        val spec = random
        val hand = if (spec == null) cases else cases.filter { !RANDOM_ID.matches(it.id) }
        val out = ArrayList<VectorCase>()
        for (c in hand) {
            val fields = LinkedHashMap<String, J>()
            for (k in CASE_KEYS) {
                val v = when (k) {
                    "expected" -> computeExpected(c.id, c.input)
                    "tolerance" -> c.fields[k] ?: (c.input as? JObj)?.let { suite.conditioningTolerance(it)?.toJ() }
                    else -> c.fields[k]
                } ?: continue
                fields[k] = v
            }
            out.add(VectorCase(c.id, fields))
        }
        if (spec != null) {
            val width = Math.max(4, spec.count.toString().length)
            val inputs = suite.randomInputs(spec.seed, spec.count)
            for ((i, input) in inputs.withIndex()) {
                val id = "random-" + (i + 1).toString().padStart(width, '0')
                if (hand.any { it.id == id }) throw VectorError("hand-written case id $id collides with the random cases")
                val fields = LinkedHashMap<String, J>()
                fields["id"] = JStr(id)
                fields["tags"] = JArr(listOf(JStr("random")))
                fields["input"] = input
                fields["expected"] = computeExpected(id, input)
                suite.conditioningTolerance(input)?.let { fields["tolerance"] = it.toJ() }
                out.add(VectorCase(id, fields))
            }
        }
        if (out.isEmpty()) throw VectorError("no cases")
        val src = LinkedHashMap<String, J>()
        src["generator"] = JStr(GENERATOR)
        src["version"] = JStr(ORACLE_VERSION)
        for ((k, v) in source.fields) if (k != "generator" && k != "version") src[k] = v
        return VectorFile(path, suite, description, JObj(src), defaults, out)
    }

    /** The expected value under every revision the file holds for; they must agree, or the file must be split. */
    private fun computeExpected(id: String, input: J): J = try {
        val byRevision = revisions.map { it to suite.run(input, allowLoneEscape = true, revision = it).toJ() }
        val (first, value) = byRevision.first()
        for ((revision, other) in byRevision.drop(1)) {
            if (JsonOut.compact(other) != JsonOut.compact(value)) {
                throw VectorError("the value differs between android-sdk-core ${first.id} and ${revision.id}: " +
                    "give each revision its own file (<function>@<revision>.json, docs/vector-format.md)")
            }
        }
        value
    } catch (e: VectorError) {
        throw VectorError("$id: ${e.message}")
    }

    fun canonicalText(): String {
        val sb = StringBuilder()
        sb.append("{\n")
        sb.append("  \"format\": ").append(JsonOut.compact(JStr(FORMAT))).append(",\n")
        sb.append("  \"suite\": ").append(JsonOut.compact(JStr(suite.name))).append(",\n")
        sb.append("  \"description\": ").append(JsonOut.compact(JStr(description))).append(",\n")
        sb.append("  \"source\": ").append(JsonOut.compact(source)).append(",\n")
        if (defaults != null) sb.append("  \"defaults\": ").append(JsonOut.compact(defaults)).append(",\n")
        sb.append("  \"cases\": [\n")
        for ((i, c) in cases.withIndex()) {
            sb.append("    ")
            JsonOut.write(sb, JObj(c.fields))
            if (i < cases.size - 1) sb.append(',')
            sb.append('\n')
        }
        sb.append("  ]\n")
        sb.append("}\n")
        return sb.toString()
    }
}

class UsageError(message: String) : Exception(message)
