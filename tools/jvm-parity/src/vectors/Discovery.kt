// Finding the vector files under the given roots, as parity-check does (the same selection, relative paths and
// order, so both print the same digest), with one defect per `*.json` path that cannot be a vector file.

package com.mapconductor.parity

import java.io.File
import java.nio.charset.StandardCharsets
import java.nio.file.Files
import java.nio.file.LinkOption

/** The alias map of renamed case ids (docs/known-divergences.md): not a vector file. */
const val ALIAS_MAP = "aliases.json"

/** The manifest of the android-sdk-core files each revision models (docs/vector-format.md "Android revisions"): not a vector file. */
const val REVISION_MANIFEST = "android-revisions.json"

/**
 * Every vector file under the given roots, with its path relative to its root: a file argument as itself
 * (relative path = its name), a folder as every `*.json` below it except `*.schema.json`, `aliases.json` and
 * `android-revisions.json`
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
    requireVectorPaths(roots)
    val out = ArrayList<Located>()
    val defects = ArrayList<String>()
    for (r in roots) {
        val root = File(r)
        val rootPath = root.toPath()
        if (!Files.exists(rootPath) && !Files.isSymbolicLink(rootPath)) throw UsageError("no such file or folder: $r; check the path (the oracle reads a vector file or a folder of them)")
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
        val isVectorName = name.endsWith(".json") && !name.endsWith(".schema.json") && name != ALIAS_MAP && name != REVISION_MANIFEST
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
            Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) -> if (isVectorName) {
                // A name that is not in the file system's encoding (bytes that are not UTF-8) is decoded with
                // replacements: as text it names no file. Every gate rejects it, and says why.
                // (Under the C locale such a name is no path at all: InvalidPathException.)
                val namesTheFile = try {
                    Files.exists(path.toFile().toPath(), LinkOption.NOFOLLOW_LINKS)
                } catch (e: java.nio.file.InvalidPathException) {
                    false
                }
                if (!namesTheFile) {
                    defects.add("$shown: cannot read: its path is not UTF-8 (the JVM reads it as $relative, which names no file); rename it in ASCII")
                } else {
                    out.add(Located(path.toFile(), relative))
                }
            }
            else -> if (isVectorName) defects.add("$shown: not a regular file but ${nodeKind(path)}; remove it or replace it by the file")
        }
    }
}

/**
 * Throws [UsageError] for an empty path: the JVM reads "" as the current folder, so a command line whose variable
 * is unset would check (or regenerate) whatever folder the job runs in. parity-check and the web runner find no
 * file there; every gate stops (exit 2) before reading anything, the known-divergence list's aliases included.
 */
fun requireVectorPaths(roots: List<String>) {
    if (roots.any { it.isEmpty() }) throw UsageError("no such file or folder: \"\" (an empty path: is a variable of the command line unset?); give a vector file or a folder of them")
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
