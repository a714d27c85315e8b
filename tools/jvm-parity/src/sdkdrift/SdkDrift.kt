// Is the corpus behind the SDK? An android-sdk-core checkout compared with the revision manifest: each file the
// checked revision models, read from the checkout and fingerprinted, is the same content, changed or missing; the
// suites a changed or missing file feeds were checked against another android-sdk-core than the checkout's. Used by
// `oracle sdk-drift` (tools/sdk-drift), `oracle conformance --sdk-source` and the JUnit 5 entry's sdkSource.
// docs/jvm-runner.md "Is the corpus behind your SDK?".

package com.mapconductor.parity

import java.io.File

/** A modelled file whose content in the checkout is not the revision's: [status] changed or missing. */
class DriftedFile(val path: String, val status: String, val modelledCommit: String, val suites: List<String>, val foundAt: String?)

class SdkDriftReport(
    /** The checkout as given. */
    val source: String,
    val revision: String,
    val manifest: String,
    /** How many files the revision models. */
    val modelled: Int,
    val drifted: List<DriftedFile>
) {
    val hasDrift: Boolean get() = drifted.isNotEmpty()

    /** The suites a drifted file feeds, in name order: checked against another android-sdk-core than the checkout's. */
    val suites: List<String> get() = drifted.flatMap { it.suites }.toSortedSet().toList()

    /** One line per drifted file, then what it means; or one line saying the checkout is the revision's. */
    fun textLines(): List<String> {
        if (!hasDrift) return listOf(terminal("SDK-SOURCE $source: its $modelled files that revision $revision models are as $manifest fingerprints them"))
        val lines = ArrayList<String>()
        for (f in drifted) {
            val where = if (f.status == "missing") "missing from $source" else "changed in $source"
            lines.add(terminal("SDK-DRIFT ${f.path}: $where (revision $revision models ${f.modelledCommit.take(7)}); feeds " +
                if (f.suites.isEmpty()) "no suite" else f.suites.joinToString(", ")))
        }
        lines.add(terminal("warning: ${plural(suites.size, "suite")} checked against another android-sdk-core than $source's " +
            "(${plural(drifted.size, "modelled file")} of revision $revision ${if (drifted.size == 1) "differs" else "differ"} there): ${suites.joinToString(", ")}. " +
            "A divergence in them may be the corpus behind your SDK (or your SDK behind revision $revision), not a port " +
            "mistake: docs/jvm-runner.md \"Is the corpus behind your SDK?\""))
        return lines
    }

    /** The JSON report's `sdkDrift` object. */
    fun json(): String {
        val files = drifted.joinToString(", ") { f ->
            "{\"path\": ${jsonQuote(f.path)}, \"status\": ${jsonQuote(f.status)}, \"modelledCommit\": ${jsonQuote(f.modelledCommit)}, " +
                "\"suites\": [${f.suites.joinToString(", ") { jsonQuote(it) }}]}"
        }
        return "{\"source\": ${jsonQuote(source)}, \"revision\": ${jsonQuote(revision)}, \"manifest\": ${jsonQuote(manifest)}, " +
            "\"modelledFiles\": $modelled, \"files\": [$files], \"suites\": [${suites.joinToString(", ") { jsonQuote(it) }}]}"
    }

    /** The run error of a run that asked to fail on drift (`--fail-on-sdk-drift`). */
    fun runError(): String = "android-sdk-core drift: ${plural(drifted.size, "modelled file")} of revision $revision " +
        "${if (drifted.size == 1) "differs" else "differ"} in $source " +
        "(${plural(suites.size, "suite")} affected) and the run was asked to fail on it (--fail-on-sdk-drift)"

    private fun plural(n: Int, word: String) = "$n $word${if (n == 1) "" else "s"}"
}

object SdkDrift {
    private const val SOURCE_FOLDER = "src/main/java/"
    private const val PACKAGE_FOLDER = "com/mapconductor/core"

    /**
     * The checkout [source] (the repository's or module's root, or its `src/main/java`) against [revision] of
     * [manifest]. UsageError when [source] is neither.
     */
    fun check(source: String, manifest: RevisionManifest, revision: String): SdkDriftReport {
        val r = manifest.revision(revision)
        val checkout = Checkout.of(source)
        val drifted = ArrayList<DriftedFile>()
        for (f in r.files.values.sortedBy { it.path }) {
            val found = checkout.locate(f.path)
            val status = when {
                found == null -> "missing"
                ContentFingerprint.of(found.readBytes()) != f.sha256 -> "changed"
                else -> null
            }
            if (status != null) drifted.add(DriftedFile(f.path, status, f.commit, r.suitesFedBy(f.path), found?.path))
        }
        return SdkDriftReport(source, revision, manifest.source, r.files.size, drifted)
    }

    /** The manifest beside the vectors: `android-revisions.json` in the vectors folder [vectorsRoot]. */
    fun manifestBeside(vectorsRoot: String, option: String): File {
        val folder = File(vectorsRoot)
        val file = File(folder, REVISION_MANIFEST)
        if (!folder.isDirectory || !file.isFile) {
            throw UsageError("$option: no $REVISION_MANIFEST in $vectorsRoot to compare the SDK with: give the corpus's manifest with --sdk-manifest FILE")
        }
        return file
    }

    /**
     * Where the checkout keeps a manifest path: a `src/main/java/...` path below the source folder; another one
     * (`gradle/libs.versions.toml`) at the checkout's root or, for a module of a larger build, the nearest folder
     * above it that has the file, up to the repository's top (the folder holding `.git`).
     */
    private class Checkout(val sourceRoot: File, val root: File) {
        fun locate(path: String): File? {
            if (path.startsWith(SOURCE_FOLDER)) return File(sourceRoot, path.removePrefix(SOURCE_FOLDER)).takeIf { it.isFile }
            var folder: File? = root.absoluteFile
            while (folder != null) {
                val candidate = File(folder, path)
                if (candidate.isFile) return candidate
                if (File(folder, ".git").exists()) return null
                folder = folder.parentFile
            }
            return null
        }

        companion object {
            fun of(source: String): Checkout {
                val dir = File(source)
                if (File(dir, SOURCE_FOLDER + PACKAGE_FOLDER).isDirectory) return Checkout(File(dir, SOURCE_FOLDER), dir)
                if (File(dir, PACKAGE_FOLDER).isDirectory) {
                    // src/main/java given: the root is three folders up when the path says so.
                    val abs = dir.absoluteFile.toPath().normalize()
                    val root = if (abs.endsWith("src/main/java") && abs.nameCount >= 3) abs.parent.parent.parent.toFile() else abs.toFile()
                    return Checkout(dir, root)
                }
                throw UsageError("$source is not an android-sdk-core checkout: neither $source/$SOURCE_FOLDER$PACKAGE_FOLDER nor " +
                    "$source/$PACKAGE_FOLDER is a folder (give the repository's root, or its src/main/java)")
            }
        }
    }

    /**
     * `oracle sdk-drift DIR [--contract REV] [--manifest FILE]`: the checkout DIR against revision REV (default:
     * the newest the oracle knows) of FILE (default: vectors/android-revisions.json). Exit 0 when every modelled
     * file is the revision's, 1 when one differs or is missing, 2 on a usage error or a manifest that does not load.
     */
    fun command(args: List<String>): Int {
        val options = HashMap<String, String>()
        val paths = ArrayList<String>()
        var i = 0
        while (i < args.size) {
            val a = args[i]
            if (a == "--contract" || a == "--manifest") {
                if (i + 1 >= args.size || args[i + 1].startsWith("--")) throw UsageError("$a needs a value")
                if (options.put(a, args[i + 1]) != null) throw UsageError("$a is given twice")
                i += 2
            } else if (a.startsWith("--")) {
                throw UsageError("sdk-drift: unknown option $a")
            } else {
                paths.add(a); i++
            }
        }
        if (paths.size != 1) throw UsageError("sdk-drift needs one android-sdk-core checkout (its root, or its src/main/java)")
        val manifest = RevisionManifest.load(File(options["--manifest"] ?: "vectors/$REVISION_MANIFEST"))
        // Any revision the manifest describes can be compared with, the newest the oracle knows by default.
        val report = check(paths[0], manifest, options["--contract"] ?: ContractRevision.newest.id)
        val header = "sdk-drift: ${terminal(paths[0])} against android-sdk-core ${report.revision} (${terminal(report.manifest)}): " +
            "${report.modelled} modelled files, ${report.drifted.count { it.status == "changed" }} changed, " +
            "${report.drifted.count { it.status == "missing" }} missing"
        println(header)
        if (report.hasDrift) for (line in report.textLines()) println(line)
        return if (report.hasDrift) EXIT_DIVERGED else EXIT_OK
    }
}
