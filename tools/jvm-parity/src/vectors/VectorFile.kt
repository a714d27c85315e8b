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

/** Bump whenever any expected value, random input or formatting byte the oracle writes changes. */
const val ORACLE_VERSION = "3"

private val CASE_ID = Regex("[A-Za-z0-9._-]+")
private val TAG = Regex("[a-z0-9-]+")
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
        fun load(path: File, forGenerate: Boolean): VectorFile {
            val bytes = try { path.readBytes() } catch (e: Exception) { throw VectorError("cannot read: ${e.message}") }
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
            val source = root["source"] as? JObj ?: throw VectorError("missing \"source\" object")
            val revisions = revisionsOf(source)
            // <area>/<function>.json, or <area>/<function>@<revision>.json for a file that holds for some revisions.
            val actualPath = path.absoluteFile.parentFile.name + "/" + path.name
            val stem = suiteName.replace('.', '/')
            val allowed = listOf("$stem.json") + (revisions ?: emptyList()).map { "$stem@${it.id}.json" }
            if (actualPath !in allowed) throw placed(VectorError("suite $suiteName lives in <vectors>/${allowed.joinToString(" or ")}, not .../$actualPath"), "suite")
            val description = (root["description"] as? JStr)?.value ?: throw VectorError("missing \"description\" (one sentence)")
            if (hasSurrogate(description)) throw VectorError("the description holds a character beyond U+FFFF")
            val defaults = root["defaults"]?.let { obj(it, "defaults") }
            if (defaults != null) {
                for (k in defaults.fields.keys) if (k != "tolerance") throw VectorError("defaults: unknown key \"$k\"")
                defaults["tolerance"]?.let { Tolerance.parse(it, "defaults/tolerance") }
            }
            val casesJ = arr(root["cases"] ?: throw VectorError("missing \"cases\""), "cases")
            val ids = HashSet<String>()
            val cases = casesJ.mapIndexed { i, cj ->
                try { loadCase(cj, i, ids, forGenerate) } catch (e: VectorError) { throw placed(e, "cases", i) }
            }
            if (cases.isEmpty() && source["random"] == null) throw VectorError("no cases")
            return VectorFile(path, suite, description, source, defaults, cases, text)
        }

        /** Case [i] of a file, its layout checked (a fault is placed at the case by the caller). */
        private fun loadCase(cj: J, i: Int, ids: HashSet<String>, forGenerate: Boolean): VectorCase {
            val c = obj(cj, "cases/$i")
            for (k in c.fields.keys) if (k !in CASE_KEYS) throw VectorError("cases/$i: unknown key \"$k\"")
            val id = (c["id"] as? JStr)?.value ?: throw VectorError("cases/$i: missing \"id\"")
            if (!CASE_ID.matches(id)) throw VectorError("cases/$i: id \"$id\" is not [A-Za-z0-9._-]+")
            if (!ids.add(id)) throw VectorError("cases/$i: duplicate id \"$id\"")
            c["tags"]?.let { t ->
                for (tag in arr(t, "$id/tags")) {
                    val s = (tag as? JStr)?.value
                    if (s == null || !TAG.matches(s)) throw VectorError("$id: tag ${describe(tag)} is not [a-z0-9-]+")
                }
            }
            c["comment"]?.let {
                if (it !is JStr) throw VectorError("$id: comment must be a string")
                if (hasSurrogate(it.value)) throw VectorError("$id: the comment holds a character beyond U+FFFF; name it instead (only str fields may be {\"utf16\": ...})")
            }
            if (c["input"] !is JObj) throw VectorError("$id: missing \"input\" object")
            if (!forGenerate && c["expected"] == null) throw VectorError("$id: missing \"expected\" (run tools/jvm-parity/oracle generate on this file)")
            if (!forGenerate) checkExpectedForm(c["expected"]!!, id)
            c["tolerance"]?.let { Tolerance.parse(it, "$id/tolerance") }
            return VectorCase(id, c.fields)
        }

        /**
         * The form of an `expected` value (docs/vector-format.md): an object; `{"error": code}` (plus `index`) with
         * a code of the contract, or `{"notPortable": reason}`, or the suite's value (whose shape `check` reads
         * against the JVM's value, see [Compare]). parity-check rejects the same.
         */
        private fun checkExpectedForm(e: J, id: String) {
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
                    if (o["notPortable"] !is JStr) throw VectorError("$id/expected/notPortable: a reason string")
                }
            }
        }

        /** `source.android.revisions`: the SDK revisions whose values the file holds; null = every revision. */
        fun revisionsOf(source: JObj): List<ContractRevision>? {
            val android = source["android"] ?: return null
            val list = (obj(android, "source/android")["revisions"] as? JArr)?.items
            if (list == null || list.isEmpty()) throw VectorError("source/android: needs a non-empty \"revisions\" array")
            return list.mapIndexed { i, r ->
                val id = (r as? JStr)?.value ?: throw VectorError("source/android/revisions/$i: a revision name string")
                ContractRevision.byId(id) ?: throw VectorError("source/android/revisions/$i: unknown android-sdk-core revision \"$id\" (known: ${ContractRevision.known()})")
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
                    "tolerance" -> c.fields[k] ?: (c.input as? JObj)?.let { suite.conditioningTolerance(it) }
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
                suite.conditioningTolerance(input)?.let { fields["tolerance"] = it }
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

/** The alias map of renamed case ids (docs/known-divergences.md): not a vector file. */
const val ALIAS_MAP = "aliases.json"

/**
 * Every vector file under the given roots, with its path relative to its root: a file argument as itself
 * (relative path = its name), a folder as every `*.json` below it except `*.schema.json` and `aliases.json`
 * (the same selection and paths as parity-check, so both print the same digest). [linkTarget]: where a file found
 * through a symbolic link leads.
 */
class Located(val file: File, val relative: String, val linkTarget: String? = null)

/** The vector files found, and one message per `*.json` path that cannot be one (never skipped silently). */
class Discovery(val files: List<Located>, val defects: List<String>)

/**
 * Finds the vector files under [roots] by parity-check's rules (Sources/ParityHarness/Loading/VectorLoader.swift):
 * a FIFO, socket or device named `*.json`, a dangling or looping link, a link leading out of the folder, and a
 * link to a folder (whatever its name) are defects; a link to a regular file in the folder is followed. Folders
 * reached through links are not walked. Throws [UsageError] when a root does not exist.
 */
fun discover(roots: List<String>): Discovery {
    val out = ArrayList<Located>()
    val defects = ArrayList<String>()
    for (r in roots) {
        val root = File(r)
        val rootPath = root.toPath()
        if (!Files.exists(rootPath) && !Files.isSymbolicLink(rootPath)) throw UsageError("no such file or directory: $r")
        when {
            Files.isRegularFile(rootPath) -> out.add(Located(root, root.name))
            Files.isDirectory(rootPath) -> walk(root, r.trimEnd('/'), out, defects)
            else -> defects.add("$r: not a regular file but ${nodeKind(rootPath)}")
        }
    }
    return Discovery(out.sortedWith(Comparator { a, b -> compareBytes(a.relative, b.relative) }), defects)
}

private fun walk(root: File, display: String, out: MutableList<Located>, defects: MutableList<String>) {
    val rootPath = root.toPath()
    val rootReal = rootPath.toRealPath()
    val paths = ArrayList<java.nio.file.Path>()
    try {
        val stream = Files.walk(rootPath)
        try { stream.forEach { paths.add(it) } } finally { stream.close() }
    } catch (e: Exception) {
        defects.add("$display: cannot list the folder: ${e.message}")
        return
    }
    walk@ for (path in paths) {
        if (path == rootPath) continue
        val name = path.fileName.toString()
        val relative = rootPath.relativize(path).toString().replace(File.separatorChar, '/')
        val shown = "$display/$relative"
        val isVectorName = name.endsWith(".json") && !name.endsWith(".schema.json") && name != ALIAS_MAP
        when {
            Files.isSymbolicLink(path) -> {
                val written = try { Files.readSymbolicLink(path).toString() } catch (e: Exception) { "?" }
                val target = try {
                    path.toRealPath()
                } catch (e: java.nio.file.NoSuchFileException) {
                    if (isVectorName) defects.add("$shown: a dangling symbolic link (to $written, which does not exist); remove it or fix its target")
                    continue@walk
                } catch (e: java.nio.file.FileSystemException) {
                    if (isVectorName) {
                        val loops = (e.reason ?: "").contains("levels of symbolic links")
                        defects.add("$shown: " + if (loops) "a symbolic link that loops ($written); remove it" else "cannot resolve the symbolic link: ${e.reason}")
                    }
                    continue@walk
                }
                when {
                    Files.isDirectory(target) ->
                        defects.add("$shown: a symbolic link to a folder ($target), which is not followed; move the folder here instead")
                    !isVectorName -> {}
                    !target.startsWith(rootReal) ->
                        defects.add("$shown: a symbolic link leading out of the vectors folder (to $target); copy the file into the folder instead")
                    !Files.isRegularFile(target) -> defects.add("$shown: a symbolic link to $target, which is not a regular file; remove it")
                    else -> out.add(Located(path.toFile(), relative, target.toString()))
                }
            }
            Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS) -> {}
            Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) -> if (isVectorName) out.add(Located(path.toFile(), relative))
            else -> if (isVectorName) defects.add("$shown: not a regular file but ${nodeKind(path)}; remove it or replace it by the file")
        }
    }
}

/** "a FIFO (named pipe)", "a socket", "a device", by the file's Unix mode; words as parity-check's. */
private fun nodeKind(path: java.nio.file.Path): String {
    val mode = try { Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS) as Int } catch (e: Exception) { return "not a file" }
    return when (mode and 0xF000) {
        0x1000 -> "a FIFO (named pipe)"
        0xC000 -> "a socket"
        0x2000, 0x6000 -> "a device"
        else -> "not a file"
    }
}

/** The vector files under [roots]; throws [UsageError] for a missing root (defects are the caller's: see [discover]). */
fun locate(roots: List<String>): List<Located> = discover(roots).files

fun compareBytes(a: String, b: String): Int {
    val x = a.toByteArray(StandardCharsets.UTF_8)
    val y = b.toByteArray(StandardCharsets.UTF_8)
    for (i in 0 until Math.min(x.size, y.size)) {
        val c = (x[i].toInt() and 0xFF) - (y[i].toInt() and 0xFF)
        if (c != 0) return c
    }
    return x.size - y.size
}

class UsageError(message: String) : Exception(message)
