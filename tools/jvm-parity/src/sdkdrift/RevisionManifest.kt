// The Android revision manifest (vectors/android-revisions.json; docs/vector-format.md "Android revisions"): per
// contract revision, the android-sdk-core files whose content determines the expected values, each with the commit
// of the version modelled and a fingerprint of its content, and the files each suite's value comes from.

package com.mapconductor.parity

import java.io.File
import java.nio.charset.StandardCharsets
import java.security.MessageDigest

/** One modelled file of a revision: its path in android-sdk-core, the commit of the version modelled, its fingerprint. */
class ManifestFile(val path: String, val commit: String, val sha256: String)

/** One revision: its files by path, and the paths each suite's value comes from. */
class ManifestRevision(val id: String, val files: Map<String, ManifestFile>, val suitePaths: Map<String, List<String>>) {
    /** The suites [path] feeds, in name order. */
    fun suitesFedBy(path: String): List<String> = suitePaths.filter { path in it.value }.keys.sorted()
}

class RevisionManifest(val source: String, val revisions: List<ManifestRevision>) {
    /** The revision [id]; a UsageError naming the manifest's revisions when it has none of that name. */
    fun revision(id: String): ManifestRevision = revisions.firstOrNull { it.id == id }
        ?: throw UsageError("$source has no revision \"$id\" (it has ${revisions.joinToString(", ") { it.id }}): " +
            "use the manifest of the vectors you check, or name a revision it has")

    companion object {
        const val FORMAT = "parity-android-revisions/1"
        private val SHA256 = Regex("^[0-9a-f]{64}$")
        private val COMMIT = Regex("^[0-9a-f]{40}$")

        /**
         * Reads [file]. Fails closed (UsageError, exit 2, naming the file and what to fix) on what would make a
         * comparison with it wrong: another format, a malformed fingerprint, a suite naming a file the revision does
         * not list, or a revision without an entry for a suite the oracle knows.
         */
        fun load(file: File): RevisionManifest {
            val shown = file.path
            val text = try { String(file.readBytes(), StandardCharsets.UTF_8) } catch (e: java.io.IOException) {
                throw UsageError("cannot read the revision manifest $shown: ${e.message}")
            }
            val root = try { JsonIn.parse(text) } catch (e: VectorError) {
                throw UsageError("the revision manifest ${e.at(shown)} is not JSON: ${e.message}")
            }
            fun bad(what: String): Nothing = throw UsageError("the revision manifest $shown: $what (docs/vector-format.md \"Android revisions\")")
            val top = root as? JObj ?: bad("not an object")
            if ((top["format"] as? JStr)?.value != FORMAT) bad("\"format\" is not \"$FORMAT\"")
            val list = (top["revisions"] as? JArr)?.items ?: bad("no \"revisions\" array")
            val revisions = list.mapIndexed { i, item ->
                val r = item as? JObj ?: bad("revisions[$i] is not an object")
                val id = (r["id"] as? JStr)?.value ?: bad("revisions[$i] has no \"id\"")
                val files = LinkedHashMap<String, ManifestFile>()
                for ((j, f) in ((r["files"] as? JArr)?.items ?: bad("$id has no \"files\" array")).withIndex()) {
                    val o = f as? JObj ?: bad("$id: files[$j] is not an object")
                    val path = (o["path"] as? JStr)?.value ?: bad("$id: files[$j] has no \"path\"")
                    val commit = (o["commit"] as? JStr)?.value ?: bad("$id: $path has no \"commit\"")
                    val sha = (o["sha256"] as? JStr)?.value ?: bad("$id: $path has no \"sha256\"")
                    if (!SHA256.matches(sha)) bad("$id: $path: sha256 \"$sha\" is not 64 lower-case hex digits")
                    if (!COMMIT.matches(commit)) bad("$id: $path: commit \"$commit\" is not a full commit id")
                    if (files.put(path, ManifestFile(path, commit, sha)) != null) bad("$id: $path is listed twice")
                }
                val suites = LinkedHashMap<String, List<String>>()
                for ((suite, entry) in ((r["suites"] as? JObj)?.fields ?: bad("$id has no \"suites\" object"))) {
                    val paths = ((entry as? JObj)?.get("paths") as? JArr)?.items ?: bad("$id: $suite has no \"paths\" array")
                    suites[suite] = paths.map { p ->
                        val path = (p as? JStr)?.value ?: bad("$id: $suite: a path is not a string")
                        if (path !in files) bad("$id: $suite names $path, which is not in the revision's files")
                        path
                    }
                }
                for (s in Suites.all) if (s.name !in suites) bad("$id has no entry for the suite ${s.name}")
                ManifestRevision(id, files, suites)
            }
            return RevisionManifest(shown, revisions)
        }
    }
}

/**
 * A file's content fingerprint as the manifest takes it: the SHA-256 of its bytes after a leading UTF-8 byte-order
 * mark is dropped and every CRLF is replaced by LF (a checkout with Windows line ends, or an editor that writes a
 * BOM, is the same content; the public code index stores texts without either).
 */
object ContentFingerprint {
    fun of(bytes: ByteArray): String {
        val start = if (bytes.size >= 3 && bytes[0] == 0xEF.toByte() && bytes[1] == 0xBB.toByte() && bytes[2] == 0xBF.toByte()) 3 else 0
        val out = java.io.ByteArrayOutputStream(bytes.size)
        var i = start
        while (i < bytes.size) {
            val b = bytes[i]
            if (b == '\r'.toByte() && i + 1 < bytes.size && bytes[i + 1] == '\n'.toByte()) { i++; continue }
            out.write(b.toInt())
            i++
        }
        val digest = MessageDigest.getInstance("SHA-256").digest(out.toByteArray())
        return digest.joinToString("") { String.format(java.util.Locale.ROOT, "%02x", it.toInt() and 0xff) }
    }
}
